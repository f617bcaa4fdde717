import { ROUTES } from 'shared-contracts';
import { startStandalone } from '@tcgp/dev-kit/standalone';
import setup from './setup';
import TierListPage from './pages/TierListPage';
import StatisticsPage from './pages/StatisticsPage';

void startStandalone({
  setup,
  nav: [
    { to: ROUTES.tierList, label: 'Tier list' },
    { to: ROUTES.statistics, label: 'Statistics' },
  ],
  routes: [
    { path: ROUTES.tierList, element: <TierListPage /> },
    { path: ROUTES.statistics, element: <StatisticsPage /> },
  ],
});
