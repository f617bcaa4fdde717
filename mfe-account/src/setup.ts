import { addNamespace, defineRemoteSetup } from 'shared-contracts';
import { addUiTexts } from '@tcgp/ui';
import { loadAccountTexts } from './i18n';
import { billingEnvironmentFromConfig, getBillingEnvironment, setBillingEnvironment } from './billing/environment';
import { startPremiumSync } from './entitlements/premiumSync';

/**
 * `account/setup`: adds this remote's texts and starts resolving Premium for the signed-in user
 * (entitlements live in the store and do not wait for the header slot or any modal to render).
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
    await Promise.all([addNamespace(i18n, 'account', loadAccountTexts), addUiTexts(i18n)]);
  },
});
