/**
 * Shapes of the data files (as published under /data) and of the values the domain functions derive.
 * These are the contract between the data build (data/), the data API and every remote.
 */

export const ENERGY_TYPES = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Dragon',
  'Colorless',
] as const;
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
}

export const SORT_OPTIONS = ['score', 'popularity', 'strength', 'winRate'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

/** Filter state (SPEC section 3). */
export interface Filters {
  energy: EnergyType | null;
  includeEx: boolean;
  deckAmount: number;
  sortBy: SortBy;
  expansion: string | null;
}

export const TIERS = ['S', 'A', 'B', 'C', 'D', 'E'] as const;
export type Tier = (typeof TIERS)[number];
