import { ROUTES } from 'shared-contracts';
import { startStandalone } from '@tcgp/dev-kit/standalone';
import setup from './setup';
import TierListPage from './pages/TierListPage';

void startStandalone({
  setup,
  nav: [{ to: ROUTES.tierList, label: 'Tier list' }],
  routes: [{ path: ROUTES.tierList, element: <TierListPage /> }],
});
