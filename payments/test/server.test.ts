import { BILLING_MESSAGES, type Subscription } from '@tcgp/billing';
import { addMonths } from '../src/server';
import {
  NOW,
  SITE,
  checkoutBody,
  createSession as create,
  listSubs as list,
  pay as payWith,
  startTestService,
  type CallOptions,
  type TestService,
} from './helpers';

let t: TestService;
beforeEach(async () => {
  t = await startTestService();
});
afterEach(async () => {
  await t.stop();
});

const call = (p: string, o?: CallOptions) => t.call(p, o);
const createSession = (token?: string, uid?: string, price?: string) => create(t, token, uid, price ? checkoutBody(price) : undefined);
const pay = (url: string) => payWith(t, url);
const listSubs = (token?: string, uid?: string, query?: string) => list(t, token, uid, query);

describe('local payments service: authentication (401) and other users (403)', () => {
  it('answers /health without a token and binds to 127.0.0.1', async () => {
    expect(t.server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await call('/health')).status).toBe(200);
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'token-mallory'],
  ])('rejects a request with %s: 401 unauthenticated', async (_label, token) => {
    for (const [p, body] of [
      ['/v1/customers/alice/subscriptions', undefined],
      ['/v1/customers/alice/checkout_sessions', checkoutBody()],
      ['/v1/customers/alice/portal_sessions', { return_url: SITE }],
    ] as const) {
      const res = await call(p, { token, body });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'unauthenticated', message: BILLING_MESSAGES.unauthenticated } });
    }
  });

  it("refuses to read or write another user's data: 403, and nothing is written", async () => {
    await pay((await createSession()).url);
    const alices = (await listSubs()).body;
    expect(alices).toHaveLength(1);

    expect((await listSubs('token-bob', 'alice')).status).toBe(403);
    expect((await call(`/v1/customers/alice/subscriptions/${alices[0]?.id}`, { token: 'token-bob' })).status).toBe(403);
    const write = await call('/v1/customers/alice/checkout_sessions', { token: 'token-bob', body: checkoutBody() });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { error: { code: string } }).error.code).toBe('permission-denied');
    expect((await call('/v1/customers/alice/portal_sessions', { token: 'token-bob', body: { return_url: SITE } })).status).toBe(403);
    // Bob sees only his own (none), and Alice still has exactly one.
    expect((await listSubs('token-bob', 'bob')).body).toEqual([]);
    expect((await listSubs()).body).toHaveLength(1);
  });

  it("a portal link of one user cannot cancel another user's subscription", async () => {
    await pay((await createSession()).url);
    const [alicesSub] = (await listSubs()).body;
    const bobPortal = (await (await call('/v1/customers/bob/portal_sessions', { token: 'token-bob', body: { return_url: SITE } })).json()) as { url: string };
    const res = await call(`${bobPortal.url}/cancel`, { origin: t.server.url, form: { subscription: alicesSub?.id ?? '' } });
    expect(res.status).toBe(403);
    expect((await listSubs()).body[0]?.status).toBe('active');
  });
});

