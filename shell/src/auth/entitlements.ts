import { premiumCheckFailed, selectEntitlements, type AppStore } from 'shared-contracts';
import type { RemoteLoader } from '../remotes/loader';

/**
 * Premium is resolved by the account remote's `./setup` (loaded without any of its UI). The shell makes
 * sure that setup is loaded whenever a signed-in user's plan needs checking, and when it cannot be
 * loaded (the account remote is down) it says so in the store: the user gets the free features and a
 * Retry, never an endless "Checking your plan...".
 */
export function watchEntitlements(store: AppStore, loader: RemoteLoader): () => void {
  let inFlight = false;
  let failedOnce = false;
  const check = () => {
    const { status } = selectEntitlements(store.getState());
    if (status !== 'checking' || inFlight) return;
    inFlight = true;
    if (failedOnce) loader.reset('account');
    loader.setup('account').then(
      () => {
        inFlight = false;
        failedOnce = false;
      },
      (error: unknown) => {
        inFlight = false;
        failedOnce = true;
        console.warn('[shell] the account part could not be loaded to check the plan', error);
        store.dispatch(premiumCheckFailed());
      },
    );
  };
  check();
  return store.subscribe(check);
}
