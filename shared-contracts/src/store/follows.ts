import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The decks the player follows (deck ids, in the order followed). Kept in the browser and synced to the
 * account with the missing cards (the `follows` of the saved collection); several remotes read it
 * (the tier list's stars and "Your decks", the deck page's star).
 */
export interface FollowsState {
  ids: string[];
}

/** Where a whole new set of follows comes from: the player (a choice at sign-in) or a sync (restore, other tab, account). */
export type FollowsOrigin = 'user' | 'sync';

const initialState: FollowsState = { ids: [] };

export const followsSlice = createSlice({
  name: 'follows',
  initialState,
  reducers: {
    /** Follows a deck (at the end) or unfollows it. */
    followChanged: {
      reducer(state, action: PayloadAction<{ deckId: string; follow: boolean }>) {
        const { deckId, follow } = action.payload;
        const others = state.ids.filter((id) => id !== deckId);
        state.ids = follow ? [...others, deckId] : others;
      },
      prepare(deckId: string, follow: boolean) {
        return { payload: { deckId, follow } };
      },
    },
    replaceFollows: {
      reducer(state, action: PayloadAction<{ ids: string[]; origin: FollowsOrigin }>) {
        state.ids = [...action.payload.ids];
      },
      prepare(ids: readonly string[], origin: FollowsOrigin = 'sync') {
        return { payload: { ids: [...ids], origin } };
      },
    },
  },
  selectors: {
    /** The decks the player follows, in the order followed. */
    selectFollowedDecks: (state) => state.ids,
  },
});

export const { followChanged, replaceFollows } = followsSlice.actions;
export const { selectFollowedDecks } = followsSlice.selectors;
