import { ROUTES } from 'shared-contracts';
import { startStandalone } from '@tcgp/dev-kit/standalone';
import setup from './setup';
import DeckFinderPage from './pages/DeckFinderPage';
import DeckDetailPage from './pages/DeckDetailPage';

void startStandalone({
  setup,
  nav: [{ to: ROUTES.deckFinder, label: 'Deck finder' }],
  routes: [
    { path: ROUTES.deckFinder, element: <DeckFinderPage /> },
    { path: ROUTES.deckDetail, element: <DeckDetailPage /> },
  ],
});
