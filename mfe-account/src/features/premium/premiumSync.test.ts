import { createAppStore, premiumCheckRequested, rootReducer, selectEntitlements, selectPaymentOverdue, userChanged } from 'shared-contracts';
import { SUBSCRIPTION_STATUSES, BillingError, grantsPremium, type BillingClient, type Subscription } from '@tcgp/billing';
import type { BillingEnvironment } from './environment';
import { PLAN_CHECK_STATUSES, startPremiumSync } from './premiumSync';
import { selectAccountPlan } from './accountPlan';

const ash = { uid: 'u1', displayName: 'Ash', email: null, photoURL: null };

function subscription(status: Subscription['status'], id = 'sub_1'): Subscription {
  return {
    id,
    status,
    price: 'price_monthly',
    prices: ['price_monthly'],
    product: 'prod_premium',
    quantity: 1,
    role: 'premium',
    metadata: {},
    created: '2026-01-01T00:00:00.000Z',
    current_period_start: '2026-01-01T00:00:00.000Z',
    current_period_end: '2026-02-01T00:00:00.000Z',
    cancel_at_period_end: false,
  } as Subscription;
}

/** Short delays; `confirmMs` stays long so a loaded CI worker still sees the third poll before it gives up. */
function environment(listSubscriptions: BillingClient['listSubscriptions']): BillingEnvironment {
  const client = { listSubscriptions, getSubscription: jest.fn(), createCheckoutSession: jest.fn(), getPortalUrl: jest.fn() } as unknown as BillingClient;
  return {
    client,
    redirect: jest.fn(),
    currentUrl: () => 'http://127.0.0.1/',
    timing: { retryDelaysMs: [0, 0], pollMs: 10, confirmMs: 15_000, timeoutMs: 5_000 },
  };
}

