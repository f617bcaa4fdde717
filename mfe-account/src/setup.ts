import { addNamespace, defineRemoteSetup, type RemoteSetup, type RemoteSetupContext } from 'shared-contracts';
import { addUiTexts } from '@tcgp/ui';
import { loadAccountTexts } from './i18n';
import { browserStorage } from '@tcgp/collection';
import { billingEnvironmentFromConfig, type BillingEnvironment } from './features/premium/environment';
import { billingOf, bindBilling } from './features/premium/useBilling';
import { startPremiumSync } from './features/premium/premiumSync';
import { DEFAULT_SYNC_TIMING, startCollectionSync, type SyncTiming } from './features/collection-sync/collectionSync';
import type { CollectionStore } from './features/collection-sync/collectionStore';
import { collectionStoreFromConfig } from './features/collection-sync/environment';

/** What the account remote's dependencies are built from: the page's config, services and store. */
export type AccountPage = Pick<RemoteSetupContext, 'config' | 'services' | 'store'>;

/**
 * What the account remote depends on. The site's come from config.json (`productionDeps`); the
 * standalone dev host passes an in-page demo, tests pass fakes.
 */
export interface AccountDeps {
  /** Payments for a page: the billing client, how to go to a checkout or portal page, the premium check's waits. */
  billing(page: AccountPage): BillingEnvironment;
  /** Where a page saves the signed-in player's missing cards; null when none is configured (the list stays on the device). */
  collectionStore(page: AccountPage): CollectionStore | null;
  /** The collection sync's waits: debounce, retries, polling. */
  syncTiming: SyncTiming;
}

/** The account remote's `./setup`, and a way to stop what its runs started. */
export interface AccountSetup extends RemoteSetup {
  /** Stops the plan checks and the collection sync this setup started (tests, between pages; the site never stops them). */
  stop(): void;
}

/** The adapters config.json chooses, as the site runs. */
export const productionDeps: AccountDeps = {
  billing: ({ config, services, store }) => billingEnvironmentFromConfig(config, services, store),
  collectionStore: ({ config, services }) => collectionStoreFromConfig(config, services),
  syncTiming: DEFAULT_SYNC_TIMING,
};

/**
 * The account remote's setup on `deps`: adds this remote's texts, starts resolving Premium for the
 * signed-in user (entitlements live in the store and do not wait for the header slot or any modal to
 * render) and starts saving their missing cards to their account (features/collection-sync). The
 * billing environment is bound to the page's store, where the exposed modules find it.
 */
export function createAccountSetup(deps: AccountDeps): AccountSetup {
  let stopCollectionSync: (() => void) | null = null;
  const stopPlanChecks: (() => void)[] = [];
  const setup = defineRemoteSetup({
    name: 'account',
    // Inlined at build time (tooling/webpack/buildVariables.mjs): the contract this build was compiled against.
    contractVersion: __CONTRACT_VERSION__,
    buildLabel: __BUILD_LABEL__,
    async setup({ i18n, store, rootReducer, config, services }) {
      const page: AccountPage = { config, services, store };
      // A setup run again on the same page (the shell retries a failed one) keeps the page's billing.
      const billing = billingOf(store) ?? deps.billing(page);
      bindBilling(store, billing);
      stopPlanChecks.push(startPremiumSync(store, rootReducer, () => billing));
      // The signed-in player's missing cards, saved to their account (a setup run again replaces the old sync).
      const collectionStore = deps.collectionStore(page);
      stopCollectionSync?.();
      stopCollectionSync = startCollectionSync(store, rootReducer, {
        timing: deps.syncTiming,
        baseStorage: browserStorage(),
        collectionStore: () => collectionStore,
      });
      await Promise.all([addNamespace(i18n, 'account', loadAccountTexts), addUiTexts(i18n)]);
    },
  });
  return {
    ...setup,
    stop() {
      stopCollectionSync?.();
      stopCollectionSync = null;
      for (const stopPlanCheck of stopPlanChecks.splice(0)) stopPlanCheck();
    },
  };
}

/** `account/setup`, on the adapters config.json chooses. */
export default createAccountSetup(productionDeps);
