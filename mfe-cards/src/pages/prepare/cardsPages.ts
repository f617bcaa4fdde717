import type { PrepareContext } from '@tcgp/page-render';
import { deckDataApi, loadQuery } from '@tcgp/data-hooks';
import { DATA_FILES } from '@tcgp/schemas';
import { cardScoresApi } from '../../features/shared/cardScores';

/** What the first render of both ranking pages reads (`useCardsData`): the card catalogue, the card scores and meta.json. */
export async function prepareCardsPage({ store }: PrepareContext): Promise<void> {
  await Promise.all([
    loadQuery(store.dispatch(deckDataApi.endpoints.getCards.initiate()), DATA_FILES.cards),
    loadQuery(store.dispatch(cardScoresApi.endpoints.getCardScores.initiate()), DATA_FILES.cardScores),
    loadQuery(store.dispatch(deckDataApi.endpoints.getMeta.initiate()), DATA_FILES.meta),
  ]);
}
