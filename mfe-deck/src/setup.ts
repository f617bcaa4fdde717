import { addNamespace, defineRemoteSetup } from 'shared-contracts';
import { addUiTexts } from '@tcgp/ui';
import { loadDeckTexts } from './i18n';
import './features/matchups/matchupsApi';

/**
 * `deck/setup`: adds this remote's texts (the page language only) before its first module renders;
 * importing ./features/matchups/matchupsApi injects its per-deck matchups endpoint into the page's data API.
 */
export default defineRemoteSetup({
  name: 'deck',
  // Inlined at build time (tooling/webpack/buildVariables.mjs): the contract this build was compiled against.
  contractVersion: __CONTRACT_VERSION__,
  buildLabel: __BUILD_LABEL__,
  async setup({ i18n }) {
    await Promise.all([addNamespace(i18n, 'deck', loadDeckTexts), addUiTexts(i18n)]);
  },
});
