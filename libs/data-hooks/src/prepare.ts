/**
 * Loading a page's data before its first render (a page module's `prepare`, @tcgp/page-render): the
 * server renders a page once its files are in the store, and the browser hydrates that markup after
 * loading the same files, so the first render on both sides is the page with its data, never Loading.
 */
import { selectFilters, selectShownMissingIds, selectPremium, type AppStore, type RootState } from 'shared-contracts';
import { DEFAULT_DECK_FILTERS, isDataValidationError, type Archetype, type Card, type DataMeta, type DeckFilters, type MatchupSummary } from '@tcgp/domain';
import {
  assignTiers,
  cardIndexOf,
  deriveDecks,
  effectiveFilters,
  metricValue,
  prepareArchetypesInSlices,
  type CardIndex,
  type DerivedDeck,
  type DeriveResult,
  type TierRow,
} from '@tcgp/rules';
import { DATA_FILES } from '@tcgp/schemas';
import { deckDataApi } from './endpoints';

/** What a query's `initiate` gives back (the part of RTK Query's `QueryActionCreatorResult` used here). */
export interface QueryRequest<T> {
  unwrap(): Promise<T>;
  unsubscribe(): void;
}

/** A data file a page needs could not be loaded, or was malformed: the page cannot be rendered with its data. */
export class DataPrepareError extends Error {
  /** The data file (relative to the data set). */
  readonly file: string;
  /** The data API's error. */
  readonly reason: unknown;

  constructor(file: string, reason: unknown) {
    super(`Could not load ${file}: ${describeDataError(reason)}`);
    this.name = 'DataPrepareError';
    this.file = file;
    this.reason = reason;
  }
}

/** A data API error in words: the HTTP status, the network error, or what is wrong with the file. */
export function describeDataError(error: unknown): string {
  if (isDataValidationError(error)) {
    const problems = error.data.problems.slice(0, 3).map((p) => `${p.path} ${p.reason}`);
    return `the file is malformed (${problems.join('; ')}${error.data.problems.length > 3 ? '; ...' : ''})`;
  }
  if (typeof error === 'object' && error !== null) {
    const { status, originalStatus, error: message } = error as { status?: unknown; originalStatus?: unknown; error?: unknown };
    if (typeof status === 'number') return `HTTP ${status}`;
    if (status === 'PARSING_ERROR') return `not JSON (HTTP ${String(originalStatus)})`;
    if (typeof message === 'string') return `${String(status ?? 'error')}: ${message}`;
    if (error instanceof Error) return error.message;
  }
  return String(error);
}

/**
 * Waits for one request of the data API and lets it go: its data stays in the store for the page's
 * first render (kept unused for the data API's `keepUnusedDataFor`; the page's own hooks hold it from
 * their first commit on). Rejects with a {@link DataPrepareError} naming the file.
 */
export async function loadQuery<T>(request: QueryRequest<T>, file: string): Promise<T> {
  try {
    const data = await request.unwrap();
    // A query RTK Query skipped (its cache did not exist yet) gives nothing: that is not a loaded file.
    if (data === undefined) throw new Error('the request was skipped (the data cache did not exist yet)');
    return data;
  } catch (error) {
    throw new DataPrepareError(file, error);
  } finally {
    request.unsubscribe();
  }
}

/**
 * The files every deck view reads (card catalogue, best decks, matchup summary, meta), loaded into
 * `store`, and the decks' lists parsed for the catalogue: after it, `useDeckData` (and the tier list,
 * the finder and the deck page over it) is ready on its first render. Gives the loaded data.
 */
export async function prepareDeckData(store: AppStore): Promise<LoadedDeckData> {
  const { getCards, getBestDecks, getMatchupSummary, getMeta } = deckDataApi.endpoints;
  const [cards, archetypes, summary, meta] = await Promise.all([
    loadQuery(store.dispatch(getCards.initiate()), DATA_FILES.cards),
    loadQuery(store.dispatch(getBestDecks.initiate()), DATA_FILES.bestDecks),
    loadQuery(store.dispatch(getMatchupSummary.initiate()), DATA_FILES.matchupSummary),
    loadQuery(store.dispatch(getMeta.initiate()), DATA_FILES.meta),
  ]);
  const index = cardIndexOf(cards);
  await prepareArchetypesInSlices(archetypes, index);
  return { cards: index, archetypes, summary, meta };
}

/** The filters in force for the state (what `useEffectiveFilters` gives, outside React). */
export function selectEffectiveFilters(state: RootState): DeckFilters {
  const premiumFilters = selectPremium(state) === true ? selectFilters(state) : null;
  return effectiveFilters(premiumFilters ?? DEFAULT_DECK_FILTERS, premiumFilters !== null);
}

/** The deck data in the store, read outside React. */
export interface LoadedDeckData {
  cards: CardIndex;
  archetypes: Archetype[];
  summary: MatchupSummary | undefined;
  meta: DataMeta;
}

/** What `useDerivedDecks` computes, outside React (the data must be loaded: {@link prepareDeckData}). */
export interface DerivedDecksSnapshot extends LoadedDeckData {
  filters: DeckFilters;
  result: DeriveResult;
  tiers: TierRow<DerivedDeck>[];
}

type DataApiState = Parameters<ReturnType<typeof deckDataApi.endpoints.getCards.select>>[0];

/** The loaded deck data of the state, or undefined when a file of it is not loaded. */
export function selectLoadedDeckData(state: RootState): LoadedDeckData | undefined {
  // The data API's state is there once the data API is loaded (it injects itself into the root reducer).
  const apiState = state as unknown as DataApiState;
  const { getCards, getBestDecks, getMatchupSummary, getMeta } = deckDataApi.endpoints;
  const cards: Card[] | undefined = getCards.select()(apiState).data;
  const archetypes = getBestDecks.select()(apiState).data;
  const meta = getMeta.select()(apiState).data;
  if (!cards || !archetypes || !meta) return undefined;
  return { cards: cardIndexOf(cards), archetypes, summary: getMatchupSummary.select()(apiState).data, meta };
}

/** The tier list of the state as `useDerivedDecks` computes it: derived decks for the missing cards and filters in force, in six tiers. */
export function selectDerivedDecks(state: RootState): DerivedDecksSnapshot | undefined {
  const data = selectLoadedDeckData(state);
  if (!data) return undefined;
  const filters = selectEffectiveFilters(state);
  const result = deriveDecks({ archetypes: data.archetypes, cards: data.cards, missing: selectShownMissingIds(state), filters, summary: data.summary });
  const tiers = assignTiers(result.decks, (d) => metricValue(d, filters.sortBy));
  return { ...data, filters, result, tiers };
}
