/**
 * The cards remote's server build (`webpack --env server`, tooling/webpack/serverConfig.mjs): the page renderer
 * renders the best cards and the expansions into the published HTML at publish time, from the same
 * components, prepare and texts as the browser build, and the shell hydrates that markup. Not the
 * collection page: it is the player's own.
 */
import { ROUTES } from 'shared-contracts';
import { createServerBuild } from '@tcgp/page-render';
import setup from './setup';
import CardsListPage from './pages/CardsListPage';
import ExpansionListPage from './pages/ExpansionListPage';

export default createServerBuild({
  setup,
  modules: {
    CardsListPage: { component: CardsListPage, path: ROUTES.cardsList },
    ExpansionListPage: { component: ExpansionListPage, path: ROUTES.expansionList },
  },
});
