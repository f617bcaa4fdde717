/**
 * Rank changes of the tier list since last week. `last-week.json` holds, per deck, the ranking values
 * of the same window one week earlier (docs/data.md, "last-week.json"). Last week's rank of a deck is computed the
 * way the tier list ranks now ({@link deriveFromPrepared}): among the decks the player's missing
 * cards and filters leave (`eligible`), the top `deckAmount` by share of games, ordered by the metric
 * in force, highest first, ties in file order. Popularity and strength are relative to the top deck
 * shown, which does not change their order, so the file's raw values rank the same.
 */
import type { LastWeek, LastWeekDeck, SortBy } from '@tcgp/domain';

/** How a deck's rank moved since last week. `by` is always positive. */
export type RankChange =
  | { kind: 'up' | 'down'; rank: number; lastRank: number; by: number }
  | { kind: 'same'; rank: number; lastRank: number }
  /** Not in last week's tier list (a new deck, or one that was not among the decks shown then). */
  | { kind: 'new'; rank: number };

export interface LastWeekRankingOptions {
  sortBy: SortBy;
  /** The number of decks shown (the top ones by share of games). */
  deckAmount: number;
  /** The decks the player's missing cards and filters leave; every deck of the file when absent. */
  eligible?: ReadonlySet<string>;
}

/** A deck's value for a sort option in last-week.json. */
export function lastWeekValue(deck: LastWeekDeck, sortBy: SortBy): number {
  return deck[sortBy];
}

/** Last week's tier list: deck names in rank order (rank 1 first). */
export function lastWeekRanking(lastWeek: LastWeek, options: LastWeekRankingOptions): string[] {
  const { sortBy, deckAmount, eligible } = options;
  const metric = (deck: LastWeekDeck) => {
    const value = lastWeekValue(deck, sortBy);
    return Number.isFinite(value) ? value : -Infinity;
  };
  return Object.entries(lastWeek.decks)
    .filter(([name]) => !eligible || eligible.has(name))
    .map(([name, deck], i) => ({ name, deck, i }))
    .sort((a, b) => b.deck.percentOfGames - a.deck.percentOfGames || a.i - b.i)
    .slice(0, Math.max(0, Math.floor(deckAmount)))
    .map((entry, i) => ({ ...entry, i }))
    .sort((a, b) => metric(b.deck) - metric(a.deck) || a.i - b.i)
    .map((entry) => entry.name);
}

/**
 * The rank change of every deck shown now (`current`: the tier list's decks in rank order, rank 1
 * first) against last week's tier list ranked with the same options.
 */
export function rankChanges(current: readonly { name: string }[], lastWeek: LastWeek, options: LastWeekRankingOptions): Map<string, RankChange> {
  const lastRanks = new Map(lastWeekRanking(lastWeek, options).map((name, i) => [name, i + 1]));
  const changes = new Map<string, RankChange>();
  current.forEach(({ name }, i) => {
    const rank = i + 1;
    const lastRank = lastRanks.get(name);
    if (lastRank === undefined) changes.set(name, { kind: 'new', rank });
    else if (lastRank === rank) changes.set(name, { kind: 'same', rank, lastRank });
    else changes.set(name, { kind: lastRank > rank ? 'up' : 'down', rank, lastRank, by: Math.abs(lastRank - rank) });
  });
  return changes;
}
