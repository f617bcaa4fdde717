/**
 * The data endpoints every deck view reads, injected into the one data API of the page
 * (`shared-contracts/data-api`), so all parts share one cache: a file fetched by the tier list is not
 * fetched again by the deck page. A part's own files (card scores, one deck's matchups) are injected
 * by that part with {@link fileQuery}.
 *
 * Every response is checked at the boundary (`@tcgp/schemas`): a malformed file becomes a
 * `VALIDATION_ERROR` naming the file (shown as a localized error with Retry), never a crash further down.
 */
import type { BaseQueryApi, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query/react';
import { dataApi } from 'shared-contracts/data-api';
import type { Archetype, Card, DataMeta, DataValidationError, MatchupSummary } from '@tcgp/domain';
import { taskAfterQueued } from '@tcgp/scheduling';
import { DATA_FILES, parseBestDecksInSlices, parseCardsInSlices, parseMatchupSummary, parseMeta, type ParseResult } from '@tcgp/schemas';

/** The data API's base query as a `queryFn` receives it: a data file path in, the decoded JSON out. */
type DataBaseQuery = (
  file: string,
) => QueryReturnValue<unknown, FetchBaseQueryError, unknown> | PromiseLike<QueryReturnValue<unknown, FetchBaseQueryError, unknown>>;

/**
 * A `queryFn` that fetches one data file (a path relative to the data set, or a function of the
 * endpoint's argument) and checks it with `parse` (which may take several tasks: the long files are
 * checked in slices). What it returns is frozen (read-only).
 */
export function fileQuery<T, A = void>(file: string | ((arg: A) => string), parse: (json: unknown) => ParseResult<T> | Promise<ParseResult<T>>) {
  return async (arg: A, _api: BaseQueryApi, _extra: unknown, baseQuery: DataBaseQuery): Promise<{ data: T } | { error: FetchBaseQueryError }> => {
    const path = typeof file === 'function' ? file(arg) : file;
    const result = await baseQuery(path);
    if (result.error) return { error: result.error };
    // Each file is checked in a task of its own (the files of a page arrive together; checking them
    // all in one go would block the page for that long).
    await taskAfterQueued();
    const parsed = await parse(result.data);
    if (parsed.ok) {
      // The store deep-freezes what it is given, walking every object of the file; a frozen value is
      // taken as it is. Data is read-only everywhere (nothing edits a loaded file), so the top level is
      // frozen here and the walk is spared. The store takes it in the next task (not this one).
      const data = typeof parsed.value === 'object' && parsed.value !== null ? Object.freeze(parsed.value) : parsed.value;
      await taskAfterQueued();
      return { data };
    }
    const error: DataValidationError = { status: 'CUSTOM_ERROR', error: 'VALIDATION_ERROR', data: { file: path, problems: parsed.problems } };
    return { error };
  };
}

export const deckDataApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    getCards: build.query<Card[], void>({ queryFn: fileQuery(DATA_FILES.cards, parseCardsInSlices), providesTags: ['DataSet'] }),
    getBestDecks: build.query<Archetype[], void>({ queryFn: fileQuery(DATA_FILES.bestDecks, parseBestDecksInSlices), providesTags: ['DataSet'] }),
    /** Each deck's Total row only: what the tier list needs to sort by win rate. */
    getMatchupSummary: build.query<MatchupSummary, void>({ queryFn: fileQuery(DATA_FILES.matchupSummary, parseMatchupSummary), providesTags: ['DataSet'] }),
    getMeta: build.query<DataMeta, void>({ queryFn: fileQuery(DATA_FILES.meta, parseMeta), providesTags: ['DataSet'] }),
  }),
});

export const { useGetCardsQuery, useGetBestDecksQuery, useGetMatchupSummaryQuery, useGetMetaQuery } = deckDataApi;
