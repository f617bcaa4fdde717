import { useAppStore, type AppStore } from 'shared-contracts';
import type { BillingEnvironment } from './environment';

/**
 * The billing environment of each page, by the page's store. The shell renders the exposed modules
 * with the contract's providers only (store, i18n, services, navigation), so the page's store is what
 * the remote's setup and its modules have in common: the setup binds the environment its deps built
 * (see createAccountSetup in setup.ts) and the modals read it here. Weakly held: a page's environment
 * goes with its store.
 */
const environments = new WeakMap<AppStore, BillingEnvironment>();

/** Makes `environment` the billing of the page whose store is `store` (the remote's setup does). */
export function bindBilling(store: AppStore, environment: BillingEnvironment): void {
  environments.set(store, environment);
}

/** The billing environment bound to `store`, if the remote's setup has run for that page. */
export function billingOf(store: AppStore): BillingEnvironment | undefined {
  return environments.get(store);
}

/** The billing environment of this page: the one the remote's setup bound to its store. */
export function useBilling(): BillingEnvironment {
  const environment = billingOf(useAppStore());
  if (!environment) throw new Error("[account] no billing environment on this page: the remote's ./setup has not run for its store");
  return environment;
}
