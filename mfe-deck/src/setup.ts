import { defineRemoteSetup, registerNamespace } from 'shared-contracts';
import { deckTexts } from './i18n/texts';

/** `deck/setup`: registers this remote's i18n namespace before its first module renders. */
export default defineRemoteSetup('deck', ({ i18n }) => {
  registerNamespace(i18n, 'deck', deckTexts);
});
