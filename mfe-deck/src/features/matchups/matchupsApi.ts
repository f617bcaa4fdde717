import { dataApi } from 'shared-contracts/data-api';
import type { Matchup } from '@tcgp/domain';
import { fileQuery } from '@tcgp/data-hooks';
import { DATA_FILES, matchupFileName, parseMatchupRows } from '@tcgp/schemas';

/**
 * The deck remote's own endpoint: one deck's matchups (`matchups/<file>.json`), injected into the one
 * data API by this remote's setup. Only premium users' deck pages read it.
 */
export const matchupsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    getDeckMatchups: build.query<Matchup[], string>({
      queryFn: fileQuery((deckId: string) => `${DATA_FILES.matchupsDir}/${matchupFileName(deckId)}`, parseMatchupRows),
      providesTags: ['DataSet'],
    }),
  }),
});

export const { useGetDeckMatchupsQuery } = matchupsApi;
