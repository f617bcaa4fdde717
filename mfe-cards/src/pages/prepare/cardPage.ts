import type { PrepareContext } from '@tcgp/page-render';
import { loadQuery, prepareDeckData } from '@tcgp/data-hooks';
import { DATA_FILES } from '@tcgp/schemas';
import { cardScoresApi } from '../../features/shared/cardScores';

/** What a card page's first render reads: the deck data (decks, cards, meta, summary) and the card scores. */
export async function prepareCardPage({ store }: PrepareContext): Promise<void> {
  await Promise.all([prepareDeckData(store), loadQuery(store.dispatch(cardScoresApi.endpoints.getCardScores.initiate()), DATA_FILES.cardScores)]);
}
