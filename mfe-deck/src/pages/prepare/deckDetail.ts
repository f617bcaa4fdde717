import { selectShownMissingIds, selectPremium } from 'shared-contracts';
import type { PrepareContext } from '@tcgp/page-render';
import { loadQuery, prepareDeckData, selectDerivedDecks } from '@tcgp/data-hooks';
import { DATA_FILES, matchupFileName } from '@tcgp/schemas';
import { matchupsApi } from '../../features/matchups/matchupsApi';
import { lookupDeck } from '../../features/deck-detail/lookupDeck';

/**
 * What a deck page's first render reads: the deck data, its decks parsed, and for premium users the
 * deck's matchups file, also when their missing cards leave no list of it (everyone else sees the
 * matchups' placeholder).
 */
export async function prepareDeckDetail({ store, params }: PrepareContext): Promise<void> {
  await prepareDeckData(store);
  const state = store.getState();
  if (selectPremium(state) !== true) return;
  const view = selectDerivedDecks(state);
  if (!view) return;
  const lookup = lookupDeck({ ...view, missing: selectShownMissingIds(state), deckId: params.deckId ?? '' });
  // A deck the player cannot build still shows its matchups (under "Not enough cards").
  const deck = lookup.status === 'found' || lookup.status === 'notEnoughCards' ? lookup.deck : null;
  if (!deck) return;
  const id = deck.id;
  await loadQuery(store.dispatch(matchupsApi.endpoints.getDeckMatchups.initiate(id)), `${DATA_FILES.matchupsDir}/${matchupFileName(id)}`);
}
