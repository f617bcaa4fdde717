import { BillingError, BILLING_MESSAGES, grantsPremium, hasPremium, isBillingError, OVERDUE_STATUS, paymentOverdue, PREMIUM_STATUSES } from './billing';
import { requestPrices, validateCheckoutParams, validateStatusFilter } from './validation';

const PAGE = 'https://tcgp.example/tier-list';

function invalid(fn: () => unknown): BillingError {
  try {
    fn();
  } catch (error) {
    if (isBillingError(error)) return error;
    throw error;
  }
  throw new Error('expected a BillingError');
}

describe('validateCheckoutParams (docs/product-rules.md)', () => {
  it('fills the defaults: both urls are the current page, mode subscription, timeout 30000 ms', () => {
    expect(validateCheckoutParams({ price: 'price_monthly' }, PAGE)).toEqual({
      price: 'price_monthly',
      mode: 'subscription',
      success_url: PAGE,
      cancel_url: PAGE,
      timeout: 30000,
    });
  });

  it('keeps given values', () => {
    expect(
      validateCheckoutParams({ price: 'p', mode: 'payment', success_url: 'https://a/ok', cancel_url: 'https://a/no', quantity: 2, timeout: 5000 }, PAGE),
    ).toEqual({ price: 'p', mode: 'payment', success_url: 'https://a/ok', cancel_url: 'https://a/no', quantity: 2, timeout: 5000 });
  });

  describe.each(['cancel_url', 'success_url'])('%s', (key) => {
    it.each([[''], ['   '], [null], [42], [{}]])('if given must be a non-empty string: rejects %p', (value) => {
      const error = invalid(() => validateCheckoutParams({ price: 'p', [key]: value }, PAGE));
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe(`${key} must be a non-empty string.`);
    });

    it('is required where there is no current page (the server)', () => {
      const other = key === 'cancel_url' ? 'success_url' : 'cancel_url';
      expect(invalid(() => validateCheckoutParams({ price: 'p', [other]: PAGE }, null)).message).toBe(`${key} must be a non-empty string.`);
    });
  });

  it.each([['SUBSCRIPTION'], ['setup'], [''], [1]])('mode must be subscription or payment: rejects %p', (mode) => {
    expect(invalid(() => validateCheckoutParams({ price: 'p', mode }, PAGE)).message).toBe('mode must be either subscription or payment.');
  });

  it('needs a price or line items', () => {
    const error = invalid(() => validateCheckoutParams({}, PAGE));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Either a non-empty line_items array or a non-empty price string is required.');
  });

  it.each([[''], ['  '], [7], [null]])('price must be a non-empty string: rejects %p', (price) => {
    expect(invalid(() => validateCheckoutParams({ price }, PAGE)).message).toBe('price must be a non-empty string.');
  });

  it.each([[[]], ['price_monthly'], [{}], [null]])('line_items must be a non-empty array: rejects %p', (line_items) => {
    expect(invalid(() => validateCheckoutParams({ line_items }, PAGE)).message).toBe('line_items must be a non-empty array.');
  });

  it('checks every line item', () => {
    expect(invalid(() => validateCheckoutParams({ line_items: [{ price: 'a' }, { price: '' }] }, PAGE)).message).toBe(
      'line_items[1].price must be a non-empty string.',
    );
    expect(invalid(() => validateCheckoutParams({ line_items: [{ price: 'a', quantity: 0 }] }, PAGE)).message).toBe(
      'line_items[0].quantity must be a positive number.',
    );
    expect(validateCheckoutParams({ line_items: [{ price: 'a', quantity: 2 }, { price: 'b' }] }, PAGE).line_items).toEqual([
      { price: 'a', quantity: 2 },
      { price: 'b' },
    ]);
  });

  it('accepts line items instead of a price, but not both', () => {
    expect(requestPrices(validateCheckoutParams({ line_items: [{ price: 'a' }, { price: 'b' }] }, PAGE))).toEqual(['a', 'b']);
    expect(invalid(() => validateCheckoutParams({ price: 'a', line_items: [{ price: 'b' }] }, PAGE)).message).toBe(
      'Specify either line_items or price, not both.',
    );
  });

  it.each([[0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY], ['2'], [null]])('quantity must be a positive number: rejects %p', (quantity) => {
    expect(invalid(() => validateCheckoutParams({ price: 'p', quantity }, PAGE)).message).toBe('quantity must be a positive number.');
  });

  it.each([[0], [-30000], [Number.NaN], ['30000'], [null]])('timeout must be a positive number: rejects %p', (timeout) => {
    expect(invalid(() => validateCheckoutParams({ price: 'p', timeout }, PAGE)).message).toBe('timeout must be a positive number.');
  });

  it.each([[null], ['price'], [['price']]])('rejects parameters that are not an object: %p', (params) => {
    expect(invalid(() => validateCheckoutParams(params, PAGE)).code).toBe('invalid-argument');
  });
});

