import { dataApi } from 'shared-contracts/data-api';
import type { LastWeek, MetaHistory, StatsWindow, StatsWindowDays } from '@tcgp/domain';
import { fileQuery } from '@tcgp/data-hooks';
import { DATA_FILES, parseHistory, parseLastWeek, parseStatsWindow, statsFileName } from '@tcgp/schemas';

/**
 * The tier-list remote's own endpoints, injected into the one data API by this remote's setup:
 * history.json and stats-<N>d.json (the statistics page) and last-week.json (rank changes of the
 * tier list). Like every data file they come from the free or the premium set, whichever the user reads.
 */
export const statisticsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<MetaHistory, void>({ queryFn: fileQuery(DATA_FILES.history, parseHistory), providesTags: ['DataSet'] }),
    getStatsWindow: build.query<StatsWindow, StatsWindowDays>({ queryFn: fileQuery(statsFileName, parseStatsWindow), providesTags: ['DataSet'] }),
    getLastWeek: build.query<LastWeek, void>({ queryFn: fileQuery(DATA_FILES.lastWeek, parseLastWeek), providesTags: ['DataSet'] }),
  }),
});

export const { useGetHistoryQuery, useGetStatsWindowQuery, useGetLastWeekQuery } = statisticsApi;

/**
 * True for the answer of a data set that has no such file (HTTP 404, with a JSON body or, as static
 * servers send, a text one that fails to parse): real snapshot drops have no statistics files. The page
 * says "not available for this data" instead of showing an error.
 */
export function isMissingFile(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, originalStatus } = error as { status?: unknown; originalStatus?: unknown };
  return status === 404 || (status === 'PARSING_ERROR' && originalStatus === 404);
}
