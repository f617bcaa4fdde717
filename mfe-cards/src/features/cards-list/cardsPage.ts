import { createSlice, type PayloadAction } from 'shared-contracts';
import type { RootReducer, RootState } from 'shared-contracts';

/** The cards pages' own state: the expansion chosen in the cards list's dropdown (null = All). */
export interface CardsPageState {
  expansion: string | null;
}

const initialState: CardsPageState = { expansion: null };

export const cardsPageSlice = createSlice({
  name: 'cardsPage',
  initialState,
  reducers: {
    setExpansion(state, action: PayloadAction<string | null>) {
      state.expansion = action.payload;
    },
  },
});

export const { setExpansion } = cardsPageSlice.actions;

declare module 'shared-contracts' {
  interface LazyLoadedSlices {
    cardsPage: CardsPageState;
  }
}

/** Injects the slice into the page's one store (called by this remote's setup). */
export function injectCardsPage(rootReducer: RootReducer): void {
  cardsPageSlice.injectInto(rootReducer);
}

export const selectExpansion = (state: RootState): string | null => state.cardsPage?.expansion ?? null;
