/**
 * How sure a win rate is. A win rate is points / games (a tie counts ½); over few games it says
 * little, so every win rate on the site comes with its number of games and a 95 % Wilson score
 * interval, and win rates from fewer than 20 games are marked as uncertain.
 */
import { MIN_GAMES } from './matchups';

/** z of a two-sided 95 % interval. */
export const WILSON_Z = 1.96;

/** A win rate from fewer games than this is marked as uncertain wherever it is shown. */
export const UNCERTAIN_BELOW_GAMES = 20;

/** A closed interval of win rates (0..1). */
export interface Interval {
  lower: number;
  upper: number;
}

/**
 * The Wilson score interval of a win rate `rate` over `games` games (z = 1.96 for 95 %):
 * `(p + z²/2n ± z·√(p(1−p)/n + z²/4n²)) / (1 + z²/n)`. Its lower bound is the pipeline's list
 * `score` (docs/data.md, "best-decks.json"). Null without games (n ≤ 0) or for a rate that is not a number; a rate
 * outside 0..1 is clamped. Games may be fractional (ties count ½ on each side).
 */
export function wilsonInterval(rate: number, games: number, z: number = WILSON_Z): Interval | null {
  if (!(games > 0) || !Number.isFinite(games) || !Number.isFinite(rate)) return null;
  const p = Math.min(1, Math.max(0, rate));
  const z2n = (z * z) / games;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / games + z2n / (4 * games))) / (1 + z2n);
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

/** True when a win rate rests on fewer than 20 games (0 games included): shown, but marked uncertain. */
export function isUncertain(games: number): boolean {
  return !(games >= UNCERTAIN_BELOW_GAMES);
}

/**
 * True when a matchup rests on enough games to count as a result: more than 20 (docs/product-rules.md, the
 * rule of the strong / weak lists). The statistics matrix shows cells with 20 games or fewer as
 * "not enough games", uncoloured.
 */
export function hasEnoughGames(games: number): boolean {
  return games > MIN_GAMES;
}

/**
 * The number of games behind a list's strength, recovered from its score: the pipeline publishes a
 * list's `strength` (win rate p) and its `score` (the Wilson lower bound L of p, z = 1.96) but not
 * its games. L solves (p − L)² = z²·L(1 − L)/n, so n = z²·L(1 − L)/(p − L)², rounded to a whole
 * number. Null when the pair tells nothing: no games (score 0), p ≤ L, or values that are not numbers.
 * Exact for files of the pipeline; an estimate for data whose score is computed another way.
 */
export function gamesFromWilsonScore(rate: number, score: number, z: number = WILSON_Z): number | null {
  if (!Number.isFinite(rate) || !Number.isFinite(score) || !(score > 0) || !(score < 1) || !(rate > score)) return null;
  const n = Math.round((z * z * score * (1 - score)) / (rate - score) ** 2);
  return n > 0 ? n : null;
}
