import { addNamespace, defineRemoteSetup } from 'shared-contracts';
import { addUiTexts } from '@tcgp/ui';
import { loadCardsTexts } from './i18n';
import { injectCardsPage } from './features/cards-list/cardsPage';
import './features/shared/cardScores';

/**
 * `cards/setup`: injects the cards pages' own slice (the chosen expansion) into the page's store and,
 * by importing ./features/shared/cardScores, its card-scores endpoint into the data API; adds its texts.
 */
export default defineRemoteSetup({
  name: 'cards',
  // Inlined at build time (tooling/webpack/buildVariables.mjs): the contract this build was compiled against.
  contractVersion: __CONTRACT_VERSION__,
  buildLabel: __BUILD_LABEL__,
  async setup({ i18n, rootReducer }) {
    injectCardsPage(rootReducer);
    await Promise.all([addNamespace(i18n, 'cards', loadCardsTexts), addUiTexts(i18n)]);
  },
});
