import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CardId } from '@tcgp/domain';

/** What the last undoable change did, for the Undo button's label. */
export type MissingChangeKind = 'add' | 'remove' | 'set' | 'clear' | 'replace';

/** The last change a player made to the list, and the list as it was before it (what Undo restores). */
export interface MissingCardsChange {
  kind: MissingChangeKind;
  /** The card the change was about (add, remove, set); null for clear and replace. */
  cardId: CardId | null;
  previous: CardId[];
}

/** The player's missing cards: a list where add APPENDS (the same id twice = two copies missing). */
export interface MissingCardsState {
  ids: CardId[];
  /** The last undoable change (null when there is nothing to undo). Not saved anywhere. */
  lastChange?: MissingCardsChange | null;
}

/**
 * Where a whole new list comes from: the player (an import, a shared link: undoable), a sync (restore,
 * other tab, account: nothing to undo afterwards) or a cleanup (unknown cards dropped: the undo stays).
 */
export type ReplaceOrigin = 'user' | 'sync' | 'cleanup';

const initialState: MissingCardsState = { ids: [], lastChange: null };

function remember(state: MissingCardsState, kind: MissingChangeKind, cardId: CardId | null): void {
  state.lastChange = { kind, cardId, previous: [...state.ids] };
}

export const missingCardsSlice = createSlice({
  name: 'missingCards',
  initialState,
  reducers: {
    addMissing(state, action: PayloadAction<CardId | CardId[]>) {
      const ids = Array.isArray(action.payload) ? action.payload : [action.payload];
      if (ids.length === 0) return;
      remember(state, 'add', ids[0] ?? null);
      state.ids.push(...ids);
    },
    /** Removes every copy of a card. */
    removeMissing(state, action: PayloadAction<CardId>) {
      if (!state.ids.includes(action.payload)) return;
      remember(state, 'remove', action.payload);
      state.ids = state.ids.filter((id) => id !== action.payload);
    },
    /**
     * Sets how many copies of a card are missing (0 removes it). The card keeps its place in the list
     * (new cards go to the end); the other cards do not move.
     */
    setCopies: {
      reducer(state, action: PayloadAction<{ cardId: CardId; copies: number }>) {
        const { cardId } = action.payload;
        const copies = Math.max(0, Math.floor(action.payload.copies));
        const current = state.ids.filter((id) => id === cardId).length;
        if (!Number.isFinite(copies) || copies === current) return;
        remember(state, 'set', cardId);
        const at = state.ids.indexOf(cardId);
        const others = state.ids.filter((id) => id !== cardId);
        const insertAt = at === -1 ? others.length : at;
        others.splice(insertAt, 0, ...Array.from({ length: copies }, () => cardId));
        state.ids = others;
      },
      prepare(cardId: CardId, copies: number) {
        return { payload: { cardId, copies } };
      },
    },
    clearMissing(state) {
      if (state.ids.length === 0) return;
      remember(state, 'clear', null);
      state.ids = [];
    },
    /**
     * Replaces the whole list: by the player (an import, a shared link), undoable; by a sync (the saved
     * list at start, another tab, the account), which leaves nothing to undo; or by a cleanup.
     */
    replaceMissing: {
      reducer(state, action: PayloadAction<{ ids: CardId[]; origin: ReplaceOrigin }>) {
        if (action.payload.origin === 'user') remember(state, 'replace', null);
        else if (action.payload.origin === 'sync') state.lastChange = null;
        state.ids = [...action.payload.ids];
      },
      prepare(ids: readonly CardId[], origin: ReplaceOrigin = 'sync') {
        return { payload: { ids: [...ids], origin } };
      },
    },
    /** Puts the list back as it was before the last change (once; then there is nothing to undo). */
    undoMissingChange(state) {
      if (!state.lastChange) return;
      state.ids = state.lastChange.previous;
      state.lastChange = null;
    },
  },
  selectors: {
    selectMissingIds: (state) => state.ids,
    selectLastMissingChange: (state) => state.lastChange ?? null,
  },
});

export const { addMissing, removeMissing, setCopies, clearMissing, replaceMissing, undoMissingChange } = missingCardsSlice.actions;
export const { selectMissingIds, selectLastMissingChange } = missingCardsSlice.selectors;
