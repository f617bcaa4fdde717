import type { StatsWindowDays } from '@tcgp/domain';
import { combineQueries, useLocalizedCardsQuery, useGetMetaQuery } from '@tcgp/data-hooks';
import { useMemo } from 'react';
import { cardIndexOf } from '@tcgp/rules';
import { isMissingFile, useGetHistoryQuery, useGetStatsWindowQuery } from '../shared/statisticsApi';

type Query = Parameters<typeof combineQueries>[0][number];

/** The window the statistics page opens with (the published page shows it). */
export const DEFAULT_WINDOW_DAYS: StatsWindowDays = 14;

/** What a section of the statistics page shows: Loading, its content, "not available" (no such file) or the data error. */
export type SectionStatus = 'loading' | 'ready' | 'missing' | 'error';

/**
 * Loading / ready / error of `queries`, with "missing" when one of them is a file the data set does not
 * have, or when the set says it has no statistics files (`available` false).
 */
export function sectionState(queries: readonly Query[], available: boolean | undefined) {
  const combined = combineQueries(queries);
  const missing = available === false || (combined.status === 'error' && isMissingFile(combined.error));
  const status: SectionStatus = missing ? 'missing' : combined.status;
  return { ...combined, status };
}

/** The card catalogue as an index (for readable deck names). */
function useCardIndex() {
  const cards = useLocalizedCardsQuery();
  const index = useMemo(() => (cards.data ? cardIndexOf(cards.data) : undefined), [cards.data]);
  return { query: cards, index };
}

/**
 * Whether the data set has the statistics files, once meta.json is read (undefined before): a published
 * drop says it has none, and they are not asked for. (The prerendered page preloads them meanwhile.)
 */
function useHasStatistics(): boolean | undefined {
  const meta = useGetMetaQuery().data;
  return meta ? meta.statistics !== false : undefined;
}

/** history.json and the cards: the trend section's data. */
export function useTrendData() {
  const has = useHasStatistics();
  const history = useGetHistoryQuery(undefined, { skip: has !== true });
  const cards = useCardIndex();
  return { ...sectionState([history, cards.query], has), history: history.data, cards: cards.index };
}

/**
 * stats-<days>d.json and the cards: the window and matrix sections' data. While another window loads,
 * the last one stays on screen (`updating`), so the page does not jump.
 */
export function useWindowData(days: StatsWindowDays) {
  const has = useHasStatistics();
  const stats = useGetStatsWindowQuery(days, { skip: has !== true });
  const cards = useCardIndex();
  return { ...sectionState([stats, cards.query], has), stats: stats.data, updating: stats.isFetching, cards: cards.index };
}
