import type { StatsWindowDays } from 'shared-contracts';
import { combineQueries, useGetCardsQuery } from '@tcgp/data-hooks';
import { useMemo } from 'react';
import { cardIndexOf } from '@tcgp/rules';
import { isMissingFile, useGetHistoryQuery, useGetStatsWindowQuery } from './statistics';

type Query = Parameters<typeof combineQueries>[0][number];

/** What a section of the statistics page shows: Loading, its content, "not available" (no such file) or the data error. */
export type SectionStatus = 'loading' | 'ready' | 'missing' | 'error';

/** Loading / ready / error of `queries`, with "missing" when one of them is a file the data set does not have. */
export function sectionState(queries: readonly Query[]) {
  const combined = combineQueries(queries);
  const status: SectionStatus = combined.status === 'error' && isMissingFile(combined.error) ? 'missing' : combined.status;
  return { ...combined, status };
}

/** The card catalogue as an index (for readable deck names). */
function useCardIndex() {
  const cards = useGetCardsQuery();
  const index = useMemo(() => (cards.data ? cardIndexOf(cards.data) : undefined), [cards.data]);
  return { query: cards, index };
}

/** history.json and the cards: the trend section's data. */
export function useTrendData() {
  const history = useGetHistoryQuery();
  const cards = useCardIndex();
  return { ...sectionState([history, cards.query]), history: history.data, cards: cards.index };
}

/**
 * stats-<days>d.json and the cards: the window and matrix sections' data. While another window loads,
 * the last one stays on screen (`updating`), so the page does not jump.
 */
export function useWindowData(days: StatsWindowDays) {
  const stats = useGetStatsWindowQuery(days);
  const cards = useCardIndex();
  return { ...sectionState([stats, cards.query]), stats: stats.data, updating: stats.isFetching, cards: cards.index };
}
