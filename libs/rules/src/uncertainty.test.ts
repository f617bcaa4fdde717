import { UNCERTAIN_BELOW_GAMES, WILSON_Z, gamesFromWilsonScore, hasEnoughGames, isUncertain, wilsonInterval } from './uncertainty';

function interval(rate: number, games: number): [number, number] {
  const result = wilsonInterval(rate, games);
  if (!result) throw new Error('no interval');
  return [result.lower, result.upper];
}

function expectInterval(rate: number, games: number, lower: number, upper: number) {
  const [l, u] = interval(rate, games);
  expect(l).toBeCloseTo(lower, 10);
  expect(u).toBeCloseTo(upper, 10);
}

describe('wilsonInterval (95 %, z = 1.96)', () => {
  it('uses z = 1.96', () => {
    expect(WILSON_Z).toBe(1.96);
  });

  it('has no interval without games (n = 0), for negative games or a rate that is not a number', () => {
    expect(wilsonInterval(0.5, 0)).toBeNull();
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(0.5, -3)).toBeNull();
    expect(wilsonInterval(Number.NaN, 40)).toBeNull();
    expect(wilsonInterval(0.5, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('gives the exact bounds at the boundaries n = 20 and n = 21', () => {
    expectInterval(0.5, 20, 0.29929491443, 0.70070508557);
    expectInterval(0.5, 21, 0.303376105684, 0.696623894316);
    expectInterval(0.75, 20, 0.531294990042, 0.888139947211);
    expectInterval(0.6, 21, 0.391264655798, 0.777806579549);
  });

  it('narrows with more games: 58.7 % over 1,000 games is 55.6 %..61.7 %; one game says almost nothing', () => {
    expectInterval(0.587, 1000, 0.556206106122, 0.617128013524);
    expectInterval(0.5, 1, 0.054619065146, 0.945380934854);
  });

  it('stays inside 0..1 at the edges: 0 % and 100 % over 20 games', () => {
    expectInterval(0, 20, 0, 0.161130125495);
    expectInterval(1, 20, 0.838869874505, 1);
    // A rate outside 0..1 is clamped to the nearest edge.
    expect(wilsonInterval(1.2, 20)).toEqual(wilsonInterval(1, 20));
    expect(wilsonInterval(-0.1, 20)).toEqual(wilsonInterval(0, 20));
  });

  it('contains the win rate itself', () => {
    for (const [rate, games] of [
      [0.1, 5],
      [0.5, 20],
      [0.9, 21],
      [0.33, 3000],
    ] as const) {
      const [l, u] = interval(rate, games);
      expect(l).toBeLessThanOrEqual(rate);
      expect(u).toBeGreaterThanOrEqual(rate);
    }
  });
});

describe('isUncertain and hasEnoughGames', () => {
  it('marks win rates from fewer than 20 games as uncertain: 0 and 19 are, 20 and 21 are not', () => {
    expect(UNCERTAIN_BELOW_GAMES).toBe(20);
    expect(isUncertain(0)).toBe(true);
    expect(isUncertain(19)).toBe(true);
    expect(isUncertain(19.5)).toBe(true);
    expect(isUncertain(20)).toBe(false);
    expect(isUncertain(21)).toBe(false);
    expect(isUncertain(Number.NaN)).toBe(true);
  });

  it('counts a matchup as a result only with more than 20 games: 20 is not enough, 21 is', () => {
    expect(hasEnoughGames(0)).toBe(false);
    expect(hasEnoughGames(20)).toBe(false);
    expect(hasEnoughGames(21)).toBe(true);
  });
});

describe('gamesFromWilsonScore', () => {
  it('recovers the games behind a list from its strength and its score (the Wilson lower bound)', () => {
    for (const [rate, games] of [
      [0.6, 21],
      [0.5, 20],
      [0.75, 20],
      [0.587, 1000],
      [1, 20],
      [0.5, 1],
    ] as const) {
      const lower = wilsonInterval(rate, games)?.lower ?? Number.NaN;
      expect(gamesFromWilsonScore(rate, lower)).toBe(games);
    }
  });

  it('still finds the games when the numbers are rounded to 4 decimals (a few games off for large lists)', () => {
    const lower = wilsonInterval(0.6, 21)?.lower ?? Number.NaN;
    expect(gamesFromWilsonScore(0.6, Math.round(lower * 1e4) / 1e4)).toBe(21);
    const big = wilsonInterval(0.587, 1000)?.lower ?? Number.NaN;
    const estimate = gamesFromWilsonScore(0.587, Math.round(big * 1e4) / 1e4) ?? 0;
    expect(Math.abs(estimate - 1000)).toBeLessThanOrEqual(5);
  });

  it('is null when the pair tells nothing: score 0 (no games), score not below the rate, not numbers', () => {
    expect(gamesFromWilsonScore(0, 0)).toBeNull();
    expect(gamesFromWilsonScore(0.6, 0)).toBeNull();
    expect(gamesFromWilsonScore(0.5, 0.5)).toBeNull();
    expect(gamesFromWilsonScore(0.4, 0.5)).toBeNull();
    expect(gamesFromWilsonScore(1, 1)).toBeNull();
    expect(gamesFromWilsonScore(Number.NaN, 0.3)).toBeNull();
  });
});
