import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type {
  Archetype,
  Card,
  CardScore,
  DataMeta,
  Matchup,
  MatchupData,
  MatchupSummary,
} from '../domain/types';
import {
  parseBestDecks,
  parseCardScores,
  parseCards,
  parseMatchupData,
  parseMatchupSummary,
  parseMeta,
  type GuardResult,
} from './guards';
import { DATA_FILES, matchupFileName } from './files';

/** SPEC section 9: data stale after 5 minutes, unused data kept 30 minutes, 3 retries, back-off capped at 30 s. */
export const DATA_STALE_SECONDS = 5 * 60;
export const DATA_KEEP_UNUSED_SECONDS = 30 * 60;
export const DATA_MAX_RETRIES = 3;
export const DATA_MAX_BACKOFF_MS = 30_000;

/** Exponential back-off: 1 s, 2 s, 4 s, ... never more than 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), DATA_MAX_BACKOFF_MS);
}

let dataBaseUrl = '/data';
/** Called once by the host (shell or standalone host) with `config.dataBaseUrl`. */
export function configureDataApi(options: { baseUrl: string }): void {
  dataBaseUrl = options.baseUrl.replace(/\/+$/, '');
}
export function getDataBaseUrl(): string {
  return dataBaseUrl;
}

/** Error of a response that arrived but does not have the expected shape. */
export interface DataValidationError {
  status: 'CUSTOM_ERROR';
  error: 'VALIDATION_ERROR';
  data: { file: string; problems: { path: string; reason: string }[] };
}
export type DataError = FetchBaseQueryError;

const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) =>
  fetchBaseQuery({ baseUrl: dataBaseUrl })(args, api, extra);

const baseQuery = retry(
  async (args: string | FetchArgs, api, extra) => {
    const result = await rawBaseQuery(args, api, extra);
    // A 404 or a malformed file will not fix itself: do not retry those.
    if (result.error && typeof result.error.status === 'number' && result.error.status >= 400 && result.error.status < 500) {
      retry.fail(result.error, result.meta);
    }
    if (result.error && result.error.status === 'PARSING_ERROR') retry.fail(result.error, result.meta);
    return result;
  },
  {
    maxRetries: DATA_MAX_RETRIES,
    backoff: async (attempt) => {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    },
  },
);

function validated<T>(file: string, guard: (json: unknown) => GuardResult<T>) {
  return (json: unknown): T => {
    const result = guard(json);
    if (result.ok) return result.value;
    const error: DataValidationError = { status: 'CUSTOM_ERROR', error: 'VALIDATION_ERROR', data: { file, problems: result.problems } };
    throw error;
  };
}

/**
 * Query function that fetches a file and validates it at the boundary. A malformed file becomes a
 * `VALIDATION_ERROR` (shown as a localized error with Retry), never a crash further down.
 */
function fileQuery<T>(file: string, guard: (json: unknown) => GuardResult<T>) {
  const check = validated(file, guard);
  return async (
    _arg: unknown,
    api: Parameters<typeof baseQuery>[1],
    extra: Parameters<typeof baseQuery>[2],
  ): Promise<{ data: T } | { error: DataError }> => {
    const result = await baseQuery(file, api, extra);
    if (result.error) return { error: result.error };
    try {
      return { data: check(result.data) };
    } catch (e) {
      return { error: e as DataValidationError };
    }
  };
}

export const dataApi = createApi({
  reducerPath: 'dataApi',
  baseQuery: rawBaseQuery,
  keepUnusedDataFor: DATA_KEEP_UNUSED_SECONDS,
  refetchOnMountOrArgChange: DATA_STALE_SECONDS,
  endpoints: (build) => ({
    getCards: build.query<Card[], void>({ queryFn: fileQuery('cards.json', parseCards) }),
    getBestDecks: build.query<Archetype[], void>({ queryFn: fileQuery('best-decks.json', parseBestDecks) }),
    /** Each deck's Total row only: what the tier list needs to sort by win rate. */
    getMatchupSummary: build.query<MatchupSummary, void>({
      queryFn: fileQuery('matchup-summary.json', parseMatchupSummary),
    }),
    /** One deck's matchups (`matchups/{deckId}.json`): the deck page downloads only this. */
    getDeckMatchups: build.query<Matchup[], string>({
      queryFn: (deckId, api, extra) =>
        fileQuery(`${DATA_FILES.matchupsDir}/${matchupFileName(deckId)}`, (json) => {
          const parsed = parseMatchupData({ [deckId]: json });
          return parsed.ok ? { ok: true, value: parsed.value[deckId] ?? [] } : parsed;
        })(deckId, api, extra),
    }),
    /** The original whole file, kept for tools and for compatibility. */
    getMatchupData: build.query<MatchupData, void>({ queryFn: fileQuery('matchup-data.json', parseMatchupData) }),
    getCardScores: build.query<CardScore[], void>({ queryFn: fileQuery('card-scores.json', parseCardScores) }),
    getMeta: build.query<DataMeta, void>({ queryFn: fileQuery('meta.json', parseMeta) }),
  }),
});

export const {
  useGetCardsQuery,
  useGetBestDecksQuery,
  useGetMatchupSummaryQuery,
  useGetDeckMatchupsQuery,
  useGetMatchupDataQuery,
  useGetCardScoresQuery,
  useGetMetaQuery,
} = dataApi;

export function isDataValidationError(e: unknown): e is DataValidationError {
  return typeof e === 'object' && e !== null && (e as { error?: unknown }).error === 'VALIDATION_ERROR';
}
