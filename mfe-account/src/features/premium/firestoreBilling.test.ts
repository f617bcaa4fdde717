import { BILLING_MESSAGES, isBillingError, type BillingClient } from '@tcgp/billing';
import { createFirestoreBilling, type FirestoreLike } from './firestoreBilling';
import { createMemoryFirestore, docRef, timestamp, type MemoryFirestore } from '../../testing/memoryFirestore';
import { rejection } from './billingContract';

const UID = 'u-ash';
const PAGE = 'https://tcgp.example/deck';

function setup(
  db: MemoryFirestore = createMemoryFirestore({ signedInAs: UID }),
  portalUrl: string | null = 'https://billing.stripe.test/p/login/x',
): { db: MemoryFirestore; client: BillingClient } {
  db.signedInAs = UID;
  return { db, client: createFirestoreBilling({ db, getUid: () => UID, currentPage: () => PAGE, portalUrl }) };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('Firestore adapter: checkout session (like the Stripe payments extension)', () => {
  it('adds the request to customers/{uid}/checkout_sessions and resolves with the id and url the extension writes', async () => {
    const { db, client } = setup();
    const session = await client.createCheckoutSession({ price: 'price_monthly' });
    const [path, data] = [...db.docs].find(([p]) => p.startsWith(`customers/${UID}/checkout_sessions/`)) ?? [];
    expect(path).toBeDefined();
    expect(data).toMatchObject({ price: 'price_monthly', mode: 'subscription', success_url: PAGE, cancel_url: PAGE });
    expect(session).toEqual({ id: data?.sessionId, url: data?.url, created: expect.any(String) });
    // The listener is gone once the session is there.
    expect(db.listenerCount()).toBe(0);
  });

  it('times out after exactly 30000 ms when the extension never answers: deadline-exceeded', async () => {
    jest.useFakeTimers();
    const { client, db } = setup(createMemoryFirestore({ extension: { kind: 'silent' } }));
    let settled: unknown = 'pending';
    const promise = client.createCheckoutSession({ price: 'price_monthly' }).then(
      () => (settled = 'resolved'),
      (error: unknown) => (settled = error),
    );
    await jest.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    await promise;
    expect(isBillingError(settled) && { code: settled.code, message: settled.message }).toEqual({
      code: 'deadline-exceeded',
      message: 'Timeout while waiting for session response.',
    });
    expect(db.listenerCount()).toBe(0);
  });

  it('uses the given timeout instead', async () => {
    jest.useFakeTimers();
    const { client } = setup(createMemoryFirestore({ extension: { kind: 'silent' } }));
    let settled: unknown = 'pending';
    const promise = client.createCheckoutSession({ price: 'price_monthly', timeout: 5000 }).catch((e: unknown) => (settled = e));
    await jest.advanceTimersByTimeAsync(4999);
    expect(settled).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    await promise;
    expect(isBillingError(settled) && settled.code).toBe('deadline-exceeded');
  });

  it('rejects with the error the extension writes onto the session (internal)', async () => {
    const { client } = setup(createMemoryFirestore({ extension: { kind: 'error', message: 'No such price: price_gold' } }));
    expect(await rejection(client.createCheckoutSession({ price: 'price_gold' }))).toEqual({ code: 'internal', message: 'No such price: price_gold' });
  });

  it('a failing write or listener gives the catalogue messages (internal)', async () => {
    const { client, db } = setup();
    db.failNext('addDoc');
    expect(await rejection(client.createCheckoutSession({ price: 'p' }))).toEqual({ code: 'internal', message: BILLING_MESSAGES.queryFailed });
    db.failNext('onSnapshot');
    expect(await rejection(client.createCheckoutSession({ price: 'p' }))).toEqual({ code: 'internal', message: 'Error while listening to database updates' });
  });

  it('handles a first snapshot delivered synchronously', async () => {
    const sync: FirestoreLike = {
      getDocs: async () => [],
      getDoc: async () => null,
      addDoc: async () => ({ id: 'd1' }),
      onSnapshot: (_path, next) => {
        next({ id: 'd1', data: { sessionId: 'cs_1', url: 'https://pay.test/cs_1', created: timestamp(new Date('2026-01-01T00:00:00Z')) } });
        return () => undefined;
      },
    };
    const client = createFirestoreBilling({ db: sync, getUid: () => UID, currentPage: () => PAGE, portalUrl: null });
    await expect(client.createCheckoutSession({ price: 'p' })).resolves.toEqual({
      id: 'cs_1',
      url: 'https://pay.test/cs_1',
      created: '2026-01-01T00:00:00.000Z',
    });
  });

  it('loads the Firestore SDK lazily, once, and reports a failed load as internal', async () => {
    const db = createMemoryFirestore({ signedInAs: UID });
    const loader = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(db);
    const client = createFirestoreBilling({ db: loader, getUid: () => UID, currentPage: () => PAGE, portalUrl: null });
    expect(loader).not.toHaveBeenCalled();
    expect((await rejection(client.listSubscriptions())).code).toBe('internal');
    await expect(client.listSubscriptions()).resolves.toEqual([]);
    await client.listSubscriptions();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('Firestore adapter: subscriptions', () => {
  it('maps Timestamps and price/product references of extension documents to the Subscription entity', async () => {
    const { db, client } = setup();
    db.write(`customers/${UID}/subscriptions/sub_1`, {
      status: 'trialing',
      role: 'premium',
      price: docRef('products/prod_premium/prices/price_yearly'),
      prices: [docRef('products/prod_premium/prices/price_yearly')],
      product: docRef('products/prod_premium'),
      quantity: 1,
      metadata: { campaign: 'spring', ignored: 3 },
      created: timestamp(new Date('2026-02-01T00:00:00Z')),
      current_period_start: timestamp(new Date('2026-02-01T00:00:00Z')),
      current_period_end: timestamp(new Date('2027-02-01T00:00:00Z')),
      trial_start: timestamp(new Date('2026-02-01T00:00:00Z')),
      trial_end: timestamp(new Date('2026-02-15T00:00:00Z')),
      cancel_at_period_end: false,
      stripeLink: 'https://dashboard.stripe.com/subscriptions/sub_1',
    });
    expect(await client.getSubscription('sub_1')).toEqual({
      id: 'sub_1',
      status: 'trialing',
      price: 'price_yearly',
      prices: ['price_yearly'],
      product: 'prod_premium',
      quantity: 1,
      role: 'premium',
      metadata: { campaign: 'spring' },
      created: '2026-02-01T00:00:00.000Z',
      current_period_start: '2026-02-01T00:00:00.000Z',
      current_period_end: '2027-02-01T00:00:00.000Z',
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      trial_start: '2026-02-01T00:00:00.000Z',
      trial_end: '2026-02-15T00:00:00.000Z',
      uid: UID,
      stripeLink: 'https://dashboard.stripe.com/subscriptions/sub_1',
    });
  });

  it('filters on the server with where(status in [...])', async () => {
    const { db, client } = setup();
    const getDocs = jest.spyOn(db, 'getDocs');
    await client.listSubscriptions(['active', 'trialing']);
    expect(getDocs).toHaveBeenCalledWith(`customers/${UID}/subscriptions`, { field: 'status', values: ['active', 'trialing'] });
    await client.listSubscriptions();
    expect(getDocs).toHaveBeenLastCalledWith(`customers/${UID}/subscriptions`, undefined);
  });

  it('a failing query is internal "Error while querying Firestore."; a malformed document "Unexpected error while querying Firestore"', async () => {
    const { db, client } = setup();
    db.failNext('getDocs');
    expect(await rejection(client.listSubscriptions())).toEqual({ code: 'internal', message: 'Error while querying Firestore.' });
    db.write(`customers/${UID}/subscriptions/broken`, { status: 'active' });
    expect(await rejection(client.listSubscriptions())).toEqual({ code: 'internal', message: 'Unexpected error while querying Firestore' });
  });

  it('the portal is the configured link; without one it is an internal error', async () => {
    await expect(setup().client.getPortalUrl(PAGE)).resolves.toBe('https://billing.stripe.test/p/login/x');
    expect((await rejection(setup(undefined, null).client.getPortalUrl(PAGE))).code).toBe('internal');
  });
});
