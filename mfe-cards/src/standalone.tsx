import { startStandalone } from '@tcgp/dev-kit/standalone';
import setup from './setup';
import CardsListPage from './pages/CardsListPage';
import ExpansionListPage from './pages/ExpansionListPage';

void startStandalone({
  setup,
  nav: [
    { to: '/cards-list', label: 'Cards list' },
    { to: '/expansion-list', label: 'Expansion list' },
  ],
  routes: [
    { path: '/cards-list', element: <CardsListPage /> },
    { path: '/expansion-list', element: <ExpansionListPage /> },
    { path: '*', element: <CardsListPage /> },
  ],
});
