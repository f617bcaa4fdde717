import type { PrepareContext } from '@tcgp/page-render';
import { deckDataApi, loadQuery } from '@tcgp/data-hooks';
import { DATA_FILES, statsFileName } from '@tcgp/schemas';
import { statisticsApi } from '../../features/shared/statisticsApi';
import { DEFAULT_WINDOW_DAYS } from '../../features/statistics/useStatistics';

/**
 * What the statistics page's first render reads: meta.json and the cards, and — when the data set has
 * statistics files — history.json and the stats of the window it opens with.
 */
export async function prepareStatistics({ store }: PrepareContext): Promise<void> {
  const [meta] = await Promise.all([
    loadQuery(store.dispatch(deckDataApi.endpoints.getMeta.initiate()), DATA_FILES.meta),
    loadQuery(store.dispatch(deckDataApi.endpoints.getCards.initiate()), DATA_FILES.cards),
  ]);
  if (meta.statistics === false) return;
  await Promise.all([
    loadQuery(store.dispatch(statisticsApi.endpoints.getHistory.initiate()), DATA_FILES.history),
    loadQuery(store.dispatch(statisticsApi.endpoints.getStatsWindow.initiate(DEFAULT_WINDOW_DAYS)), statsFileName(DEFAULT_WINDOW_DAYS)),
  ]);
}
