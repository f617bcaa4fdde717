import { canonicalCardIndex, countEntries, deckIdFromName, parseListEntry, type CardIndex, type ListEntry } from './cards';
import { listTraits, traitsMatchFilters, type ListTraits } from './filters';
import { countMissing, countsBuildable } from './missingCards';
import type { Archetype, CardId, DeckFilters, DeckList, MatchupSummary, SortBy } from '@tcgp/domain';
import { timeSlicer, type SliceOptions } from '@tcgp/scheduling';

/** A deck as shown by the tier list, derived from an archetype for the current missing cards and filters. */
export interface DerivedDeck {
  /** {@link deckIdFromName} of the name. */
  id: string;
  name: string;
  /** The lists kept by the missing-cards rule and the filters, best (highest score) first. */
  lists: DeckList[];
  /** lists[0]. */
  bestList: DeckList;
  /** Max score of the kept lists (= bestList.score). */
  score: number;
  /** Archetype popularity divided by the highest archetype popularity among the kept decks (0..1). */
  popularity: number;
  /**
   * The strength of the deck's STRONGEST kept list, divided by the highest such strength among the
   * kept decks (0..1). (The best list is the highest-score list; score and strength need not rise together.)
   */
  strength: number;
  percentOfGames: number;
  /** Win rate of the `Total` matchup row from the summary; null when unknown. */
  winRate: number | null;
}

/** Why a list was left out. */
export type SkipReason = 'unknownCard' | 'malformedEntry';

/** A list left out of the derivation because of bad data (reported, never thrown). */
export interface SkippedList {
  /** Archetype name. */
  deck: string;
  /** Index of the list in the archetype's `lists`. */
  listIndex: number;
  /** The unknown card id, or the raw entry when it is malformed. */
  cardId: string;
  reason: SkipReason;
  message: string;
}

/**
 * How many deck lists were left out (the number every page shows): distinct lists, however many bad
 * entries each has (one list with two unknown cards is one list left out).
 */
export function countSkippedLists(skipped: readonly SkippedList[]): number {
  return new Set(skipped.map((s) => `${s.deck}\u0000${s.listIndex}`)).size;
}

/** A list parsed once: entries, id -> copies, and the traits the filters need. */
export interface PreparedList {
  list: DeckList;
  entries: readonly ListEntry[];
  counts: ReadonlyMap<CardId, number>;
  traits: ListTraits;
}

/** An archetype with its valid lists parsed and sorted best first. */
export interface PreparedArchetype {
  archetype: Archetype;
  id: string;
  lists: readonly PreparedList[];
}

/** Output of {@link prepareArchetypes}. */
export interface PreparedArchetypes {
  archetypes: readonly PreparedArchetype[];
  skipped: readonly SkippedList[];
}

/**
 * The expensive, missing-cards-independent part of {@link deriveDecks}: parses every list once,
 * looks up its cards, precomputes copies per card and filter traits, and sorts each archetype's lists
 * by score (highest first, ties keep file order). A list with a malformed entry or an unknown card id is
 * left out and reported once per bad entry in `skipped`. Pure; depends only on its two arguments.
 */
export function prepareArchetypes(archetypes: readonly Archetype[], cards: CardIndex): PreparedArchetypes {
  const skipped: SkippedList[] = [];
  return { archetypes: archetypes.map((archetype) => prepareArchetype(archetype, cards, skipped)), skipped };
}

