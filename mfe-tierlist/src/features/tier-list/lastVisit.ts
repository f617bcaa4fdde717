/**
 * "Since your last visit": what changed between the previous data set's tier list and the current
 * one, computed in the browser from the two sets' tiers (last-week.json holds the previous set's
 * ranking values, the same file the rank arrows read). Both are the meta's tier list for the filters in
 * force, without the player's missing cards: the summary is about the meta.
 *
 * - moved: followed decks whose tier changed (a deck that left or entered the tier list counts, its
 *   missing side null);
 * - entered: decks now in S or A that were in the previous tier list below A;
 * - left: decks that were in S or A and now are below A or no longer in the tier list;
 * - added: decks in the tier list that the previous one did not have (not counted as entered).
 *
 * A move between S and A is neither entered nor left (the deck stays at the top); for a followed deck it
 * is a move.
 */
import type { LastWeek, SortBy, Tier } from '@tcgp/domain';
import { assignTiers, deckIdFromName, lastWeekRanking, lastWeekValue } from '@tcgp/rules';

export interface TierMove {
  id: string;
  name: string;
  /** The tier in the previous data set (null: not in its tier list). */
  from: Tier | null;
  /** The tier now (null: not in the tier list). */
  to: Tier | null;
}

export interface VisitSummary {
  moved: TierMove[];
  entered: TierMove[];
  left: TierMove[];
  added: TierMove[];
}

const TOP: ReadonlySet<Tier> = new Set<Tier>(['S', 'A']);
const atTop = (tier: Tier | null | undefined): boolean => tier !== null && tier !== undefined && TOP.has(tier);

/** Each deck name's tier in a tier list (rows S..E). */
export function tierByName(rows: readonly { tier: Tier; items: readonly { name: string }[] }[]): Map<string, Tier> {
  return new Map(rows.flatMap((row) => row.items.map((deck) => [deck.name, row.tier] as const)));
}

/** The previous data set's tiers: its tier list ranked and split the way the tier list is now. */
export function previousTiers(lastWeek: LastWeek, options: { sortBy: SortBy; deckAmount: number; eligible?: ReadonlySet<string> }): Map<string, Tier> {
  const names = lastWeekRanking(lastWeek, options);
  const rows = assignTiers(names, (name) => {
    const deck = lastWeek.decks[name];
    return deck ? lastWeekValue(deck, options.sortBy) : Number.NaN;
  });
  return new Map(rows.flatMap((row) => row.items.map((name) => [name, row.tier] as const)));
}

/** The summary of the changes from `before` to `now` (deck name -> tier), for the decks followed (ids). */
export function summarizeVisit(now: ReadonlyMap<string, Tier>, before: ReadonlyMap<string, Tier>, follows: readonly string[]): VisitSummary {
  const move = (name: string): TierMove => ({ id: deckIdFromName(name), name, from: before.get(name) ?? null, to: now.get(name) ?? null });
  const names = new Map<string, string>();
  for (const name of [...before.keys(), ...now.keys()]) names.set(deckIdFromName(name), name);
  const moved = follows
    .map((id) => names.get(id))
    .filter((name): name is string => name !== undefined)
    .map(move)
    .filter((m) => m.from !== m.to);
  const added = [...now.keys()].filter((name) => !before.has(name)).map(move);
  const entered = [...now.keys()].filter((name) => before.has(name) && atTop(now.get(name)) && !atTop(before.get(name))).map(move);
  const left = [...before.keys()].filter((name) => atTop(before.get(name)) && !atTop(now.get(name))).map(move);
  return { moved, entered, left, added };
}

/**
 * The marks on the tiles: each deck the summary names that is in the tier list now, with its tier in
 * the previous data set (null: it is new).
 */
export function visitMarks(summary: VisitSummary): Map<string, Tier | null> {
  const marks = new Map<string, Tier | null>();
  for (const move of [...summary.moved, ...summary.entered, ...summary.added]) if (move.to !== null) marks.set(move.id, move.from);
  return marks;
}

/** True when there is nothing to tell. */
export function isQuietVisit(summary: VisitSummary): boolean {
  return summary.moved.length + summary.entered.length + summary.left.length + summary.added.length === 0;
}
