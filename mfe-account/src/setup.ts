import { defineRemoteSetup, registerNamespace } from 'shared-contracts';
import { accountTexts } from './i18n/texts';

/** `account/setup`: registers this remote's i18n namespace before its first module renders. */
export default defineRemoteSetup({
  name: 'account',
  // Inlined at build time (tooling/webpack.mjs): the contract this build was compiled against.
  contractVersion: __CONTRACT_VERSION__,
  buildLabel: __BUILD_LABEL__,
  setup({ i18n }) {
    registerNamespace(i18n, 'account', accountTexts);
  },
});
