/**
 * The statistics page's views of history.json and stats-<N>d.json (docs/data.md, "Definitions"): the meta-share
 * trend of the top decks and the matchup matrix of the top decks of a window. Pure functions.
 */
import type { HistoryWeek, MatrixCell, MetaHistory, StatsWindow } from '@tcgp/domain';
import { hasEnoughGames } from './uncertainty';

/** How many decks the trend chart follows. */
export const TREND_DECK_COUNT = 6;

/** Matrix sizes: free users see the top 10 decks; premium users choose 10, 20 or 30. */
export const MATRIX_SIZES = [10, 20, 30] as const;
export type MatrixSize = (typeof MATRIX_SIZES)[number];
export const FREE_MATRIX_SIZE: MatrixSize = 10;

/** The matrix size in force: the chosen one for premium users, 10 for everyone else. */
export function matrixSizeFor(premium: boolean | null, chosen: MatrixSize): MatrixSize {
  return premium === true ? chosen : FREE_MATRIX_SIZE;
}

/** True when a week has tournament entries (a week without any has no shares at all). */
function hasEntries(week: HistoryWeek): boolean {
  return week.entries > 0;
}

/**
 * The top decks of the history: the `count` decks with the highest mean weekly share over the weeks
 * that have entries (a deck absent from such a week counts 0 there), highest first, ties by name.
 */
export function trendDecks(history: MetaHistory, count: number = TREND_DECK_COUNT): string[] {
  const weeks = history.weeks.filter(hasEntries);
  const totals = new Map<string, number>();
  for (const week of weeks) for (const [name, deck] of Object.entries(week.decks)) totals.set(name, (totals.get(name) ?? 0) + deck.share);
  return [...totals]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, Math.max(0, count))
    .map(([name]) => name);
}

/** One deck's line: its share in each week of the history (null for a week without any entries). */
export interface TrendSeries {
  name: string;
  shares: (number | null)[];
}

/** The weekly shares of `names`, one value per week of the history (oldest first). */
export function trendSeries(history: MetaHistory, names: readonly string[]): TrendSeries[] {
  return names.map((name) => ({ name, shares: history.weeks.map((week) => (hasEntries(week) ? (week.decks[name]?.share ?? 0) : null)) }));
}

/** The highest share among the series (0 when there is none): the top of the chart's scale. */
export function maxShare(series: readonly TrendSeries[]): number {
  let max = 0;
  for (const s of series) for (const share of s.shares) if (share !== null && share > max) max = share;
  return max;
}

/** A cell of the matrix view: the row deck against the column deck; null when they did not meet. */
export interface MatrixViewCell extends MatrixCell {
  /** More than 20 games: a result (coloured); otherwise "not enough games". */
  enough: boolean;
}

export interface MatrixView {
  /** The rows and columns, highest share first. */
  decks: string[];
  /** cells[row][column]. */
  cells: (MatrixViewCell | null)[][];
}

/** The matchup matrix of the top `size` decks of a window. */
export function matrixView(stats: StatsWindow, size: number): MatrixView {
  const decks = stats.top.slice(0, Math.max(0, size));
  const cells = decks.map((row) =>
    decks.map((column) => {
      const cell = stats.matrix[row]?.[column];
      return cell ? { ...cell, enough: hasEnoughGames(cell.games) } : null;
    }),
  );
  return { decks, cells };
}
