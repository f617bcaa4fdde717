import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CardId } from '../types';

/** The player's missing cards: a list where add APPENDS (the same id twice = two copies missing). */
export interface MissingCardsState {
  ids: CardId[];
}

const initialState: MissingCardsState = { ids: [] };

export const missingCardsSlice = createSlice({
  name: 'missingCards',
  initialState,
  reducers: {
    addMissing(state, action: PayloadAction<CardId | CardId[]>) {
      const ids = Array.isArray(action.payload) ? action.payload : [action.payload];
      state.ids.push(...ids);
    },
    /** Removes every copy of a card (undo of a mark). */
    removeMissing(state, action: PayloadAction<CardId>) {
      state.ids = state.ids.filter((id) => id !== action.payload);
    },
    clearMissing(state) {
      state.ids = [];
    },
  },
  selectors: {
    selectMissingIds: (state) => state.ids,
  },
});

export const { addMissing, removeMissing, clearMissing } = missingCardsSlice.actions;
export const { selectMissingIds } = missingCardsSlice.selectors;
