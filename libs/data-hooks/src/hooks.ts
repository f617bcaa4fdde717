import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { selectFilters, selectShownMissingIds, selectPremium, selectViewMissingIds, useAppSelector, useTranslation } from 'shared-contracts';
import { DEFAULT_DECK_FILTERS, type Archetype, type Card, type CardId, type DataMeta, type DeckFilters, type MatchupSummary } from '@tcgp/domain';
import {
  assignTiers,
  cardIndexOf,
  deriveDecks,
  effectiveFilters,
  findBestDeck,
  isPrepared,
  localizeCards,
  metricValue,
  prepareArchetypesInSlices,
  type CardIndex,
  type DerivedDeck,
  type DeriveResult,
  type FinderResult,
  type TierRow,
} from '@tcgp/rules';
import { useGetBestDecksQuery, useGetCardsQuery, useGetMatchupSummaryQuery, useGetMetaQuery } from './endpoints';

/** An error of a data request (a fetch error, a validation error of `fileQuery`, or a thrown one). */
export type QueryError = FetchBaseQueryError | SerializedError | { status: 'CUSTOM_ERROR'; error: string; data?: unknown };

export type QueryLike = { isLoading: boolean; isError: boolean; error?: unknown; data?: unknown; refetch: () => unknown };

/** Combines several RTK Query results into one loading / error / ready state with one Retry. */
export function combineQueries(queries: readonly QueryLike[]): {
  status: 'loading' | 'error' | 'ready';
  error: QueryError | undefined;
  retry: () => void;
} {
  const failed = queries.find((q) => q.isError);
  const status = failed ? 'error' : queries.every((q) => q.data !== undefined) ? 'ready' : 'loading';
  return {
    status,
    error: failed?.error as QueryError | undefined,
    retry: () => {
      for (const q of queries) if (q.isError || q.data === undefined) void q.refetch();
    },
  };
}

/**
 * A query's result whose data reaches the view in a background render. The store announces a loaded
 * file in an update React must render at once, in one piece; with this the view first renders as it
 * was (still loading) and then with the file, in slices that leave the page responsive (the first
 * render of a page's list is its largest). Loading and error states are not deferred.
 */
export function useDeferredQuery<Q extends QueryLike>(query: Q): Q {
  const data = useDeferredValue(query.data) as Q['data'];
  return data === query.data ? query : { ...query, data };
}

/** The page language as i18next resolved it (one of the site's language codes). */
export function usePageLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

/**
 * The card catalogue (cards.json) as the page's language shows it ({@link localizeCards}: local names,
 * with the English name in `englishName`), handed over like {@link useDeferredQuery}. Every view reads
 * the catalogue through this, so cards, deck names and searches follow the page language.
 */
export function useLocalizedCardsQuery() {
  const query = useDeferredQuery(useGetCardsQuery());
  const language = usePageLanguage();
  const data = useMemo(() => (query.data ? (localizeCards(query.data, language) as Card[]) : undefined), [query.data, language]);
  return data === query.data ? query : { ...query, data };
}

export interface DeckData {
  status: 'loading' | 'error' | 'ready';
  error: QueryError | undefined;
  retry: () => void;
  cards: CardIndex | undefined;
  archetypes: Archetype[] | undefined;
  summary: MatchupSummary | undefined;
  meta: DataMeta | undefined;
}

/**
 * The files every deck view needs: card catalogue, best decks, the matchup summary and meta, handed
 * to the view in a background render ({@link useDeferredQuery}). The decks' lists are parsed in short
 * slices before the view gets them (thousands of lists on real data), so the pages' own computations
 * on them are quick.
 */
export function useDeckData(): DeckData {
  const cards = useLocalizedCardsQuery();
  const decks = useDeferredQuery(useGetBestDecksQuery());
  const summary = useDeferredQuery(useGetMatchupSummaryQuery());
  const meta = useDeferredQuery(useGetMetaQuery());
  const index = useMemo(() => (cards.data ? cardIndexOf(cards.data) : undefined), [cards.data]);
  const prepared = usePreparedDecks(decks.data, index);
  return {
    ...combineQueries([cards, { ...decks, data: prepared }, summary, meta]),
    cards: index,
    archetypes: prepared,
    summary: summary.data,
    meta: meta.data,
  };
}

