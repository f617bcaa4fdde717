import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CardId, DeckFilters } from '@tcgp/domain';

/** What the last undoable change did, for the Undo button's label. */
export type MissingChangeKind = 'add' | 'remove' | 'set' | 'clear' | 'replace';

/** The last change a player made to the list, and the list as it was before it (what Undo restores). */
export interface MissingCardsChange {
  kind: MissingChangeKind;
  /** The card the change was about (add, remove, set); null for clear and replace. */
  cardId: CardId | null;
  previous: CardId[];
}

/**
 * A list someone shared (`?s=` link), shown instead of the player's own until they keep it or go back.
 * Never saved and never synced: only the player's own `ids` are. Edits made while it is shown change
 * the shown list, so "Keep this list" keeps what the player sees.
 */
export interface SharedViewState {
  ids: CardId[];
  /** The filters the player had before the first shared list was shown: "Back to my list" restores them. */
  filtersBefore: DeckFilters;
}

/** The player's missing cards: a list where add APPENDS (the same id twice = two copies missing). */
export interface MissingCardsState {
  /** The player's own list: what is kept in the browser and synced to the account. */
  ids: CardId[];
  /** The last undoable change (null when there is nothing to undo). Not saved anywhere. */
  lastChange?: MissingCardsChange | null;
  /** A shared list being looked at (null or absent: the own list is shown). Not saved anywhere. */
  view?: SharedViewState | null;
}

/**
 * Where a whole new list comes from: the player (an import, a shared link: undoable), a sync (restore,
 * other tab, account: nothing to undo afterwards) or a cleanup (unknown cards dropped: the undo stays).
 */
export type ReplaceOrigin = 'user' | 'sync' | 'cleanup';

const initialState: MissingCardsState = { ids: [], lastChange: null, view: null };

/** The list the player's edits change: the shared one while it is shown, else their own. */
function edited(state: MissingCardsState): { ids: CardId[] } {
  return state.view ?? state;
}

function remember(state: MissingCardsState, kind: MissingChangeKind, cardId: CardId | null): void {
  state.lastChange = { kind, cardId, previous: [...edited(state).ids] };
}

export const missingCardsSlice = createSlice({
  name: 'missingCards',
  initialState,
  reducers: {
    addMissing(state, action: PayloadAction<CardId | CardId[]>) {
      const ids = Array.isArray(action.payload) ? action.payload : [action.payload];
      if (ids.length === 0) return;
      remember(state, 'add', ids[0] ?? null);
      edited(state).ids.push(...ids);
    },
    /** Removes every copy of a card. */
    removeMissing(state, action: PayloadAction<CardId>) {
      const list = edited(state);
      if (!list.ids.includes(action.payload)) return;
      remember(state, 'remove', action.payload);
      list.ids = list.ids.filter((id) => id !== action.payload);
    },
    /**
     * Sets how many copies of a card are missing (0 removes it). The card keeps its place in the list
     * (new cards go to the end); the other cards do not move.
     */
    setCopies: {
      reducer(state, action: PayloadAction<{ cardId: CardId; copies: number }>) {
        const { cardId } = action.payload;
        const copies = Math.max(0, Math.floor(action.payload.copies));
        const list = edited(state);
        const current = list.ids.filter((id) => id === cardId).length;
        if (!Number.isFinite(copies) || copies === current) return;
        remember(state, 'set', cardId);
        const at = list.ids.indexOf(cardId);
        const others = list.ids.filter((id) => id !== cardId);
        const insertAt = at === -1 ? others.length : at;
        others.splice(insertAt, 0, ...Array.from({ length: copies }, () => cardId));
        list.ids = others;
      },
      prepare(cardId: CardId, copies: number) {
        return { payload: { cardId, copies } };
      },
    },
    clearMissing(state) {
      const list = edited(state);
      if (list.ids.length === 0) return;
      remember(state, 'clear', null);
      list.ids = [];
    },
    /**
     * Replaces the player's OWN list: by the player (an import), undoable, which also ends a shared view
     * (the player chose a list); by a sync (the saved list at start, another tab, the account), which
     * leaves nothing to undo; or by a cleanup. A shared view being shown stays shown over a sync.
     */
    replaceMissing: {
      reducer(state, action: PayloadAction<{ ids: CardId[]; origin: ReplaceOrigin }>) {
        if (action.payload.origin === 'user') {
          state.view = null;
          remember(state, 'replace', null);
        } else if (action.payload.origin === 'sync' && !state.view) state.lastChange = null;
        state.ids = [...action.payload.ids];
      },
      prepare(ids: readonly CardId[], origin: ReplaceOrigin = 'sync') {
        return { payload: { ids: [...ids], origin } };
      },
    },
    /** Puts the list back as it was before the last change (once; then there is nothing to undo). */
    undoMissingChange(state) {
      if (!state.lastChange) return;
      edited(state).ids = state.lastChange.previous;
      state.lastChange = null;
    },
    /**
     * Shows a shared list instead of the own one; nothing is saved. A second link replaces the first
     * (the filters to go back to stay those from before the first).
     */
    sharedViewOpened(state, action: PayloadAction<SharedViewState>) {
      state.view = { ids: [...action.payload.ids], filtersBefore: state.view?.filtersBefore ?? action.payload.filtersBefore };
      state.lastChange = null;
    },
    /** "Keep this list": the shown list becomes the player's own; Undo brings the own list back. */
    sharedViewKept(state) {
      if (!state.view) return;
      const kept = state.view.ids;
      state.view = null;
      remember(state, 'replace', null);
      state.ids = kept;
    },
    /** "Back to my list": the shared list is dropped; the own list was never touched. */
    sharedViewLeft(state) {
      if (!state.view) return;
      state.view = null;
      state.lastChange = null;
    },
  },
  selectors: {
    /** The player's own list (kept in the browser and synced): never a shared list being looked at. */
    selectMissingIds: (state) => state.ids,
    /** The list the pages show and compute with: a shared list being looked at, else the own list. */
    selectShownMissingIds: (state) => state.view?.ids ?? state.ids,
    /** The shared list being looked at, or null. */
    selectSharedView: (state) => state.view ?? null,
    selectLastMissingChange: (state) => state.lastChange ?? null,
  },
});

export const { addMissing, removeMissing, setCopies, clearMissing, replaceMissing, undoMissingChange, sharedViewOpened, sharedViewKept, sharedViewLeft } =
  missingCardsSlice.actions;
export const { selectMissingIds, selectShownMissingIds, selectSharedView, selectLastMissingChange } = missingCardsSlice.selectors;
