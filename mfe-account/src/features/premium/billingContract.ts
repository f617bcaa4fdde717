/**
 * The contract every BillingClient adapter passes (not a test file itself: each adapter's
 * `*.contract.test.ts` runs it with a harness). The harness plays the provider: it "pays" a checkout
 * session the way the customer does on the checkout page, and cancels a subscription the way the
 * portal does.
 */
import { BILLING_MESSAGES, isBillingError, type BillingClient, type BillingErrorCode, type CheckoutSession } from '@tcgp/billing';

export interface StoredCheckoutRequest {
  mode: string;
  success_url: string;
  cancel_url: string;
  prices: string[];
}

export interface BillingHarness {
  /** A client acting for `uid`; null = signed out. */
  client(uid: string | null): BillingClient;
  /** The customer pays the session (what Pay on the checkout page does). */
  pay(uid: string, session: CheckoutSession): Promise<void>;
  /** The provider cancels the subscription (what the portal does). */
  cancel(uid: string, subscriptionId: string): Promise<void>;
  /** The request stored for a session (to check what the adapter sent). */
  storedRequest(uid: string, session: CheckoutSession): Promise<StoredCheckoutRequest>;
  /** How many checkout sessions the user has created. */
  sessionCount(uid: string): Promise<number>;
  /** What the adapter uses as the current page. */
  currentPage: string;
  prices: { monthly: string; yearly: string };
  teardown(): Promise<void>;
}

/** The code and message a billing call rejects with (fails the test if it resolves or throws anything else). */
export async function rejection(promise: Promise<unknown>): Promise<{ code: BillingErrorCode; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isBillingError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected the call to be rejected');
}

const ALICE = 'u-alice';
const BOB = 'u-bob';

