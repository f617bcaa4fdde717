import { ROUTES } from 'shared-contracts';
import { startStandalone } from '@tcgp/dev-kit/standalone';
import setup from './setup';
import CardsListPage from './pages/CardsListPage';
import ExpansionListPage from './pages/ExpansionListPage';
import CollectionPage from './pages/CollectionPage';
import CardPage from './pages/CardPage';

void startStandalone({
  setup,
  nav: [
    { to: ROUTES.cardsList, label: 'Cards list' },
    { to: ROUTES.expansionList, label: 'Expansion list' },
    { to: ROUTES.collection, label: 'Collection' },
    { to: '/card/a1-225', label: 'Card page' },
  ],
  routes: [
    { path: ROUTES.cardsList, element: <CardsListPage /> },
    { path: ROUTES.expansionList, element: <ExpansionListPage /> },
    { path: ROUTES.collection, element: <CollectionPage /> },
    { path: '/card/:cardId', element: <CardPage /> },
  ],
});
