import type { Matchup, MatchupData, MatchupSummary } from '@tcgp/domain';

/** Name of the matchup row holding a deck's overall win rate. */
export const TOTAL = 'Total';
/** A matchup counts for strong/weak only with MORE than this many games. */
export const MIN_GAMES = 20;
/** Strong: win rate above this; weak: at or below. */
export const WIN_RATE_THRESHOLD = 0.505;
/** At most this many strong and this many weak matchups. */
export const MAX_MATCHUPS = 6;

/** The overall win rate of a deck: the `Total` row's win rate, or null when there is none. */
export function overallWinRate(matchups: readonly Matchup[]): number | null {
  return matchups.find((m) => m.name === TOTAL)?.winRate ?? null;
}

/**
 * Strong and weak matchups of a deck (docs/product-rules.md). Only rows with more than 20 games count
 * (exactly 20 is left out); the `Total` row, the deck itself and decks not in the current list (the
 * keys of `opponentScores`) are left out. Strong: win rate > 0.505; weak: <= 0.505 (exactly 0.505 is
 * weak). Up to 6 each.
 * Which: Strong Against keeps the 6 STRONGEST opponents it beats (by the opponent deck's score in the
 * current list, equal scores by higher win rate; "beats the top decks" is what a player needs); Weak
 * Against the 6 worst matchups.
 * Order shown: Strong Against by win rate, highest first; Weak Against by win rate, lowest first; equal
 * win rates by more games first. Remaining ties keep the input order.
 */
export function strongAndWeak(
  deckName: string,
  matchups: readonly Matchup[],
  opponentScores: ReadonlyMap<string, number>,
): { strong: Matchup[]; weak: Matchup[] } {
  const counted = matchups.filter((m) => m.totalGames > MIN_GAMES && m.name !== TOTAL && m.name !== deckName && opponentScores.has(m.name));
  const scoreOf = (m: Matchup) => opponentScores.get(m.name) ?? 0;
  const strong = counted
    .filter((m) => m.winRate > WIN_RATE_THRESHOLD)
    .sort((a, b) => scoreOf(b) - scoreOf(a) || b.winRate - a.winRate)
    .slice(0, MAX_MATCHUPS)
    .sort((a, b) => b.winRate - a.winRate || b.totalGames - a.totalGames);
  const weak = counted
    .filter((m) => m.winRate <= WIN_RATE_THRESHOLD)
    .sort((a, b) => a.winRate - b.winRate || b.totalGames - a.totalGames)
    .slice(0, MAX_MATCHUPS);
  return { strong, weak };
}

/**
 * Keeps only each deck's `Total` row (what the tier list needs for the win-rate sort).
 * Decks without a `Total` row are left out of the summary.
 */
export function summarizeMatchups(data: MatchupData): MatchupSummary {
  const summary: MatchupSummary = {};
  for (const [name, rows] of Object.entries(data)) {
    const total = rows.find((m) => m.name === TOTAL);
    if (total) summary[name] = { winRate: total.winRate, totalGames: total.totalGames };
  }
  return summary;
}
