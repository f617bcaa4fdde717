import { addMissing, createAppStore, premiumCheckRequested, selectEntitlements, selectMissingIds, userChanged, type AppStore } from 'shared-contracts';
import type { BillingClient, Subscription } from '@tcgp/billing';
import { claimBrowserList } from '@tcgp/collection';
import { describeRemoteSetup, runRemoteSetup } from '@tcgp/dev-kit/testing';
import setup, { createAccountSetup, type AccountDeps, type AccountSetup } from './setup';
import { billingOf } from './features/premium/useBilling';
import type { BillingEnvironment } from './features/premium/environment';
import { createMemoryCollectionStore } from './features/collection-sync/memoryCollectionStore';
import { selectCollectionSync } from './features/collection-sync/collectionSyncSlice';

describeRemoteSetup('account', setup);

const ash = { uid: 'u-ash', displayName: 'Ash', email: null, photoURL: null };
const FAST = { debounceMs: 5, retryDelaysMs: [10] };

function fakeBilling(status: Subscription['status'] = 'active'): BillingEnvironment {
  const subscription = { id: 'sub_1', status, role: 'premium', prices: [], metadata: {} } as unknown as Subscription;
  const client = {
    listSubscriptions: jest.fn(async () => [subscription]),
    getSubscription: jest.fn(),
    createCheckoutSession: jest.fn(),
    getPortalUrl: jest.fn(),
  } as unknown as BillingClient;
  return { client, redirect: jest.fn(), currentUrl: () => 'http://127.0.0.1/', timing: { retryDelaysMs: [], pollMs: 5, confirmMs: 50, timeoutMs: 1000 } };
}

/** Resolves once `check` holds for the store's state. */
const until = (store: AppStore, check: () => boolean) =>
  new Promise<void>((resolve) => {
    const look = () => {
      if (!check()) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(look);
    look();
  });

describe('createAccountSetup: the account remote on the deps it is given', () => {
  let started: AccountSetup | null = null;
  afterEach(() => {
    started?.stop();
    started = null;
    window.localStorage.clear();
  });

  function account(deps: AccountDeps) {
    started = createAccountSetup(deps);
    return started;
  }

  it('checks the plan with the billing of its deps, and binds that billing to the page for the modals', async () => {
    const billing = fakeBilling('active');
    const deps: AccountDeps = { billing: jest.fn(() => billing), collectionStore: () => null, syncTiming: FAST };
    const store = createAppStore();
    store.dispatch(userChanged(ash));
    await runRemoteSetup(account(deps), 'en', store);
    await until(store, () => selectEntitlements(store.getState()).status === 'known');
    expect(selectEntitlements(store.getState()).premium).toBe(true);
    expect(deps.billing).toHaveBeenCalledWith(expect.objectContaining({ store, config: expect.any(Object), services: expect.any(Object) }));
    expect(billingOf(store)).toBe(billing);
    // Another page's store has none of it.
    expect(billingOf(createAppStore())).toBeUndefined();
  });

  it('saves the missing cards to the collection store of its deps, with their timing', async () => {
    const collection = createMemoryCollectionStore();
    const store = createAppStore({ missingCards: { ids: ['a1-001'], lastChange: null } });
    await runRemoteSetup(account({ billing: () => fakeBilling('canceled'), collectionStore: () => collection, syncTiming: FAST }), 'en', store);
    // The browser's list is already Ash's (a list of a signed-out browser would be asked about first).
    claimBrowserList(window.localStorage, ash.uid, []);
    store.dispatch(userChanged(ash));
    await until(store, () => selectCollectionSync(store.getState()).status === 'synced');
    expect(collection.docs.get(ash.uid)?.missing).toEqual(['a1-001']);
    store.dispatch(addMissing('a1-002'));
    await until(store, () => collection.docs.get(ash.uid)?.missing.length === 2);
    expect(collection.docs.get(ash.uid)?.missing).toEqual(selectMissingIds(store.getState()));
  });

  it('when run again on the same page, keeps its billing and replaces the collection sync', async () => {
    const first = createMemoryCollectionStore();
    const second = createMemoryCollectionStore();
    const stores = [first, second];
    const deps: AccountDeps = { billing: jest.fn(() => fakeBilling()), collectionStore: () => stores.shift() ?? null, syncTiming: FAST };
    const store = createAppStore({ missingCards: { ids: ['a1-001'], lastChange: null } });
    const remote = account(deps);
    await runRemoteSetup(remote, 'en', store);
    const billing = billingOf(store);
    await runRemoteSetup(remote, 'en', store);
    expect(deps.billing).toHaveBeenCalledTimes(1);
    expect(billingOf(store)).toBe(billing);
    claimBrowserList(window.localStorage, ash.uid, []);
    store.dispatch(userChanged(ash));
    await until(store, () => selectCollectionSync(store.getState()).status === 'synced');
    expect(second.docs.get(ash.uid)?.missing).toEqual(['a1-001']);
    expect(first.calls).toEqual([]);
  });

  it('stops its plan checks and its sync when asked', async () => {
    const billing = fakeBilling('active');
    const collection = createMemoryCollectionStore();
    const store = createAppStore();
    store.dispatch(userChanged(ash));
    const remote = account({ billing: () => billing, collectionStore: () => collection, syncTiming: FAST });
    await runRemoteSetup(remote, 'en', store);
    await until(store, () => selectEntitlements(store.getState()).status === 'known' && selectCollectionSync(store.getState()).status === 'synced');
    const checks = jest.mocked(billing.client.listSubscriptions).mock.calls.length;
    const calls = collection.calls.length;
    remote.stop();
    store.dispatch(premiumCheckRequested());
    store.dispatch(addMissing('a1-003'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(billing.client.listSubscriptions).toHaveBeenCalledTimes(checks);
    expect(collection.calls).toHaveLength(calls);
  });
});