/** {@link prepareArchetypes} for one archetype (bad entries are added to `skipped`). */
function prepareArchetype(archetype: Archetype, cards: CardIndex, skipped: SkippedList[]): PreparedArchetype {
  const lists: PreparedList[] = [];
  archetype.lists.forEach((list, listIndex) => {
    const entries: ListEntry[] = [];
    let ok = true;
    for (const raw of list.cards) {
      let entry: ListEntry;
      try {
        entry = parseListEntry(raw);
      } catch (error) {
        skipped.push({ deck: archetype.name, listIndex, cardId: raw, reason: 'malformedEntry', message: (error as Error).message });
        ok = false;
        continue;
      }
      if (!cards.has(entry.cardId)) {
        skipped.push({
          deck: archetype.name,
          listIndex,
          cardId: entry.cardId,
          reason: 'unknownCard',
          message: `Card not found: ${entry.cardId}`,
        });
        ok = false;
        continue;
      }
      entries.push(entry);
    }
    if (ok) lists.push({ list, entries, counts: countEntries(entries), traits: listTraits(entries, cards) });
  });
  lists.sort((a, b) => b.list.score - a.list.score);
  return { archetype, id: deckIdFromName(archetype.name), lists };
}

const preparedCache = new WeakMap<readonly Archetype[], WeakMap<CardIndex, PreparedArchetypes>>();

/** The cached preparations of `archetypes`, by card index (made on first use). */
function preparedFor(archetypes: readonly Archetype[]): WeakMap<CardIndex, PreparedArchetypes> {
  let byIndex = preparedCache.get(archetypes);
  if (!byIndex) {
    byIndex = new WeakMap();
    preparedCache.set(archetypes, byIndex);
  }
  return byIndex;
}

/**
 * {@link prepareArchetypes} memoised on the identity of both arguments (WeakMap, so nothing leaks).
 * Data objects are treated as immutable: pass a new array when the data changes.
 */
export function prepareArchetypesCached(archetypes: readonly Archetype[], cards: CardIndex): PreparedArchetypes {
  // A page language's catalogue shares the preparation of the catalogue it renames (names are not read).
  const key = canonicalCardIndex(cards);
  const byIndex = preparedFor(archetypes);
  let prepared = byIndex.get(key);
  if (!prepared) {
    prepared = prepareArchetypes(archetypes, key);
    byIndex.set(key, prepared);
  }
  return prepared;
}

/** True when {@link prepareArchetypesCached} already holds the preparation of these two arguments. */
export function isPrepared(archetypes: readonly Archetype[], cards: CardIndex): boolean {
  return preparedCache.get(archetypes)?.has(canonicalCardIndex(cards)) ?? false;
}

/**
 * {@link prepareArchetypesCached} in slices of about `sliceMs` milliseconds with `pause()` between them
 * (a real data set has thousands of lists: parsed in one go, that is a long task on a phone). The
 * result is the same and lands in the same cache, so the pages' synchronous calls then find it.
 */
export async function prepareArchetypesInSlices(archetypes: readonly Archetype[], cards: CardIndex, slices: SliceOptions = {}): Promise<PreparedArchetypes> {
  const skipped: SkippedList[] = [];
  const prepared: PreparedArchetype[] = [];
  const slicer = timeSlicer(slices);
  for (const archetype of archetypes) {
    if (isPrepared(archetypes, cards)) return prepareArchetypesCached(archetypes, cards);
    if (slicer.due()) await slicer.pause();
    prepared.push(prepareArchetype(archetype, cards, skipped));
  }
  // Another caller may have prepared them synchronously meanwhile: keep the one already cached.
  if (isPrepared(archetypes, cards)) return prepareArchetypesCached(archetypes, cards);
  const result = { archetypes: prepared, skipped };
  preparedFor(archetypes).set(canonicalCardIndex(cards), result);
  return result;
}

/** Input of {@link deriveDecks}. */
export interface DeriveInput {
  archetypes: readonly Archetype[];
  cards: CardIndex;
  /** The append-only missing-cards list (an id twice = two copies missing). */
  missing: readonly CardId[];
  filters: DeckFilters;
  /** Total win rates; without it every winRate is null. */
  summary?: MatchupSummary;
}

/** Output of {@link deriveDecks}. */
export interface DeriveResult {
  decks: DerivedDeck[];
  skipped: SkippedList[];
}

/**
 * Value of a deck for a sort option. Decision: an unknown win rate gives NaN, which
 * {@link sortDecks} puts last and `assignTiers` puts in tier E.
 */
