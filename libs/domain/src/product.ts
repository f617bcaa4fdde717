/**
 * Product constants the parts agree on: how decks are sorted and filtered, how many the free plan
 * shows, the tiers. Each part bundles its copy; the contract's `filters` slice uses the same values.
 */
import type { EnergyType } from './dataFiles';

export const SORT_OPTIONS = ['score', 'popularity', 'strength', 'winRate'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

/** The filters every deck view applies (docs/product-rules.md; the contract's shared `filters` slice). */
export interface DeckFilters {
  energy: EnergyType | null;
  includeEx: boolean;
  deckAmount: number;
  sortBy: SortBy;
}

/** Free-plan (and default) number of decks on the tier list (docs/product-rules.md). */
export const FREE_DECK_AMOUNT = 30;
/** Premium number-of-decks options: 10 to 100 in steps of 10. */
export const DECK_AMOUNT_OPTIONS: readonly number[] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

/** Initial deck filters (docs/product-rules.md). Frozen: copy it, never mutate it. */
export const DEFAULT_DECK_FILTERS: Readonly<DeckFilters> = Object.freeze({
  energy: null,
  includeEx: true,
  deckAmount: FREE_DECK_AMOUNT,
  sortBy: 'score',
});

export const TIERS = ['S', 'A', 'B', 'C', 'D', 'E'] as const;
export type Tier = (typeof TIERS)[number];

/** Decks a player may follow (docs/product-rules.md). */
export const MAX_FOLLOWS = 100;
