/**
 * `shared-contracts/data-api`: the ONE RTK Query api of the page, so every part shares one cache of
 * the data files. It has no endpoints: each part injects the ones it reads (`dataApi.injectEndpoints`).
 * A separate entry point, loaded with the first page that reads data (never on the landing page);
 * importing it injects its reducer and middleware into the store.
 *
 * The data set: visitors and free users read the public (weekly) set under `dataBaseUrl`; premium users
 * read the premium (daily) set, with their ID token. When the plan changes, every file is fetched again
 * from the other set (tag `DataSet`).
 */
import { createApi, fetchBaseQuery, retry, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { Middleware } from '@reduxjs/toolkit';
// The main entry by its package name (not a relative path): it is the page's singleton, whichever
// part's bundle this entry was loaded from, so the store and the data source are the shell's.
import { dynamicMiddleware, getDataSource, premiumCheckFailed, premiumResolved, rootReducer, userChanged, type RootState } from 'shared-contracts';

/** docs/product-rules.md: data stale after 5 minutes, unused data kept 30 minutes, 3 retries, back-off capped at 30 s. */
export const DATA_STALE_SECONDS = 5 * 60;
export const DATA_KEEP_UNUSED_SECONDS = 30 * 60;
export const DATA_MAX_RETRIES = 3;
export const DATA_MAX_BACKOFF_MS = 30_000;

/** Exponential back-off: 1 s, 2 s, 4 s, ... never more than 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), DATA_MAX_BACKOFF_MS);
}

/** Which data set a user reads. */
export type DataSetName = 'free' | 'premium';

export function dataSetFor(state: Pick<RootState, 'entitlements'>): DataSetName {
  return getDataSource().premium && state.entitlements.status === 'known' && state.entitlements.premium === true ? 'premium' : 'free';
}

/** URL of one data file in a set (`file` is a path relative to the set, e.g. `matchups/x.json`). */
export function dataFileUrl(file: string, set: DataSetName): string {
  const source = getDataSource();
  if (set === 'premium' && source.premium) return source.premium.urlTemplate.replace('{file}', () => encodeURIComponent(file));
  return `${source.baseUrl}/${file}`;
}

const fetchQuery = fetchBaseQuery();

/**
 * Base query: `args` is a data file path. Picks the set for the user, adds the token for the premium
 * set, retries network and server errors (never 4xx or unparsable answers, which will not fix themselves).
 */
const dataBaseQuery: BaseQueryFn<string, unknown, FetchBaseQueryError> = retry(
  async (file: string, api, extra) => {
    const set = dataSetFor(api.getState() as RootState);
    const source = getDataSource();
    const premium = set === 'premium' ? source.premium : null;
    const send = async (forceRefresh: boolean) => {
      const request: FetchArgs = { url: dataFileUrl(file, set) };
      if (premium) {
        const token = await source.getIdToken(forceRefresh);
        if (token) request.headers = { Authorization: `${premium.authScheme} ${token}` };
      }
      return fetchQuery(request, api, extra);
    };
    let result = await send(false);
    // A premium file refused: the token may predate the plan (the claim the storage rules read is set
    // at checkout), so ask once more with a fresh token before giving up.
    if (premium && (result.error?.status === 401 || result.error?.status === 403)) result = await send(true);
    const status = result.error?.status;
    if ((typeof status === 'number' && status >= 400 && status < 500) || status === 'PARSING_ERROR') retry.fail(result.error, result.meta);
    return result;
  },
  {
    maxRetries: DATA_MAX_RETRIES,
    backoff: async (attempt) => {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    },
  },
);

export const dataApi = createApi({
  reducerPath: 'dataApi',
  baseQuery: dataBaseQuery,
  tagTypes: ['DataSet'],
  keepUnusedDataFor: DATA_KEEP_UNUSED_SECONDS,
  refetchOnMountOrArgChange: DATA_STALE_SECONDS,
  endpoints: () => ({}),
});

/** The same user switching plan (or another user signing in) reads the other set: fetch everything again. */
const dataSetWatcher: Middleware = (store) => (next) => (action) => {
  const before = dataSetFor(store.getState() as RootState);
  const result = next(action);
  if (premiumResolved.match(action) || premiumCheckFailed.match(action) || userChanged.match(action)) {
    if (dataSetFor(store.getState() as RootState) !== before) store.dispatch(dataApi.util.invalidateTags(['DataSet']));
  }
  return result;
};

declare module 'shared-contracts' {
  interface LazyLoadedSlices {
    [dataApi.reducerPath]: ReturnType<typeof dataApi.reducer>;
  }
}

rootReducer.inject(dataApi);
// The api's middleware is typed for a state where `dataApi` is always present; it is, from the line above on.
dynamicMiddleware.addMiddleware(dataApi.middleware as Middleware<unknown, RootState>, dataSetWatcher);
