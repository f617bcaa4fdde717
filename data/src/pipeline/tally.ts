/**
 * Counting over a range of days: entries and games per archetype, per pair of archetypes and per list.
 * Every statistic of the data files is a ratio of these counts (see outputs.ts). Pure.
 */
import type { DayRange } from './dates';
import { POINTS, type TournamentStore } from './store';

export interface ArchetypeTally {
  entries: number;
  /** Game sides played (a mirror game gives the archetype two sides). */
  sides: number;
  /** Points over all sides (win 1, tie 1/2). */
  points: number;
  /** Games against other archetypes (mirrors excluded) and the points in them. */
  games: number;
  gamePoints: number;
}

export interface PairTally {
  games: number;
  /** Points of the row's archetype; for a mirror, of both sides. */
  points: number;
}

export interface ListTally {
  list: number;
  entries: number;
  sides: number;
  points: number;
}

export interface Tally {
  range: DayRange;
  entries: number;
  games: number;
  /** Tournaments dated in the range. */
  tournaments: number;
  archetypes: Map<number, ArchetypeTally>;
  /** Archetype -> opponent archetype -> games between them. */
  pairs: Map<number, Map<number, PairTally>>;
  /** Archetype -> list -> its entries and their games. */
  lists: Map<number, Map<number, ListTally>>;
}

/** The value of `key`, made and stored by `make` the first time. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

function archetypeTally(tally: Tally, archetype: number): ArchetypeTally {
  return entry(tally.archetypes, archetype, () => ({ entries: 0, sides: 0, points: 0, games: 0, gamePoints: 0 }));
}

function pairTally(tally: Tally, a: number, b: number): PairTally {
  return entry(
    entry(tally.pairs, a, () => new Map<number, PairTally>()),
    b,
    () => ({ games: 0, points: 0 }),
  );
}

function listTally(tally: Tally, archetype: number, list: number): ListTally {
  return entry(
    entry(tally.lists, archetype, () => new Map<number, ListTally>()),
    list,
    () => ({ list, entries: 0, sides: 0, points: 0 }),
  );
}

/** Counts the entries and games of the store dated in `range` (inclusive). */
export function tallyRange(store: TournamentStore, range: DayRange): Tally {
  const tally: Tally = { range, entries: 0, games: 0, tournaments: 0, archetypes: new Map(), pairs: new Map(), lists: new Map() };
  const inRange = (day: number): boolean => day >= range.from && day <= range.to;
  for (const day of store.tournamentDays) if (inRange(day)) tally.tournaments += 1;
  const { entryDay, entryArchetype, entryList } = store;
  for (let e = 0; e < entryDay.length; e += 1) {
    if (!inRange(entryDay[e] ?? NaN)) continue;
    const archetype = entryArchetype[e] ?? -1;
    tally.entries += 1;
    archetypeTally(tally, archetype).entries += 1;
    listTally(tally, archetype, entryList[e] ?? -1).entries += 1;
  }
  const { gameDay, gameA, gameB, gameOutcome } = store;
  for (let g = 0; g < gameDay.length; g += 1) {
    if (!inRange(gameDay[g] ?? NaN)) continue;
    const ea = gameA[g] ?? 0;
    const eb = gameB[g] ?? 0;
    const [pa, pb] = POINTS[gameOutcome[g] ?? 3];
    const a = entryArchetype[ea] ?? -1;
    const b = entryArchetype[eb] ?? -1;
    tally.games += 1;
    const ta = archetypeTally(tally, a);
    const tb = archetypeTally(tally, b);
    ta.sides += 1;
    ta.points += pa;
    tb.sides += 1;
    tb.points += pb;
    if (a === b) {
      const mirror = pairTally(tally, a, a);
      mirror.games += 1;
      mirror.points += pa + pb;
    } else {
      ta.games += 1;
      ta.gamePoints += pa;
      tb.games += 1;
      tb.gamePoints += pb;
      const ab = pairTally(tally, a, b);
      ab.games += 1;
      ab.points += pa;
      const ba = pairTally(tally, b, a);
      ba.games += 1;
      ba.points += pb;
    }
    const la = listTally(tally, a, entryList[ea] ?? -1);
    la.sides += 1;
    la.points += pa;
    const lb = listTally(tally, b, entryList[eb] ?? -1);
    lb.sides += 1;
    lb.points += pb;
  }
  return tally;
}

/** Win rate of `points` over `games`; 0 when there are no games. */
export function rate(points: number, games: number): number {
  return games > 0 ? points / games : 0;
}

/**
 * Lower bound of the Wilson score interval (z = 1.96, 95 %) for a win rate of `points / games`.
 * Ties count 1/2, so `points` may be fractional. 0 when there are no games.
 */
export function wilsonLowerBound(points: number, games: number, z = 1.96): number {
  if (games <= 0) return 0;
  const p = points / games;
  const z2 = z * z;
  const centre = p + z2 / (2 * games);
  const margin = z * Math.sqrt((p * (1 - p)) / games + z2 / (4 * games * games));
  return Math.min(1, Math.max(0, (centre - margin) / (1 + z2 / games)));
}