const settled = (store: ReturnType<typeof createAppStore>) =>
  new Promise<void>((resolve) => {
    const check = () => {
      const { status } = selectEntitlements(store.getState());
      if (status === 'known' || status === 'failed') {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = store.subscribe(check);
    check();
  });

describe('premium sync (the account remote resolves entitlements)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    window.history.replaceState(null, '', '/');
  });

  it('checks a user who is already signed in when it starts (the page was reloaded)', async () => {
    const store = createAppStore();
    store.dispatch(userChanged(ash));
    const list = jest.fn(async () => [subscription('active')]);
    stop = startPremiumSync(store, rootReducer, () => environment(list));
    await settled(store);
    expect(selectEntitlements(store.getState())).toEqual({ status: 'known', premium: true, overdue: false });
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('checks on sign-in: no Premium subscription means free', async () => {
    const store = createAppStore();
    stop = startPremiumSync(store, rootReducer, () => environment(async () => [subscription('canceled')]));
    store.dispatch(userChanged(ash));
    await settled(store);
    expect(selectEntitlements(store.getState())).toEqual({ status: 'known', premium: false, overdue: false });
  });

  it.each([...SUBSCRIPTION_STATUSES])(
    'a %s subscription: Premium exactly when grantsPremium of @tcgp/billing says so (the payments service uses the same function)',
    async (status) => {
      const store = createAppStore();
      // The client returns the subscription whatever the filter: the decision itself is checked.
      const list = jest.fn(async () => [subscription(status)]);
      stop = startPremiumSync(store, rootReducer, () => environment(list));
      store.dispatch(userChanged(ash));
      await settled(store);
      expect(list).toHaveBeenCalledWith([...PLAN_CHECK_STATUSES]);
      expect(selectEntitlements(store.getState())).toEqual({ status: 'known', premium: grantsPremium(status), overdue: status === 'past_due' });
      expect(selectAccountPlan(store.getState())).toBe(grantsPremium(status) ? 'premium' : status === 'past_due' ? 'overdue' : 'free');
    },
  );

  it('reads the Premium statuses and past_due, nothing else', () => {
    expect(PLAN_CHECK_STATUSES).toEqual(['active', 'trialing', 'past_due']);
  });

  it('a past_due subscription: not Premium (free features), and the account knows the payment is overdue', async () => {
    const store = createAppStore();
    stop = startPremiumSync(store, rootReducer, () => environment(async () => [subscription('past_due')]));
    store.dispatch(userChanged(ash));
    await settled(store);
    expect(selectEntitlements(store.getState())).toEqual({ status: 'known', premium: false, overdue: true });
    expect(selectPaymentOverdue(store.getState())).toBe(true);
    expect(selectAccountPlan(store.getState())).toBe('overdue');
  });

  it('a Premium subscription next to a past_due one: Premium, nothing overdue', async () => {
    const store = createAppStore();
    stop = startPremiumSync(store, rootReducer, () => environment(async () => [subscription('past_due', 'sub_old'), subscription('active', 'sub_new')]));
    store.dispatch(userChanged(ash));
    await settled(store);
    expect(selectAccountPlan(store.getState())).toBe('premium');
  });

  it('the overdue plan is forgotten on sign-out, and a later check that finds it paid makes the player Premium', async () => {
    const store = createAppStore();
    const list = jest
      .fn<Promise<Subscription[]>, []>()
      .mockResolvedValueOnce([subscription('past_due')])
      .mockResolvedValue([subscription('active')]);
    stop = startPremiumSync(store, rootReducer, () => environment(list));
    store.dispatch(userChanged(ash));
    await settled(store);
    expect(selectAccountPlan(store.getState())).toBe('overdue');
    store.dispatch(premiumCheckRequested());
    await settled(store);
    expect(selectAccountPlan(store.getState())).toBe('premium');
    store.dispatch(userChanged(null));
    expect(selectAccountPlan(store.getState())).toBe('free');
    expect(selectPaymentOverdue(store.getState())).toBe(false);
  });

  it('a failed check keeps an overdue plan known before (no checkout offered meanwhile)', async () => {
    const store = createAppStore();
    const list = jest
      .fn<Promise<Subscription[]>, []>()
      .mockResolvedValueOnce([subscription('past_due')])
      .mockRejectedValue(new BillingError('internal', 'down'));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    stop = startPremiumSync(store, rootReducer, () => environment(list));
    store.dispatch(userChanged(ash));
    await settled(store);
    store.dispatch(premiumCheckRequested());
    await settled(store);
    expect(selectEntitlements(store.getState()).status).toBe('failed');
    expect(selectAccountPlan(store.getState())).toBe('overdue');
  });

  it('retries twice, then reports the check failed (free features, never an endless check)', async () => {
    const store = createAppStore();
    const list = jest.fn(async () => {
      throw new BillingError('internal', 'down');
    });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    stop = startPremiumSync(store, rootReducer, () => environment(list));
    store.dispatch(userChanged(ash));
    await settled(store);
    expect(selectEntitlements(store.getState()).status).toBe('failed');
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('checks again when asked (Retry), and the new answer wins', async () => {
    const store = createAppStore();
    const list = jest
      .fn<Promise<Subscription[]>, []>()
      .mockRejectedValueOnce(new BillingError('internal', 'down'))
      .mockRejectedValueOnce(new BillingError('internal', 'down'))
      .mockRejectedValueOnce(new BillingError('internal', 'down'))
      .mockResolvedValue([subscription('active')]);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    stop = startPremiumSync(store, rootReducer, () => environment(list));
    store.dispatch(userChanged(ash));
    await settled(store);
    expect(selectEntitlements(store.getState()).status).toBe('failed');
    store.dispatch(premiumCheckRequested());
    await settled(store);
    expect(selectEntitlements(store.getState())).toEqual({ status: 'known', premium: true, overdue: false });
  });

  it('after ?checkout=success keeps looking until the new subscription shows, and removes the marker', async () => {
    window.history.replaceState(null, '', '/tier-list?checkout=success&x=1');
    const store = createAppStore();
    store.dispatch(userChanged(ash));
    const list = jest
      .fn<Promise<Subscription[]>, []>()
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([])
      .mockResolvedValue([subscription('trialing')]);
    stop = startPremiumSync(store, rootReducer, () => environment(list));
    expect(window.location.search).toBe('?x=1');
    await new Promise<void>((resolve) => {
      const unsubscribe = store.subscribe(() => {
        if (selectEntitlements(store.getState()).premium === true) {
          unsubscribe();
          resolve();
        }
      });
    });
    expect(list.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('a sign-out makes the user free at once', async () => {
    const store = createAppStore();
    store.dispatch(userChanged(ash));
    stop = startPremiumSync(store, rootReducer, () => environment(async () => [subscription('active')]));
    await settled(store);
    store.dispatch(userChanged(null));
    expect(selectEntitlements(store.getState())).toEqual({ status: 'known', premium: false, overdue: false });
  });
});
