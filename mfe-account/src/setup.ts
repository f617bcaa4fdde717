import { addNamespace, defineRemoteSetup } from 'shared-contracts';
import { addUiTexts } from '@tcgp/ui';
import { loadAccountTexts } from './i18n';
import { billingEnvironmentFromConfig, getBillingEnvironment, setBillingEnvironment } from './billing/environment';
import { startPremiumSync } from './entitlements/premiumSync';
import { startCollectionSync } from './collection/collectionSync';
import { collectionStoreFromConfig, getCollectionStore, getCollectionSyncTiming } from './collection/environment';

let stopCollectionSync: (() => void) | null = null;

/** The page's localStorage, or null where it is blocked (reading it throws then). */
function pageStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * `account/setup`: adds this remote's texts, starts resolving Premium for the signed-in user
 * (entitlements live in the store and do not wait for the header slot or any modal to render) and
 * starts saving their missing cards to their account (collection/collectionSync.ts).
 */
export default defineRemoteSetup({
  name: 'account',
  // Inlined at build time (tooling/webpack.mjs): the contract this build was compiled against.
  contractVersion: __CONTRACT_VERSION__,
  buildLabel: __BUILD_LABEL__,
  async setup({ i18n, store, rootReducer, config, services }) {
    // Tests and the standalone dev host set their own environment (fake billing, in-page redirects).
    const environment = getBillingEnvironment() ?? billingEnvironmentFromConfig(config, services, store);
    setBillingEnvironment(environment);
    startPremiumSync(store, rootReducer, () => getBillingEnvironment() ?? environment);
    // The signed-in player's missing cards, saved to their account (a setup run again replaces the old sync).
    const collectionStore = collectionStoreFromConfig(config, services);
    stopCollectionSync?.();
    stopCollectionSync = startCollectionSync(store, rootReducer, {
      timing: getCollectionSyncTiming(),
      baseStorage: pageStorage(),
      collectionStore: () => {
        const chosen = getCollectionStore();
        return chosen === undefined ? collectionStore : chosen;
      },
    });
    await Promise.all([addNamespace(i18n, 'account', loadAccountTexts), addUiTexts(i18n)]);
  },
});