export function metricValue(deck: DerivedDeck, sortBy: SortBy): number {
  switch (sortBy) {
    case 'score':
      return deck.score;
    case 'popularity':
      return deck.popularity;
    case 'strength':
      return deck.strength;
    case 'winRate':
      return deck.winRate ?? NaN;
  }
}

/** Sorts decks by a metric, highest first; unknown (NaN) values last; ties keep their order. */
export function sortDecks(decks: readonly DerivedDeck[], sortBy: SortBy): DerivedDeck[] {
  return decks
    .map((deck, i) => ({ deck, i, v: metricValue(deck, sortBy) }))
    .sort((a, b) => {
      const aKnown = !Number.isNaN(a.v);
      const bKnown = !Number.isNaN(b.v);
      if (aKnown !== bKnown) return aKnown ? -1 : 1;
      return (aKnown && b.v !== a.v ? b.v - a.v : 0) || a.i - b.i;
    })
    .map((x) => x.deck);
}

function relative(value: number, max: number): number {
  return max > 0 ? value / max : 0;
}

/**
 * {@link deriveDecks} on prepared archetypes. Steps:
 * 1. keep the lists that pass the missing-cards rule and the energy / include-EX filters;
 * 2. drop archetypes with no list left;
 * 3. keep the top `deckAmount` decks by percentOfGames (ties keep file order);
 * 4. popularity, and strength (of each deck's strongest kept list), relative to the highest among those kept decks;
 * 5. order by the `sortBy` metric, highest first (null win rates last).
 */
export function deriveFromPrepared(prepared: PreparedArchetypes, missing: readonly CardId[], filters: DeckFilters, summary?: MatchupSummary): DeriveResult {
  const missingCounts = countMissing(missing);
  const listFilter = { energy: filters.energy, includeEx: filters.includeEx };
  const candidates: { archetype: Archetype; id: string; lists: DeckList[] }[] = [];
  for (const { archetype, id, lists } of prepared.archetypes) {
    const kept: DeckList[] = [];
    for (const p of lists) {
      if (traitsMatchFilters(p.traits, listFilter) && countsBuildable(p.counts, missingCounts)) kept.push(p.list);
    }
    if (kept.length > 0) candidates.push({ archetype, id, lists: kept });
  }
  const top = candidates
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.archetype.percentOfGames - a.c.archetype.percentOfGames || a.i - b.i)
    .slice(0, Math.max(0, Math.floor(filters.deckAmount)))
    .map((x) => x.c);

  const strongest = (lists: readonly DeckList[]) => lists.reduce((max, l) => Math.max(max, l.strength), 0);
  let maxPopularity = 0;
  let maxStrength = 0;
  for (const c of top) {
    maxPopularity = Math.max(maxPopularity, c.archetype.popularity);
    maxStrength = Math.max(maxStrength, strongest(c.lists));
  }
  const decks = top.map(({ archetype, id, lists }): DerivedDeck => {
    const bestList = lists[0] as DeckList; // non-empty: checked above
    return {
      id,
      name: archetype.name,
      lists,
      bestList,
      score: bestList.score,
      popularity: relative(archetype.popularity, maxPopularity),
      strength: relative(strongest(lists), maxStrength),
      percentOfGames: archetype.percentOfGames,
      winRate: summary?.[archetype.name]?.winRate ?? null,
    };
  });
  return { decks: sortDecks(decks, filters.sortBy), skipped: [...prepared.skipped] };
}

/**
 * Derives the tier-list decks (see {@link deriveFromPrepared} for the steps). Lists with unknown card
 * ids or malformed entries are left out and reported in `skipped`; nothing is thrown for bad data.
 * Performance: the parsing step is memoised on the identity of `archetypes` and `cards`
 * ({@link prepareArchetypesCached}), so a recompute after a missing card or filter change only
 * re-runs the cheap filtering and sorting.
 */
export function deriveDecks(input: DeriveInput): DeriveResult {
  return deriveFromPrepared(prepareArchetypesCached(input.archetypes, input.cards), input.missing, input.filters, input.summary);
}