describe('local payments service: checkout', () => {
  it('creates a session whose url opens the local test checkout page with Pay and Cancel', async () => {
    const session = await createSession();
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.created).toBe(NOW.toISOString());
    expect(session.url).toBe(`${t.server.url}/checkout/${session.id}`);
    const page = await call(session.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Local test checkout');
    expect(html).toContain('no real payment');
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(html).toContain('1 per month');
  });

  it('Pay writes an active premium subscription (one month) and redirects to success_url', async () => {
    const session = await createSession();
    const res = await pay(session.url);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SITE}/tier-list?checkout=success`);
    const { body } = await listSubs();
    expect(body).toEqual([
      expect.objectContaining({
        status: 'active',
        price: 'price_monthly',
        prices: ['price_monthly'],
        product: 'prod_premium',
        quantity: 1,
        role: 'premium',
        uid: 'alice',
        created: NOW.toISOString(),
        current_period_start: NOW.toISOString(),
        // 31 January + one month = the last day of February.
        current_period_end: '2026-02-28T10:00:00.000Z',
        cancel_at: null,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        trial_start: null,
        trial_end: null,
      }),
    ]);
    expect(body[0]?.metadata).toMatchObject({ checkout_session: session.id });
    expect(body[0]?.stripeLink).toContain(t.server.url);
    // Paying twice (a double click) writes nothing more.
    expect((await pay(session.url)).status).toBe(303);
    expect((await listSubs()).body).toHaveLength(1);
  });

  it('a yearly price runs one year', async () => {
    await pay((await createSession('token-alice', 'alice', 'price_yearly')).url);
    expect((await listSubs()).body[0]).toMatchObject({ price: 'price_yearly', current_period_end: '2027-01-31T10:00:00.000Z' });
  });

  it('Cancel redirects to cancel_url and writes no subscription', async () => {
    const session = await createSession();
    const res = await call(`${session.url}/cancel`, { origin: t.server.url, form: {} });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SITE}/tier-list?checkout=cancel`);
    expect((await listSubs()).body).toEqual([]);
    expect((await pay(session.url)).status).toBe(409);
  });

  it('refuses a Pay posted from another site', async () => {
    const session = await createSession();
    const res = await call(`${session.url}/pay`, { origin: 'http://evil.test', form: {} });
    expect(res.status).toBe(403);
    expect((await listSubs()).body).toEqual([]);
  });

  it.each([
    ['no price', { success_url: SITE, cancel_url: SITE }, 'Either a non-empty line_items array or a non-empty price string is required.'],
    ['an empty price', { price: '', success_url: SITE, cancel_url: SITE }, 'price must be a non-empty string.'],
    ['an unknown price', { price: 'price_gold', success_url: SITE, cancel_url: SITE }, 'No such price: price_gold'],
    ['no success_url', { price: 'price_monthly', cancel_url: SITE }, 'success_url must be a non-empty string.'],
    ['a success_url of another site', { price: 'price_monthly', success_url: 'https://evil.test/', cancel_url: SITE }, 'success_url must be a URL of the site'],
    ['a zero quantity', { price: 'price_monthly', success_url: SITE, cancel_url: SITE, quantity: 0 }, 'quantity must be a positive number.'],
  ])('rejects a checkout request with %s: 400 invalid-argument', async (_label, body, message) => {
    const res = await call('/v1/customers/alice/checkout_sessions', { token: 'token-alice', body });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe('invalid-argument');
    expect(json.error.message).toContain(message);
  });

  it('an unknown checkout session shows a not-found page', async () => {
    const res = await call('/checkout/cs_test_nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('does not exist');
  });
});