describe('validateStatusFilter (docs/product-rules.md)', () => {
  it('no filter means every subscription', () => {
    expect(validateStatusFilter(undefined)).toBeUndefined();
  });

  it('takes one status or a list of statuses', () => {
    expect(validateStatusFilter('active')).toEqual(['active']);
    expect(validateStatusFilter(['active', 'trialing'])).toEqual(['active', 'trialing']);
  });

  it.each([[''], [[]], [['active', '']], [null], [3], [{}]])('must be a non-empty string or array: rejects %p', (status) => {
    const error = invalid(() => validateStatusFilter(status));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('status must be a non-empty string or a non-empty array.');
  });
});

describe('error catalogue and entitlement rule', () => {
  it('has the messages of docs/product-rules.md', () => {
    expect(BILLING_MESSAGES.unauthenticated).toBe('Failed to determine currently signed in user. User not signed in.');
    expect(BILLING_MESSAGES.deadlineExceeded).toBe('Timeout while waiting for session response.');
    expect(BILLING_MESSAGES.queryFailed).toBe('Error while querying Firestore.');
    expect(BILLING_MESSAGES.unexpected).toBe('Unexpected error while querying Firestore');
    expect(BILLING_MESSAGES.listenFailed).toBe('Error while listening to database updates');
    expect(BILLING_MESSAGES.notFound('sub_1', 'u1')).toBe('No subscription found with the ID sub_1 for user u1');
  });

  it('recognises billing errors by shape, not by class identity', () => {
    expect(isBillingError(new BillingError('internal', 'x'))).toBe(true);
    expect(isBillingError({ name: 'BillingError', code: 'not-found', message: 'm' })).toBe(true);
    expect(isBillingError({ name: 'BillingError', code: 'teapot', message: 'm' })).toBe(false);
    expect(isBillingError(new Error('x'))).toBe(false);
  });

  it('active and trialing grant Premium (the statuses the extension sets the stripeRole claim for); past_due and every other status do not', () => {
    expect(PREMIUM_STATUSES).toEqual(['active', 'trialing']);
    expect(grantsPremium('active')).toBe(true);
    expect(grantsPremium('trialing')).toBe(true);
    for (const s of ['past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused']) expect(grantsPremium(s)).toBe(false);
    expect(hasPremium([{ status: 'past_due' }])).toBe(false);
    expect(hasPremium([{ status: 'canceled' }, { status: 'active' }])).toBe(true);
    expect(hasPremium([{ status: 'canceled' }, { status: 'unpaid' }])).toBe(false);
    expect(hasPremium([])).toBe(false);
  });

  it('a payment is overdue for a past_due subscription when no other one grants Premium', () => {
    expect(OVERDUE_STATUS).toBe('past_due');
    expect(paymentOverdue([{ status: 'past_due' }])).toBe(true);
    expect(paymentOverdue([{ status: 'canceled' }, { status: 'past_due' }])).toBe(true);
    // A Premium plan wins: the player has Premium, nothing is overdue for them.
    expect(paymentOverdue([{ status: 'past_due' }, { status: 'active' }])).toBe(false);
    expect(paymentOverdue([{ status: 'trialing' }, { status: 'past_due' }])).toBe(false);
    for (const s of ['active', 'trialing', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'] as const)
      expect(paymentOverdue([{ status: s }])).toBe(false);
    expect(paymentOverdue([])).toBe(false);
  });
});
