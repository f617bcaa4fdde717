/**
 * How many games a deck's numbers rest on. A deck's games are those of its overall (`Total`) win rate,
 * the same number the deck page's win rate shows. Below {@link FEW_GAMES_BELOW} a tier tile marks the
 * deck "few games"; the tier list can hide decks below a chosen minimum ({@link MIN_GAMES_OPTIONS}).
 */
import type { MatchupSummary } from '@tcgp/domain';

/**
 * A deck with fewer games than this is marked "few games" (exactly 100 is not). Why 100: over 100 games
 * the 95 % interval of a 50 % win rate is still about ±10 points (40–60 %), wider than the gap between
 * most neighbouring tiers; below it a deck's place says more about luck than about the deck.
 */
export const FEW_GAMES_BELOW = 100;

/** The tier list's minimum-games choices (0 = any, the default). */
export const MIN_GAMES_OPTIONS = [0, 50, 100, 500] as const;
export type MinGames = (typeof MIN_GAMES_OPTIONS)[number];

/** The address parameter of the minimum-games choice (`/tier-list?min-games=100`). */
export const MIN_GAMES_PARAM = 'min-games';

/** The games behind a deck's overall win rate (its `Total` row); null when the summary does not say. */
export function deckGames(deckName: string, summary: MatchupSummary | undefined): number | null {
  const games = summary?.[deckName]?.totalGames;
  return typeof games === 'number' && Number.isFinite(games) ? games : null;
}

/** True when a deck rests on fewer than {@link FEW_GAMES_BELOW} games (unknown games are not marked). */
export function hasFewGames(games: number | null): boolean {
  return games !== null && games < FEW_GAMES_BELOW;
}

/**
 * True when a deck has at least `min` games. Any deck passes `0`; a deck whose games are unknown
 * passes only `0` (nothing says it has enough).
 */
export function meetsMinGames(games: number | null, min: number): boolean {
  if (min <= 0) return true;
  return games !== null && games >= min;
}

function isMinGames(value: number): value is MinGames {
  return (MIN_GAMES_OPTIONS as readonly number[]).includes(value);
}

/**
 * The minimum-games choice of a query string: one of {@link MIN_GAMES_OPTIONS}; anything else
 * (missing, not a number, another number) is 0 (any). `canonical` is false when the address says it
 * differently from {@link withMinGames} (then it is replaced).
 */
export function parseMinGames(search: string): { min: MinGames; canonical: boolean } {
  const raw = new URLSearchParams(search).getAll(MIN_GAMES_PARAM);
  if (raw.length === 0) return { min: 0, canonical: true };
  const value = raw[0] ?? '';
  const number = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  const min = isMinGames(number) ? number : 0;
  return { min, canonical: raw.length === 1 && min !== 0 && value === String(min) };
}

/**
 * The query string with `min` as its minimum-games parameter, the other parameters kept in their
 * order; without it for 0. Gives `''` or a string starting with `?`.
 */
export function withMinGames(search: string, min: number): string {
  const params = new URLSearchParams(search);
  params.delete(MIN_GAMES_PARAM);
  if (min > 0) params.append(MIN_GAMES_PARAM, String(min));
  const query = params.toString();
  return query === '' ? '' : `?${query.replace(/%2C/gi, ',')}`;
}
