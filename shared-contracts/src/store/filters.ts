import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DECK_AMOUNT_OPTIONS, DEFAULT_DECK_FILTERS, type DeckFilters, type EnergyType, type SortBy } from '@tcgp/domain';

/** The shared deck filters (docs/product-rules.md): set by the tier list's filter bar, read by every deck view. */
export const filtersSlice = createSlice({
  name: 'filters',
  initialState: (): DeckFilters => ({ ...DEFAULT_DECK_FILTERS }),
  reducers: {
    setEnergy(state, action: PayloadAction<EnergyType | null>) {
      state.energy = action.payload;
    },
    setIncludeEx(state, action: PayloadAction<boolean>) {
      state.includeEx = action.payload;
    },
    /** Only the options 10..100 in steps of 10 are taken; anything else is ignored. */
    setDeckAmount(state, action: PayloadAction<number>) {
      if (DECK_AMOUNT_OPTIONS.includes(action.payload)) state.deckAmount = action.payload;
    },
    setSortBy(state, action: PayloadAction<SortBy>) {
      state.sortBy = action.payload;
    },
    /** Replaces every filter at once (e.g. from a shared link); unknown values keep their defaults. */
    filtersReplaced(_state, action: PayloadAction<DeckFilters>) {
      const next = action.payload;
      return {
        ...DEFAULT_DECK_FILTERS,
        ...next,
        deckAmount: DECK_AMOUNT_OPTIONS.includes(next.deckAmount) ? next.deckAmount : DEFAULT_DECK_FILTERS.deckAmount,
      };
    },
    resetFilters() {
      return { ...DEFAULT_DECK_FILTERS };
    },
  },
  selectors: {
    selectFilters: (state) => state,
  },
});

export const { setEnergy, setIncludeEx, setDeckAmount, setSortBy, filtersReplaced, resetFilters } = filtersSlice.actions;
export const { selectFilters } = filtersSlice.selectors;
