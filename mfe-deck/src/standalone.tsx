import { startStandalone } from '@tcgp/dev-kit/standalone';
import setup from './setup';
import DeckFinderPage from './pages/DeckFinderPage';
import DeckDetailPage from './pages/DeckDetailPage';

void startStandalone({
  setup,
  nav: [{ to: '/deck', label: 'Deck finder' }],
  routes: [
    { path: '/deck', element: <DeckFinderPage /> },
    { path: '/deck/:deckId', element: <DeckDetailPage /> },
    { path: '*', element: <DeckFinderPage /> },
  ],
});
