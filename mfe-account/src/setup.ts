import { defineRemoteSetup, registerNamespace } from 'shared-contracts';
import { accountTexts } from './i18n/texts';

/** `account/setup`: registers this remote's i18n namespace before its first module renders. */
export default defineRemoteSetup('account', ({ i18n }) => {
  registerNamespace(i18n, 'account', accountTexts);
});
