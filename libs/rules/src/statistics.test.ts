import type { HistoryWeek, MetaHistory, StatsWindow } from '@tcgp/domain';
import { FREE_MATRIX_SIZE, MATRIX_SIZES, TREND_DECK_COUNT, matrixSizeFor, matrixView, maxShare, trendDecks, trendSeries } from './statistics';

function week(start: string, entries: number, shares: Record<string, number>): HistoryWeek {
  const decks = Object.fromEntries(Object.entries(shares).map(([name, share]) => [name, { share, winRate: 0.5, games: 10 }]));
  return { start, end: start, days: 7, entries, games: entries * 3, decks };
}

/** Mean shares over the three weeks with entries: a 0.30, b 0.20, c 0.15, d 0.10; the empty week does not count. */
const HISTORY: MetaHistory = {
  asOf: '2026-11-23',
  weeks: [
    week('2026-11-02', 100, { a: 0.3, b: 0.3, d: 0.1 }),
    week('2026-11-09', 0, {}),
    week('2026-11-16', 100, { a: 0.2, b: 0.2, c: 0.15, d: 0.2 }),
    week('2026-11-23', 50, { a: 0.4, b: 0.1, c: 0.3 }),
  ],
};

describe('trend of the meta share', () => {
  it('follows the decks with the highest mean weekly share, highest first, ties by name', () => {
    expect(TREND_DECK_COUNT).toBe(6);
    expect(trendDecks(HISTORY)).toEqual(['a', 'b', 'c', 'd']);
    expect(trendDecks(HISTORY, 2)).toEqual(['a', 'b']);
    expect(trendDecks(HISTORY, 0)).toEqual([]);
    const tied: MetaHistory = { asOf: '2026-11-23', weeks: [week('2026-11-23', 10, { y: 0.5, x: 0.5 })] };
    expect(trendDecks(tied)).toEqual(['x', 'y']);
  });

  it('gives each deck its share per week: 0 when it was not played, null for a week without entries', () => {
    expect(trendSeries(HISTORY, ['c', 'd'])).toEqual([
      { name: 'c', shares: [0, null, 0.15, 0.3] },
      { name: 'd', shares: [0.1, null, 0.2, 0] },
    ]);
    expect(maxShare(trendSeries(HISTORY, ['b', 'c']))).toBe(0.3);
    expect(maxShare([])).toBe(0);
  });
});

describe('matchup matrix', () => {
  const stats: StatsWindow = {
    asOf: '2026-11-23',
    window: { from: '2026-11-10', to: '2026-11-23', days: 14 },
    entries: 100,
    games: 300,
    decks: {},
    top: ['a', 'b', 'c'],
    matrix: {
      a: { a: { winRate: 0.5, games: 40 }, b: { winRate: 0.6, games: 21 }, c: { winRate: 0.3, games: 20 } },
      b: { a: { winRate: 0.4, games: 21 } },
    },
  };

  it("shows the top decks as rows and columns with each pair's cell, null where they did not meet", () => {
    const view = matrixView(stats, 30);
    expect(view.decks).toEqual(['a', 'b', 'c']);
    expect(view.cells).toEqual([
      [
        { winRate: 0.5, games: 40, enough: true },
        { winRate: 0.6, games: 21, enough: true },
        { winRate: 0.3, games: 20, enough: false },
      ],
      [{ winRate: 0.4, games: 21, enough: true }, null, null],
      [null, null, null],
    ]);
  });

  it('keeps the top `size` decks only', () => {
    expect(matrixView(stats, 2)).toEqual({
      decks: ['a', 'b'],
      cells: [
        [
          { winRate: 0.5, games: 40, enough: true },
          { winRate: 0.6, games: 21, enough: true },
        ],
        [{ winRate: 0.4, games: 21, enough: true }, null],
      ],
    });
  });

  it('gives free users (and unknown plans) 10 decks and premium users the size they chose', () => {
    expect(MATRIX_SIZES).toEqual([10, 20, 30]);
    expect(FREE_MATRIX_SIZE).toBe(10);
    expect(matrixSizeFor(true, 30)).toBe(30);
    expect(matrixSizeFor(false, 30)).toBe(10);
    expect(matrixSizeFor(null, 20)).toBe(10);
  });
});
