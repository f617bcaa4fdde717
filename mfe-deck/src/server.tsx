/**
 * The deck remote's server build (`webpack --env server`, tooling/webpack/serverConfig.mjs): the page renderer
 * renders the best deck finder and a page per deck of the free data set into the published HTML at
 * publish time, from the same components, prepare and texts as the browser build, and the shell
 * hydrates that markup. Deck pages carry their own head and preview.
 */
import { ROUTES, deckPath } from 'shared-contracts';
import { createServerBuild, type ServerPagesContext } from '@tcgp/page-render';
import { deckDataApi, loadQuery } from '@tcgp/data-hooks';
import { deckIdFromName } from '@tcgp/rules';
import { DATA_FILES } from '@tcgp/schemas';
import setup from './setup';
import DeckFinderPage from './pages/DeckFinderPage';
import DeckDetailPage from './pages/DeckDetailPage';
import { describeDeck } from './features/deck-detail/describeDeck';

/** A page per deck of best-decks.json. */
async function deckPages({ store }: ServerPagesContext) {
  const archetypes = await loadQuery(store.dispatch(deckDataApi.endpoints.getBestDecks.initiate()), DATA_FILES.bestDecks);
  const ids = [...new Set(archetypes.map((a) => deckIdFromName(a.name)))];
  return ids.map((deckId) => ({ path: deckPath(deckId), params: { deckId } }));
}

export default createServerBuild({
  setup,
  modules: {
    DeckFinderPage: { component: DeckFinderPage, path: ROUTES.deckFinder },
    DeckDetailPage: { component: DeckDetailPage, pages: deckPages, describe: describeDeck },
  },
});
