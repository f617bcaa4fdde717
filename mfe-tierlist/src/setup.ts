import { defineRemoteSetup, registerNamespace } from 'shared-contracts';
import { tierlistTexts } from './i18n/texts';

/** `tierlist/setup`: registers this remote's i18n namespace before its first module renders. */
export default defineRemoteSetup('tierlist', ({ i18n }) => {
  registerNamespace(i18n, 'tierlist', tierlistTexts);
});
