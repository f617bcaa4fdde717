import { dataApi } from 'shared-contracts/data-api';
import type { MetaHistory } from '@tcgp/domain';
import { fileQuery } from '@tcgp/data-hooks';
import { DATA_FILES, parseHistory } from '@tcgp/schemas';

/**
 * The deck remote's read of `history.json` (the weekly meta shares the statistics page charts), for the
 * comparison's trend. Its own endpoint name: the tier list remote injects its own for the same file.
 */
export const historyApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    getTrendHistory: build.query<MetaHistory, void>({ queryFn: fileQuery(DATA_FILES.history, parseHistory), providesTags: ['DataSet'] }),
  }),
});

export const { useGetTrendHistoryQuery } = historyApi;

/** Whether a failed read was a 404: the data set has no history file (a published drop). */
export function isMissingFile(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, originalStatus } = error as { status?: unknown; originalStatus?: unknown };
  return status === 404 || (status === 'PARSING_ERROR' && originalStatus === 404);
}
