import { createApi, retry, type BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Middleware } from '@reduxjs/toolkit';
import {
  dynamicMiddleware,
  paymentOverdueResolved,
  premiumCheckFailed,
  premiumResolved,
  selectAuth,
  selectEntitlements,
  type AppStore,
  type RootReducer,
  type RootState,
} from 'shared-contracts';
import { OVERDUE_STATUS, PREMIUM_STATUSES, hasPremium, isBillingError, paymentOverdue, type SubscriptionStatus } from '@tcgp/billing';
import { withTimeout } from '@tcgp/scheduling';
import type { BillingEnvironment } from './environment';
import { readReturnParam } from './returnParams';
import type { AccountPlan } from './accountPlan';

/**
 * Premium, resolved by the account remote's setup: no UI has to render for it (the header slot or the
 * modal host may be down or not loaded yet). The check is an RTK Query query owned by this remote:
 * `retry` for failures, `refetch` when someone asks again (Retry, back from the portal), and
 * `pollingInterval` after a paid checkout until the new subscription shows. Its answer is the account's
 * plan: Premium and an overdue payment go to the shared entitlements.
 */
export interface PremiumCheckArgs {
  uid: string;
}

/** The failure of a check after its retries: the user gets the free features and a Retry. */
export interface PremiumCheckError {
  code: string;
  message: string;
}

/**
 * The billing the check below calls: given by startPremiumSync alone (the RTK Query API is one
 * definition, its base query knows no store; the site has one page store).
 */
let environment: () => BillingEnvironment = () => {
  throw new Error('the premium check has no billing environment');
};

/** The statuses the check reads: those that grant Premium, and the overdue one (no Premium, no checkout). */
export const PLAN_CHECK_STATUSES: readonly SubscriptionStatus[] = [...PREMIUM_STATUSES, OVERDUE_STATUS];

const checkPlan: BaseQueryFn<PremiumCheckArgs, AccountPlan, PremiumCheckError> = async () => {
  const env = environment();
  try {
    const { timeoutMs } = env.timing;
    const listed = env.client.listSubscriptions([...PLAN_CHECK_STATUSES]);
    const subscriptions = await withTimeout(listed, timeoutMs, () => new Error(`the plan check took more than ${timeoutMs} ms`));
    const plan: AccountPlan = hasPremium(subscriptions) ? 'premium' : paymentOverdue(subscriptions) ? 'overdue' : 'free';
    return { data: plan };
  } catch (error) {
    const code = isBillingError(error) ? error.code : 'internal';
    return { error: { code, message: error instanceof Error ? error.message : String(error) } };
  }
};

export const premiumApi = createApi({
  reducerPath: 'accountPremium',
  baseQuery: retry(checkPlan, {
    maxRetries: 2,
    backoff: async (attempt) => {
      const delay = environment().timing.retryDelaysMs[attempt - 1] ?? 0;
      await new Promise((resolve) => setTimeout(resolve, delay));
    },
  }),
  keepUnusedDataFor: 0,
  endpoints: (build) => ({
    getPlan: build.query<AccountPlan, PremiumCheckArgs>({ query: (args) => args }),
  }),
});

declare module 'shared-contracts' {
  interface LazyLoadedSlices {
    [premiumApi.reducerPath]: ReturnType<typeof premiumApi.reducer>;
  }
}

type QueryResult = { data?: AccountPlan; error?: unknown; isError?: boolean };

/**
 * Keeps `entitlements` right for the signed-in user of `store`: a check when a user signs in, again when
 * anyone asks (`premiumCheckRequested`), polling after `?checkout=success` (the marker, and `?portal=return`,
 * is removed from the address bar). Returns a function that stops it.
 */
export function startPremiumSync(store: AppStore, rootReducer: RootReducer, getEnvironment: () => BillingEnvironment): () => void {
  environment = getEnvironment;
  rootReducer.inject(premiumApi);
  dynamicMiddleware.addMiddleware(premiumApi.middleware as Middleware<unknown, RootState>);
  // An injected reducer has no state until the next action; RTK Query skips every query until its
  // cache exists, so create it now (an empty cache).
  store.dispatch(premiumApi.util.resetApiState());

  let uid: string | null = null;
  let subscription: { refetch(): Promise<QueryResult>; unsubscribe(): void } | null = null;
  let checking = false;
  let polling: { stop(): void } | null = null;
  // Came back from a paid checkout (or the portal): look again, and keep looking for the new subscription.
  const { kind, rest } = readReturnParam(window.location.search);
  let confirmCheckout = kind === 'checkout-success';
  if (kind) window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest}${window.location.hash}`);

  // The overdue flag first: whoever reacts to the Premium answer then sees the whole plan.
  const resolved = (plan: AccountPlan) => {
    store.dispatch(paymentOverdueResolved(plan === 'overdue'));
    store.dispatch(premiumResolved(plan === 'premium'));
  };

  const settle = (forUid: string, result: QueryResult) => {
    if (forUid !== uid) return;
    // Still `checking` while the answer is dispatched: between the two actions the entitlements still
    // say "checking", which must not look like a new request for a check.
    if (result.data !== undefined && !result.isError) resolved(result.data);
    else {
      console.warn('[account] the plan check failed; free features until it works', result.error);
      store.dispatch(premiumCheckFailed());
    }
    checking = false;
  };

  const poll = (forUid: string) => {
    polling?.stop();
    const { pollMs, confirmMs } = getEnvironment().timing;
    const poller = store.dispatch(
      premiumApi.endpoints.getPlan.initiate({ uid: forUid }, { subscriptionOptions: { pollingInterval: pollMs }, forceRefetch: true }),
    );
    const deadline = setTimeout(() => stop(), confirmMs);
    const unwatch = store.subscribe(() => {
      const cache = store.getState()[premiumApi.reducerPath];
      if (!cache) return;
      const result = premiumApi.endpoints.getPlan.select({ uid: forUid })({ [premiumApi.reducerPath]: cache });
      if (result.data === 'premium') {
        // Stop first: the dispatches below notify this very subscriber again.
        stop();
        resolved('premium');
      }
    });
    function stop() {
      clearTimeout(deadline);
      unwatch();
      poller.unsubscribe();
      if (polling === handle) polling = null;
    }
    const handle = { stop };
    polling = handle;
  };

  const onChange = () => {
    const state = store.getState();
    const auth = selectAuth(state);
    const nextUid = auth.status === 'signedIn' ? (auth.user?.uid ?? null) : null;
    if (nextUid !== uid) {
      subscription?.unsubscribe();
      subscription = null;
      polling?.stop();
      uid = nextUid;
      if (!uid) return;
      const forUid = uid;
      checking = true;
      const started = store.dispatch(premiumApi.endpoints.getPlan.initiate({ uid: forUid }, { forceRefetch: true }));
      subscription = started;
      void started.then((result) => settle(forUid, result));
      if (confirmCheckout) {
        confirmCheckout = false;
        poll(forUid);
      }
      return;
    }
    // Asked to check again (Retry, or after checkout): refetch the same query.
    if (uid && subscription && !checking && selectEntitlements(state).status === 'checking') {
      const forUid = uid;
      checking = true;
      void subscription.refetch().then((result) => settle(forUid, result));
    }
  };

  onChange();
  const unsubscribe = store.subscribe(onChange);
  return () => {
    unsubscribe();
    subscription?.unsubscribe();
    polling?.stop();
  };
}
