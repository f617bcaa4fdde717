import { startStandalone } from '@tcgp/dev-kit/standalone';
import setup from './setup';
import TierListPage from './pages/TierListPage';

void startStandalone({
  setup,
  nav: [{ to: '/tier-list', label: 'Tier list' }],
  routes: [
    { path: '/tier-list', element: <TierListPage /> },
    { path: '*', element: <TierListPage /> },
  ],
});