export function describeBillingContract(adapter: string, setup: () => Promise<BillingHarness>): void {
  describe(`BillingClient contract: ${adapter}`, () => {
    let h: BillingHarness;
    beforeEach(async () => {
      h = await setup();
    });
    afterEach(async () => {
      await h.teardown();
    });

    const buy = async (uid: string, plan: 'monthly' | 'yearly' = 'monthly') => {
      const session = await h.client(uid).createCheckoutSession({ price: h.prices[plan] });
      await h.pay(uid, session);
      return session;
    };

    it('rejects every call when signed out: unauthenticated, with the catalogue message', async () => {
      const client = h.client(null);
      for (const call of [
        client.listSubscriptions(),
        client.getSubscription('sub_1'),
        client.createCheckoutSession({ price: h.prices.monthly }),
        client.getPortalUrl(h.currentPage),
      ]) {
        expect(await rejection(call)).toEqual({ code: 'unauthenticated', message: 'Failed to determine currently signed in user. User not signed in.' });
      }
    });

    it('a new user has no subscriptions', async () => {
      await expect(h.client(ALICE).listSubscriptions()).resolves.toEqual([]);
      await expect(h.client(ALICE).listSubscriptions('active')).resolves.toEqual([]);
    });

    it('creates a checkout session (id, created, url) with the defaults: current page, mode subscription', async () => {
      const session = await h.client(ALICE).createCheckoutSession({ price: h.prices.monthly });
      expect(session.id).toEqual(expect.any(String));
      expect(session.id).not.toBe('');
      expect(Number.isNaN(Date.parse(session.created))).toBe(false);
      expect(() => new URL(session.url)).not.toThrow();
      expect(await h.storedRequest(ALICE, session)).toEqual({
        mode: 'subscription',
        success_url: h.currentPage,
        cancel_url: h.currentPage,
        prices: [h.prices.monthly],
      });
    });

    it('sends the given success_url, cancel_url and line items', async () => {
      const success = `${h.currentPage}?checkout=success`;
      const cancel = `${h.currentPage}?checkout=cancel`;
      const session = await h
        .client(ALICE)
        .createCheckoutSession({ line_items: [{ price: h.prices.yearly }], success_url: success, cancel_url: cancel, mode: 'subscription' });
      expect(await h.storedRequest(ALICE, session)).toEqual({ mode: 'subscription', success_url: success, cancel_url: cancel, prices: [h.prices.yearly] });
    });

    it('validates a checkout request before anything is written (invalid-argument)', async () => {
      const client = h.client(ALICE);
      const bad: unknown[] = [
        {},
        { price: '' },
        { line_items: [] },
        { price: h.prices.monthly, success_url: '' },
        { price: h.prices.monthly, cancel_url: '' },
        { price: h.prices.monthly, mode: 'setup' },
        { price: h.prices.monthly, quantity: 0 },
        { price: h.prices.monthly, timeout: -1 },
      ];
      for (const params of bad) {
        expect((await rejection(client.createCheckoutSession(params as never))).code).toBe('invalid-argument');
      }
      expect(await h.sessionCount(ALICE)).toBe(0);
    });

    it('validates the status filter (invalid-argument)', async () => {
      const client = h.client(ALICE);
      expect(await rejection(client.listSubscriptions('' as never))).toEqual({
        code: 'invalid-argument',
        message: 'status must be a non-empty string or a non-empty array.',
      });
      expect((await rejection(client.listSubscriptions([]))).code).toBe('invalid-argument');
    });

    it('after paying, the user has one active Premium subscription of that price', async () => {
      await buy(ALICE);
      const subs = await h.client(ALICE).listSubscriptions();
      expect(subs).toHaveLength(1);
      const [sub] = subs;
      expect(sub).toMatchObject({ status: 'active', price: h.prices.monthly, prices: [h.prices.monthly], role: 'premium', uid: ALICE, quantity: 1 });
      expect(Date.parse(sub?.current_period_end ?? '')).toBeGreaterThan(Date.parse(sub?.current_period_start ?? ''));
      expect(sub?.canceled_at).toBeNull();
    });

    it('filters by one status or a list of statuses', async () => {
      await buy(ALICE);
      const client = h.client(ALICE);
      expect(await client.listSubscriptions('active')).toHaveLength(1);
      expect(await client.listSubscriptions(['trialing', 'active', 'past_due'])).toHaveLength(1);
      expect(await client.listSubscriptions('canceled')).toHaveLength(0);
      expect(await client.listSubscriptions(['canceled', 'unpaid'])).toHaveLength(0);
    });

    it('reads one subscription, and answers not-found with the catalogue message', async () => {
      await buy(ALICE);
      const [sub] = await h.client(ALICE).listSubscriptions();
      await expect(h.client(ALICE).getSubscription(sub?.id ?? '')).resolves.toEqual(sub);
      expect(await rejection(h.client(ALICE).getSubscription('sub_missing'))).toEqual({
        code: 'not-found',
        message: BILLING_MESSAGES.notFound('sub_missing', ALICE),
      });
    });

    it("a user never sees another user's subscriptions", async () => {
      await buy(ALICE);
      await expect(h.client(BOB).listSubscriptions()).resolves.toEqual([]);
      const [alices] = await h.client(ALICE).listSubscriptions();
      expect((await rejection(h.client(BOB).getSubscription(alices?.id ?? ''))).code).toBe('not-found');
    });

    it('a canceled subscription is listed as canceled and no longer as active', async () => {
      await buy(ALICE);
      const [sub] = await h.client(ALICE).listSubscriptions();
      await h.cancel(ALICE, sub?.id ?? '');
      const [after] = await h.client(ALICE).listSubscriptions();
      expect(after).toMatchObject({ id: sub?.id, status: 'canceled' });
      expect(after?.canceled_at).toEqual(expect.any(String));
      await expect(h.client(ALICE).listSubscriptions('active')).resolves.toEqual([]);
    });

    it('gives a portal url for the signed-in user', async () => {
      const url = await h.client(ALICE).getPortalUrl(`${h.currentPage}?portal=return`);
      expect(() => new URL(url)).not.toThrow();
      expect((await rejection(h.client(ALICE).getPortalUrl(''))).code).toBe('invalid-argument');
    });
  });
}
