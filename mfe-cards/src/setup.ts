import { defineRemoteSetup, registerNamespace } from 'shared-contracts';
import { cardsTexts } from './i18n/texts';

/** `cards/setup`: registers this remote's i18n namespace before its first module renders. */
export default defineRemoteSetup('cards', ({ i18n }) => {
  registerNamespace(i18n, 'cards', cardsTexts);
});
