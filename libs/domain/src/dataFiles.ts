/**
 * Shapes of the data files (as published under /data): the agreement between the data pipeline
 * (data/), the data API and every part that reads them. Types and a few constants only.
 */

export const ENERGY_TYPES = ['Grass', 'Fire', 'Water', 'Lightning', 'Psychic', 'Fighting', 'Darkness', 'Metal', 'Dragon', 'Colorless'] as const;
export type EnergyType = (typeof ENERGY_TYPES)[number];
export type CardType = EnergyType | 'Trainer';

/** `<set>-<NNN>`, e.g. `a1-001`, `pa-007`. */
export type CardId = string;

/** One card of the catalogue (`/data/cards.json`, v4 card dataset fields). */
export interface Card {
  id: CardId;
  name: string;
  type: CardType;
  ex: 'Yes' | 'No';
  set: string;
  rarity?: string;
  /** Absolute URL in the source layout; the site builds its own URL from the configured image base. */
  image?: string;
  /**
   * The card's name in other site languages (language code -> name), only where it differs from
   * `name` (English). Added by the data publish step from TCGdex; absent languages show `name`.
   */
  names?: Partial<Record<string, string>>;
  /** Set by the site when `name` was replaced by a local name: the English name. Never in a data file. */
  englishName?: string;
}

/** One expansion (set). `releaseDate` is an ISO date or null when unknown. */
export interface Expansion {
  id: string;
  name: string;
  releaseDate: string | null;
  series?: string;
  promo?: boolean;
}

/** A deck list as published: cards as `count:cardId` strings adding up to 20. */
export interface DeckList {
  cards: string[];
  score: number;
  strength: number;
}

/** A deck archetype of `/data/best-decks.json`. */
export interface Archetype {
  name: string;
  lists: DeckList[];
  popularity: number;
  percentOfGames: number;
}

/** A row of `/data/matchup-data.json` (and of the per-deck matchup files). */
export interface Matchup {
  name: string;
  winRate: number;
  totalGames: number;
}

/** `/data/matchup-data.json`: archetype name -> its matchups, including a row named `Total`. */
export type MatchupData = Record<string, Matchup[]>;

/** `/data/matchup-summary.json`: archetype name -> its `Total` row only (what the tier list needs). */
export type MatchupSummary = Record<string, { winRate: number; totalGames: number }>;

/** A row of `/data/card-scores.json`: name is `<copies> <card name> <SET> <number>`. */
export interface CardScore {
  name: string;
  score: number;
  popularity: number;
}

/** `/data/meta.json`. */
export interface DataMeta {
  /** ISO 8601 date (or date-time) of the last data update. */
  lastUpdated: string;
  expansions: Expansion[];
  /**
   * Whether the set has the statistics files (history.json, stats-<N>d.json, last-week.json): true
   * when the pipeline built it from tournaments, false for a published drop that has none; absent when
   * the set does not say (the files are then asked for, and a 404 means none).
   */
  statistics?: boolean;
}

/** A range of days of the data: first and last day (ISO dates, inclusive) and its number of days. */
export interface DataWindow {
  from: string;
  to: string;
  days: number;
}

/** Share, win rate and games of an archetype over a range (win rate and games without mirrors). */
export interface DeckShare {
  /** Its entries / all entries of the range (0..1). */
  share: number;
  /** Points / games against other archetypes; null when it played no such game. */
  winRate: number | null;
  /** Games against other archetypes (mirrors left out). */
  games: number;
}

/** One Monday-to-Sunday week of `/data/history.json`. */
export interface HistoryWeek {
  /** Monday (ISO date). */
  start: string;
  /** Sunday (ISO date). */
  end: string;
  /** Days of the week up to the as-of date (7, except for the week that contains it). */
  days: number;
  entries: number;
  games: number;
  /** Archetype name -> its share that week, most played first. */
  decks: Record<string, DeckShare>;
}

/** `/data/history.json`: the 12 weeks ending with the week of the as-of date, oldest first. */
export interface MetaHistory {
  asOf: string;
  weeks: HistoryWeek[];
}

/** A cell of a statistics matrix: the row deck's win rate against the column deck, and their games. */
export interface MatrixCell {
  winRate: number;
  games: number;
}

/** `/data/stats-7d.json`, `stats-14d.json`, `stats-30d.json`: the meta over the N days ending at the as-of date. */
export interface StatsWindow {
  asOf: string;
  window: DataWindow;
  entries: number;
  games: number;
  /** Archetype name -> its share, most played first. */
  decks: Record<string, DeckShare>;
  /** The top archetypes by share (at most 30), highest first: the rows and columns of the matrix. */
  top: string[];
  /** matrix[a][b]: a's win rate against b (the mirror cell as the mirror matchup row); absent without games. */
  matrix: Record<string, Record<string, MatrixCell>>;
}

/**
 * The days of the statistics files (`stats-<N>d.json`). A type only: the list of them is
 * `STATS_WINDOW_DAYS` of @tcgp/schemas.
 */
export type StatsWindowDays = 7 | 14 | 30;

/** One archetype of `/data/last-week.json`, ranked exactly like best-decks.json one week earlier. */
export interface LastWeekDeck {
  /** The highest score among its kept lists. */
  score: number;
  /** Entries / all entries (not yet relative to the top deck). */
  popularity: number;
  /** The highest strength among its kept lists (not yet relative to the top deck). */
  strength: number;
  /** Its `Total` win rate. */
  winRate: number;
  percentOfGames: number;
}

/** `/data/last-week.json`: the ranking of the same window as of 7 days before the as-of date. */
export interface LastWeek {
  asOf: string;
  window: DataWindow;
  decks: Record<string, LastWeekDeck>;
}

/** Error of a data file that arrived but does not have the expected shape (checked at the boundary). */
export interface DataValidationError {
  status: 'CUSTOM_ERROR';
  error: 'VALIDATION_ERROR';
  data: { file: string; problems: { path: string; reason: string }[] };
}

export function isDataValidationError(e: unknown): e is DataValidationError {
  return typeof e === 'object' && e !== null && (e as { error?: unknown }).error === 'VALIDATION_ERROR';
}