/** `archetypes` once their lists are parsed for `cards` (in slices, see prepareArchetypesInSlices), else undefined. */
function usePreparedDecks(archetypes: Archetype[] | undefined, cards: CardIndex | undefined): Archetype[] | undefined {
  const ready = archetypes !== undefined && cards !== undefined && isPrepared(archetypes, cards);
  const [, setDone] = useState(0);
  useEffect(() => {
    if (!archetypes || !cards || isPrepared(archetypes, cards)) return undefined;
    let live = true;
    void prepareArchetypesInSlices(archetypes, cards).then(() => {
      if (live) startTransition(() => setDone((n) => n + 1));
    });
    return () => {
      live = false;
    };
  }, [archetypes, cards]);
  return ready ? archetypes : undefined;
}

/**
 * Filters in force: premium users get theirs, everyone else the free defaults (30 decks, by score).
 * The same object while the answer stays the same: a visitor's plan going from unknown to free (the
 * sign-in state settling just after the first paint) or a free user's saved filters changing do not
 * derive the tier list again.
 */
export function useEffectiveFilters(): DeckFilters {
  const premiumFilters = useAppSelector((state) => (selectPremium(state) === true ? selectFilters(state) : null));
  return useMemo(() => effectiveFilters(premiumFilters ?? DEFAULT_DECK_FILTERS, premiumFilters !== null), [premiumFilters]);
}

/**
 * The player's missing cards as the views derived from them read them (the tier list, the best deck,
 * what to get next, a deck page). A mark or an unmark first paints what it changes directly (the
 * tapped card, the missing cards panel) and the derived views follow in a background render that
 * yields to the next input, so a tap answers within a frame however much it re-ranks. Every derived
 * view of a page reads this same value, so they never disagree with each other.
 */
export function useDerivationMissing(options: PersonalViewOptions = {}): readonly CardId[] {
  return useDeferredValue(useAppSelector(options.followFullMeta ? selectViewMissingIds : selectShownMissingIds));
}

export interface PersonalViewOptions {
  /**
   * A personal view with the "Your view" line (tier list, finder): computes for no missing card while
   * the player asked for the full meta (`selectViewMissingIds`). Without it (a deck page), always the
   * list shown.
   */
  followFullMeta?: boolean;
}

export interface DerivedDecksView extends DeckData {
  /** The missing cards the decks were derived for ({@link useDerivationMissing}). */
  missing: readonly CardId[];
  filters: DeckFilters;
  result: DeriveResult | undefined;
  tiers: TierRow<DerivedDeck>[] | undefined;
}

/**
 * The tier list as the site computes it: derived decks for the player's missing cards and the
 * filters in force, split into six tiers by the chosen metric. Memoised on its inputs.
 */
export function useDerivedDecks(options: PersonalViewOptions = {}): DerivedDecksView {
  const data = useDeckData();
  const missing = useDerivationMissing(options);
  const filters = useEffectiveFilters();
  const result = useMemo(
    () =>
      data.archetypes && data.cards ? deriveDecks({ archetypes: data.archetypes, cards: data.cards, missing, filters, summary: data.summary }) : undefined,
    [data.archetypes, data.cards, data.summary, missing, filters],
  );
  const tiers = useMemo(() => (result ? assignTiers(result.decks, (d) => metricValue(d, filters.sortBy)) : undefined), [result, filters.sortBy]);
  return { ...data, missing, filters, result, tiers };
}

/**
 * The best deck finder's result for the player's missing cards and the filters in force, with the
 * missing cards it was found for ({@link useDerivationMissing}).
 */
export function useBestDeck(
  options: PersonalViewOptions = {},
): DeckData & { finder: FinderResult | undefined; filters: DeckFilters; missing: readonly CardId[] } {
  const data = useDeckData();
  const missing = useDerivationMissing(options);
  const filters = useEffectiveFilters();
  const finder = useMemo(
    () =>
      data.archetypes && data.cards ? findBestDeck({ archetypes: data.archetypes, cards: data.cards, missing, filters, summary: data.summary }) : undefined,
    [data.archetypes, data.cards, data.summary, missing, filters],
  );
  return { ...data, finder, filters, missing };
}
