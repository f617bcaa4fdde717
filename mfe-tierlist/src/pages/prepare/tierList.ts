import type { PrepareContext } from '@tcgp/page-render';
import { loadQuery, prepareDeckData } from '@tcgp/data-hooks';
import { DATA_FILES } from '@tcgp/schemas';
import { statisticsApi } from '../../features/shared/statisticsApi';

/**
 * What the tier list's first render reads: the deck data (its decks parsed), and — when the data set
 * has statistics files — last week's ranking for the rank changes.
 */
export async function prepareTierList({ store }: PrepareContext): Promise<void> {
  const { meta } = await prepareDeckData(store);
  if (meta.statistics === false) return;
  await loadQuery(store.dispatch(statisticsApi.endpoints.getLastWeek.initiate()), DATA_FILES.lastWeek);
}
