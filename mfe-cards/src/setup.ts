import { defineRemoteSetup, registerNamespace } from 'shared-contracts';
import { cardsTexts } from './i18n/texts';

/** `cards/setup`: registers this remote's i18n namespace before its first module renders. */
export default defineRemoteSetup({
  name: 'cards',
  // Inlined at build time (tooling/webpack.mjs): the contract this build was compiled against.
  contractVersion: __CONTRACT_VERSION__,
  buildLabel: __BUILD_LABEL__,
  setup({ i18n }) {
    registerNamespace(i18n, 'cards', cardsTexts);
  },
});
