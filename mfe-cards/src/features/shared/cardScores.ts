import { dataApi } from 'shared-contracts/data-api';
import type { CardScore } from '@tcgp/domain';
import { fileQuery } from '@tcgp/data-hooks';
import { DATA_FILES, parseCardScoresInSlices } from '@tcgp/schemas';

/** The cards remote's own endpoint (`card-scores.json`), injected into the one data API by this remote's setup. */
export const cardScoresApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    getCardScores: build.query<CardScore[], void>({ queryFn: fileQuery(DATA_FILES.cardScores, parseCardScoresInSlices), providesTags: ['DataSet'] }),
  }),
});

export const { useGetCardScoresQuery } = cardScoresApi;