describe('local payments service: reading subscriptions', () => {
  it('filters by one status or a list of statuses, and rejects an empty filter', async () => {
    await pay((await createSession()).url);
    expect((await listSubs('token-alice', 'alice', '?status=active')).body).toHaveLength(1);
    expect((await listSubs('token-alice', 'alice', '?status=canceled')).body).toHaveLength(0);
    expect((await listSubs('token-alice', 'alice', '?status=trialing&status=active')).body).toHaveLength(1);
    const empty = await listSubs('token-alice', 'alice', '?status=');
    expect(empty.status).toBe(400);
  });

  it('reads one subscription, and answers not-found with the catalogue message', async () => {
    await pay((await createSession()).url);
    const [sub] = (await listSubs()).body;
    const one = await call(`/v1/customers/alice/subscriptions/${sub?.id}`, { token: 'token-alice' });
    expect(one.status).toBe(200);
    expect(((await one.json()) as Subscription).id).toBe(sub?.id);
    const missing = await call('/v1/customers/alice/subscriptions/sub_nope', { token: 'token-alice' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not-found', message: 'No subscription found with the ID sub_nope for user alice' } });
  });
});

describe('local payments service: portal', () => {
  it('lists the subscriptions, cancels one (canceled_at and ended_at set) and returns to the return url', async () => {
    await pay((await createSession()).url);
    const res = await call('/v1/customers/alice/portal_sessions', { token: 'token-alice', body: { return_url: `${SITE}/?portal=return` } });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const html = await (await call(url)).text();
    expect(html).toContain('Local subscription portal');
    expect(html).toContain('Cancel subscription');
    expect(html).toContain(`href="${SITE}/?portal=return"`);

    const [sub] = (await listSubs()).body;
    const cancel = await call(`${url}/cancel`, { origin: t.server.url, form: { subscription: sub?.id ?? '' } });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${SITE}/?portal=return`);
    expect((await listSubs()).body[0]).toMatchObject({ status: 'canceled', canceled_at: NOW.toISOString(), ended_at: NOW.toISOString() });
    expect((await listSubs('token-alice', 'alice', '?status=active')).body).toEqual([]);
  });

  it('shows a past_due plan as "Payment overdue", still with Cancel (no Premium, but the card is still retried)', async () => {
    await pay((await createSession()).url);
    const [sub] = (await listSubs()).body;
    await t.store.transact((tx) => {
      const s = tx.get('subscriptions', sub?.id ?? '');
      if (s) tx.put('subscriptions', s.id, { ...s, status: 'past_due' });
    });
    const { url } = (await (await call('/v1/customers/alice/portal_sessions', { token: 'token-alice', body: { return_url: SITE } })).json()) as { url: string };
    const html = await (await call(url)).text();
    expect(html).toContain('data-status="past_due"');
    expect(html).toContain('<td>Payment overdue</td>');
    expect(html).not.toContain('<td>past_due</td>');
    expect(html).toContain('Cancel subscription');
    const cancel = await call(`${url}/cancel`, { origin: t.server.url, form: { subscription: sub?.id ?? '' } });
    expect(cancel.status).toBe(303);
    expect((await listSubs()).body[0]?.status).toBe('canceled');
  });

  it('refuses a return url of another site', async () => {
    const res = await call('/v1/customers/alice/portal_sessions', { token: 'token-alice', body: { return_url: 'https://evil.test/' } });
    expect(res.status).toBe(400);
  });
});

describe('local payments service: form posts need the Origin of the local pages', () => {
  /** A portal link of Alice, who has paid once. */
  async function portalWithSubscription() {
    await pay((await createSession()).url);
    const [sub] = (await listSubs()).body;
    const { url } = (await (await call('/v1/customers/alice/portal_sessions', { token: 'token-alice', body: { return_url: SITE } })).json()) as { url: string };
    return { url, subscription: sub?.id ?? '' };
  }

  it.each([
    ['without an Origin header', undefined, 'Form posts without an Origin header are not allowed.'],
    ['with Origin: null', 'null', 'Cross-site form posts are not allowed.'],
  ])('Pay %s: 403, and nothing is paid', async (_label, origin, message) => {
    const session = await createSession();
    const res = await call(`${session.url}/pay`, { origin, form: { card: '4242 4242 4242 4242' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain(message);
    expect((await listSubs()).body).toEqual([]);
    expect(t.store.get('checkoutSessions', session.id)?.status).toBe('open');
  });

  it.each([
    ['without an Origin header', undefined],
    ['with Origin: null', 'null'],
  ])('Cancel on the checkout page %s: 403, and the session stays open', async (_label, origin) => {
    const session = await createSession();
    expect((await call(`${session.url}/cancel`, { origin, form: {} })).status).toBe(403);
    expect(t.store.get('checkoutSessions', session.id)?.status).toBe('open');
  });

  it.each([
    ['without an Origin header', undefined],
    ['with Origin: null', 'null'],
    ['from the site (not the portal page)', SITE],
  ])('Cancel subscription in the portal %s: 403, and the subscription stays active', async (_label, origin) => {
    const portal = await portalWithSubscription();
    expect((await call(`${portal.url}/cancel`, { origin, form: { subscription: portal.subscription } })).status).toBe(403);
    expect((await listSubs()).body[0]?.status).toBe('active');
  });

  it("with the service's own origin every form post still works", async () => {
    const paid = await createSession();
    expect((await call(`${paid.url}/pay`, { origin: t.server.url, form: {} })).status).toBe(303);
    const cancelled = await createSession();
    expect((await call(`${cancelled.url}/cancel`, { origin: t.server.url, form: {} })).status).toBe(303);
    const { url } = (await (await call('/v1/customers/alice/portal_sessions', { token: 'token-alice', body: { return_url: SITE } })).json()) as { url: string };
    const [sub] = (await listSubs()).body;
    expect((await call(`${url}/cancel`, { origin: t.server.url, form: { subscription: sub?.id ?? '' } })).status).toBe(303);
    expect((await listSubs()).body[0]?.status).toBe('canceled');
  });

  it('the pages send Referrer-Policy same-origin, so a browser posts their real origin, not null', async () => {
    const session = await createSession();
    expect((await call(session.url)).headers.get('referrer-policy')).toBe('same-origin');
    const portal = await portalWithSubscription();
    expect((await call(portal.url)).headers.get('referrer-policy')).toBe('same-origin');
  });
});

describe('local payments service: persistence and CORS', () => {
  it('loses nothing across a restart', async () => {
    const open = await createSession();
    await pay((await createSession()).url);
    const before = (await listSubs()).body;
    await t.restart();
    expect((await listSubs()).body).toEqual(before);
    // A session created before the restart can still be paid after it.
    expect((await pay(`${t.server.url}/checkout/${open.id}`)).status).toBe(303);
    expect((await listSubs()).body).toHaveLength(2);
  });

  it('allows CORS for the site only', async () => {
    const ok = await call('/v1/customers/alice/subscriptions', { method: 'OPTIONS', origin: SITE });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(ok.headers.get('access-control-allow-headers')).toContain('Authorization');
    const other = await call('/v1/customers/alice/subscriptions', { method: 'OPTIONS', origin: 'http://evil.test' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-01-15T00:00:00.000Z', 1, '2026-02-15T00:00:00.000Z'],
    ['2026-01-31T00:00:00.000Z', 1, '2026-02-28T00:00:00.000Z'],
    ['2028-01-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-12-31T00:00:00.000Z', 1, '2027-01-31T00:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 12, '2029-02-28T00:00:00.000Z'],
  ])('%s + %i month(s) = %s', (from, months, to) => {
    expect(addMonths(new Date(from), months).toISOString()).toBe(to);
  });
});
