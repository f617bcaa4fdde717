import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EnergyType, Filters, SortBy } from '../domain/types';

/** Filter defaults exactly as SPEC section 3 and 9. */
export const INITIAL_FILTERS: Filters = {
  energy: null,
  includeEx: true,
  deckAmount: 30,
  sortBy: 'score',
  expansion: null,
};

export const filtersSlice = createSlice({
  name: 'filters',
  initialState: INITIAL_FILTERS,
  reducers: {
    setEnergy(state, action: PayloadAction<EnergyType | null>) {
      state.energy = action.payload;
    },
    setIncludeEx(state, action: PayloadAction<boolean>) {
      state.includeEx = action.payload;
    },
    setDeckAmount(state, action: PayloadAction<number>) {
      const n = action.payload;
      if (Number.isInteger(n) && n >= 10 && n <= 100 && n % 10 === 0) state.deckAmount = n;
    },
    setSortBy(state, action: PayloadAction<SortBy>) {
      state.sortBy = action.payload;
    },
    setExpansion(state, action: PayloadAction<string | null>) {
      state.expansion = action.payload;
    },
    resetFilters() {
      return INITIAL_FILTERS;
    },
  },
  selectors: {
    selectFilters: (state) => state,
  },
});

export const { setEnergy, setIncludeEx, setDeckAmount, setSortBy, setExpansion, resetFilters } = filtersSlice.actions;
export const { selectFilters } = filtersSlice.selectors;
