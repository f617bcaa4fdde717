import type { StatsWindowDays } from '@tcgp/domain';

/** Names of the published data files (under the data base URL). */
export const DATA_FILES = {
  cards: 'cards.json',
  bestDecks: 'best-decks.json',
  matchupData: 'matchup-data.json',
  matchupSummary: 'matchup-summary.json',
  cardScores: 'card-scores.json',
  meta: 'meta.json',
  matchupsDir: 'matchups',
  history: 'history.json',
  lastWeek: 'last-week.json',
} as const;

/** The windows of the statistics files, shortest first. */
export const STATS_WINDOW_DAYS: readonly StatsWindowDays[] = [7, 14, 30];

/** File name of the statistics over the N days ending at the as-of date: `stats-14d.json`. */
export function statsFileName(days: StatsWindowDays): string {
  return `stats-${days}d.json`;
}

/**
 * File name of one deck's matchup file inside `matchups/`. Deck ids may hold `&` or `'`; the name is
 * the URL-encoded id with `%` replaced by `_`, so it is the same on disk and in a URL (no double
 * decoding by static hosts): `espeon-b3a-020&swablu-b1-196` -> `espeon-b3a-020_26swablu-b1-196.json`.
 */
export function matchupFileName(deckId: string): string {
  return `${encodeURIComponent(deckId).replace(/%/g, '_')}.json`;
}
