/**
 * The tier-list remote's server build (`webpack --env server`, tooling/webpack/serverConfig.mjs): the page renderer
 * renders its two pages into the published HTML at publish time, from the same components, prepare
 * and texts as the browser build, and the shell hydrates that markup.
 */
import { ROUTES } from 'shared-contracts';
import { createServerBuild } from '@tcgp/page-render';
import setup from './setup';
import TierListPage from './pages/TierListPage';
import StatisticsPage from './pages/StatisticsPage';

export default createServerBuild({
  setup,
  modules: {
    TierListPage: { component: TierListPage, path: ROUTES.tierList },
    StatisticsPage: { component: StatisticsPage, path: ROUTES.statistics },
  },
});
