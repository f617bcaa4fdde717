import type { LastWeek, LastWeekDeck } from '@tcgp/domain';
import { lastWeekRanking, lastWeekValue, rankChanges } from './rankChange';

function deck(score: number, popularity: number, strength: number, winRate: number, percentOfGames: number): LastWeekDeck {
  return { score, popularity, strength, winRate, percentOfGames };
}

/**
 * | deck | score | popularity | strength | win rate | % of games |
 * |------|-------|------------|----------|----------|------------|
 * | a    | 0.50  | 0.10       | 0.60     | 0.52     | 0.30       |
 * | b    | 0.55  | 0.20       | 0.58     | 0.50     | 0.25       |
 * | c    | 0.40  | 0.05       | 0.70     | 0.61     | 0.20       |
 * | d    | 0.45  | 0.30       | 0.50     | 0.48     | 0.10       |
 */
const LAST_WEEK: LastWeek = {
  asOf: '2026-11-16',
  window: { from: '2026-11-03', to: '2026-11-16', days: 14 },
  decks: {
    a: deck(0.5, 0.1, 0.6, 0.52, 0.3),
    b: deck(0.55, 0.2, 0.58, 0.5, 0.25),
    c: deck(0.4, 0.05, 0.7, 0.61, 0.2),
    d: deck(0.45, 0.3, 0.5, 0.48, 0.1),
  },
};

const names = (...list: string[]) => list.map((name) => ({ name }));

describe('lastWeekRanking', () => {
  it('ranks last week by the metric in force, highest first, in every sort order', () => {
    expect(lastWeekRanking(LAST_WEEK, { sortBy: 'score', deckAmount: 30 })).toEqual(['b', 'a', 'd', 'c']);
    expect(lastWeekRanking(LAST_WEEK, { sortBy: 'popularity', deckAmount: 30 })).toEqual(['d', 'b', 'a', 'c']);
    expect(lastWeekRanking(LAST_WEEK, { sortBy: 'strength', deckAmount: 30 })).toEqual(['c', 'a', 'b', 'd']);
    expect(lastWeekRanking(LAST_WEEK, { sortBy: 'winRate', deckAmount: 30 })).toEqual(['c', 'a', 'b', 'd']);
    expect(lastWeekValue(LAST_WEEK.decks.d as LastWeekDeck, 'popularity')).toBe(0.3);
  });

  it('keeps only the top deckAmount decks by share of games before ranking, as the tier list does', () => {
    // Top 2 by share of games: a (0.30) and b (0.25); by score b is first.
    expect(lastWeekRanking(LAST_WEEK, { sortBy: 'score', deckAmount: 2 })).toEqual(['b', 'a']);
    expect(lastWeekRanking(LAST_WEEK, { sortBy: 'popularity', deckAmount: 3 })).toEqual(['b', 'a', 'c']);
    expect(lastWeekRanking(LAST_WEEK, { sortBy: 'score', deckAmount: 0 })).toEqual([]);
  });

  it('ranks only the decks the missing cards and filters leave, then cuts to deckAmount', () => {
    const eligible = new Set(['b', 'c', 'd']);
    expect(lastWeekRanking(LAST_WEEK, { sortBy: 'score', deckAmount: 2, eligible })).toEqual(['b', 'c']);
    expect(lastWeekRanking(LAST_WEEK, { sortBy: 'score', deckAmount: 30, eligible: new Set() })).toEqual([]);
  });

  it('keeps the file order for equal values', () => {
    const tied: LastWeek = { ...LAST_WEEK, decks: { x: deck(0.5, 0.1, 0.5, 0.5, 0.1), y: deck(0.5, 0.1, 0.5, 0.5, 0.1), z: deck(0.6, 0.1, 0.5, 0.5, 0.1) } };
    expect(lastWeekRanking(tied, { sortBy: 'score', deckAmount: 30 })).toEqual(['z', 'x', 'y']);
  });
});

describe('rankChanges', () => {
  it('says up or down by how many places, the same, or new, for the decks shown now', () => {
    // Now by score: c, b, e (new), a; last week: b 1, a 2, d 3, c 4.
    const changes = rankChanges(names('c', 'b', 'e', 'a'), LAST_WEEK, { sortBy: 'score', deckAmount: 30 });
    expect(Object.fromEntries(changes)).toEqual({
      c: { kind: 'up', rank: 1, lastRank: 4, by: 3 },
      b: { kind: 'down', rank: 2, lastRank: 1, by: 1 },
      e: { kind: 'new', rank: 3 },
      a: { kind: 'down', rank: 4, lastRank: 2, by: 2 },
    });
  });

  it('compares within the same sort order: the same decks move differently by popularity', () => {
    const changes = rankChanges(names('d', 'b', 'a', 'c'), LAST_WEEK, { sortBy: 'popularity', deckAmount: 30 });
    expect([...changes.values()].map((c) => c.kind)).toEqual(['same', 'same', 'same', 'same']);
  });

  it("calls a deck that was beyond last week's deck amount new", () => {
    const changes = rankChanges(names('d', 'a'), LAST_WEEK, { sortBy: 'score', deckAmount: 2 });
    expect(changes.get('d')).toEqual({ kind: 'new', rank: 1 });
    expect(changes.get('a')).toEqual({ kind: 'same', rank: 2, lastRank: 2 });
  });
});
