import { MAX_MATCHUPS, MIN_GAMES, TOTAL, WIN_RATE_THRESHOLD, overallWinRate, strongAndWeak, summarizeMatchups } from './matchups';
import type { Matchup } from '@tcgp/domain';

const m = (name: string, winRate: number, totalGames = 100): Matchup => ({ name, winRate, totalGames });

describe('constants', () => {
  it('match docs/product-rules.md', () => {
    expect([TOTAL, MIN_GAMES, WIN_RATE_THRESHOLD, MAX_MATCHUPS]).toEqual(['Total', 20, 0.505, 6]);
  });
});

describe('overallWinRate', () => {
  it('reads the Total row', () => {
    expect(overallWinRate([m('a', 0.4), m('Total', 0.53)])).toBe(0.53);
    expect(overallWinRate([m('a', 0.4)])).toBeNull();
  });
});

describe('strongAndWeak', () => {
  // The decks of the current list with their scores (every opponent equally strong unless a test says otherwise).
  const current = new Map(['self', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) => [name, 0.5]));

  it('needs more than 20 games: exactly 20 is left out, 21 counts', () => {
    const result = strongAndWeak('self', [m('a', 0.6, 20), m('b', 0.6, 21), m('c', 0.4, 20), m('d', 0.4, 20.5)], current);
    expect(result.strong.map((x) => x.name)).toEqual(['b']);
    expect(result.weak.map((x) => x.name)).toEqual(['d']);
  });

  it('exactly 0.505 is weak, 0.5051 is strong', () => {
    const result = strongAndWeak('self', [m('a', 0.505), m('b', 0.5051)], current);
    expect(result.strong.map((x) => x.name)).toEqual(['b']);
    expect(result.weak.map((x) => x.name)).toEqual(['a']);
  });

  it('leaves out Total, the deck itself and decks not in the current list', () => {
    const result = strongAndWeak('self', [m('Total', 0.7), m('self', 0.5), m('zz', 0.9), m('zz2', 0.1), m('a', 0.7)], current);
    expect(result.strong.map((x) => x.name)).toEqual(['a']);
    expect(result.weak).toEqual([]);
  });

  it('keeps the strongest opponents it beats (by their score) and shows them by win rate, highest first', () => {
    // Seven opponents beaten: the weakest one (g, score 0.1) is left out although its win rate is the highest.
    const scores = new Map([
      ['a', 0.3],
      ['b', 0.58],
      ['c', 0.45],
      ['d', 0.58],
      ['e', 0.2],
      ['f', 0.4],
      ['g', 0.1],
      ['h', 0.5],
    ]);
    const rows = [m('a', 0.8), m('b', 0.52), m('c', 0.6), m('d', 0.55), m('e', 0.51), m('f', 0.6, 300), m('g', 0.9), m('h', 0.3)];
    const result = strongAndWeak('self', rows, scores);
    // c and f tie at 60 %: f has more games (300 against 100), so it comes first.
    expect(result.strong.map((x) => x.name)).toEqual(['a', 'f', 'c', 'd', 'b', 'e']);
    expect(result.weak.map((x) => x.name)).toEqual(['h']);
  });

  it('shows weak matchups worst first, equal win rates by more games first', () => {
    const result = strongAndWeak('self', [m('a', 0.45, 50), m('b', 0.4, 30), m('c', 0.45, 400), m('d', 0.505, 25)], current);
    expect(result.weak.map((x) => x.name)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('caps each side at 6: strong by win rate when opponents score alike, weak lowest first', () => {
    const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].flatMap((name, i) => [m(name, 0.51 + i * 0.01), m(name, 0.5 - i * 0.01)]);
    const result = strongAndWeak('self', rows, current);
    expect(result.strong).toHaveLength(6);
    expect(result.weak).toHaveLength(6);
    expect(result.strong.map((x) => x.winRate)).toEqual([0.58, 0.57, 0.56, 0.55, 0.54, 0.53].map((v) => expect.closeTo(v)));
    expect(result.weak.map((x) => x.winRate)).toEqual([0.43, 0.44, 0.45, 0.46, 0.47, 0.48].map((v) => expect.closeTo(v)));
  });
});

describe('summarizeMatchups', () => {
  it('keeps the Total row of each deck', () => {
    expect(
      summarizeMatchups({
        x: [m('a', 0.4), m('Total', 0.52, 300)],
        y: [m('Total', 0.48, 50)],
        z: [m('a', 0.4)],
      }),
    ).toEqual({ x: { winRate: 0.52, totalGames: 300 }, y: { winRate: 0.48, totalGames: 50 } });
  });
});
