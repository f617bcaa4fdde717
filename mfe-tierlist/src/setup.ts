import { addNamespace, defineRemoteSetup } from 'shared-contracts';
import { addUiTexts } from '@tcgp/ui';
import { loadTierlistTexts } from './i18n';
import './features/shared/statisticsApi';

/**
 * `tierlist/setup`: adds this remote's texts (the page language only) before its first module renders;
 * importing ./features/shared/statisticsApi injects its endpoints (history, stats windows, last week)
 * into the data API.
 */
export default defineRemoteSetup({
  name: 'tierlist',
  // Inlined at build time (tooling/webpack/buildVariables.mjs): the contract this build was compiled against.
  contractVersion: __CONTRACT_VERSION__,
  buildLabel: __BUILD_LABEL__,
  async setup({ i18n }) {
    await Promise.all([addNamespace(i18n, 'tierlist', loadTierlistTexts), addUiTexts(i18n)]);
  },
});
