import { createSlice, type PayloadAction } from 'shared-contracts';
import type { RootReducer, RootState } from 'shared-contracts';
import type { CardId } from '@tcgp/domain';
import type { ReplacedChange } from '@tcgp/collection';

/**
 * The account's sync of the collection, as the UI shows it:
 * `off` (signed out, or no store configured), `loading` (reading the saved list after sign-in),
 * `conflict` (the player has to choose: the lists differ at sign-in, or the saved copy cannot be read),
 * `saving`, `synced`, `retrying` (a load or save failed: the local list is kept, the sync tries again
 * with back-off), `offline` (the browser is offline: changes are kept and saved once it is back).
 */
export type CollectionSyncStatus = 'off' | 'loading' | 'conflict' | 'saving' | 'synced' | 'retrying' | 'offline';

/** The player's answer to a conflict: keep this device's list, keep the saved one, or merge both. */
export type ConflictChoice = 'device' | 'saved' | 'merge';

/**
 * What the player is asked about: `differ`, this device's list and the saved one differ and nothing
 * tells whose changes are whose; `unreadable`, the saved document is not a saved collection (`raw`:
 * its JSON, to download before this device's list replaces it; `problem`: why, as a code of @tcgp/collection);
 * `signedOut`, at sign-in the browser holds a list that is not this account's (edits made signed out, or
 * someone else's): keep the account's list (`saved`), add this browser's cards (`merge`) or replace the
 * account's list with this browser's (`device`). `updatedAt` is empty when the account has nothing saved.
 */
export type SyncConflict =
  | { kind: 'differ'; saved: CardId[]; updatedAt: string }
  | { kind: 'signedOut'; saved: CardId[]; updatedAt: string }
  | { kind: 'unreadable'; raw: string; problem: string };

export interface CollectionSyncState {
  status: CollectionSyncStatus;
  /** The question while the player has not answered it. */
  conflict: SyncConflict | null;
  /** The player's answer, until the sync has applied it. */
  choice: ConflictChoice | null;
  /** The player put the question off ("Decide later"); the header offers it again. Nothing is saved meanwhile. */
  deferred: boolean;
  /** Cards whose change on this device was replaced by another device's (a merge), with this device's value, until dismissed. */
  replaced: ReplacedChange[];
}

const initialState: CollectionSyncState = { status: 'off', conflict: null, choice: null, deferred: false, replaced: [] };

export const collectionSyncSlice = createSlice({
  name: 'accountCollection',
  initialState,
  reducers: {
    syncStatusChanged(state, action: PayloadAction<CollectionSyncStatus>) {
      state.status = action.payload;
      if (action.payload !== 'conflict') state.conflict = null;
    },
    conflictFound(state, action: PayloadAction<SyncConflict>) {
      state.status = 'conflict';
      state.conflict = action.payload;
      state.choice = null;
      state.deferred = false;
    },
    conflictDeferred(state) {
      if (state.conflict) state.deferred = true;
    },
    conflictReopened(state) {
      state.deferred = false;
    },
    conflictAnswered(state, action: PayloadAction<ConflictChoice>) {
      if (!state.conflict) return;
      state.choice = action.payload;
    },
    /** A merge replaced this device's change of these cards (a later report of the same card replaces the earlier one). */
    changesReplaced(state, action: PayloadAction<ReplacedChange[]>) {
      const cards = new Set(action.payload.map((change) => change.cardId));
      state.replaced = [...state.replaced.filter((change) => !cards.has(change.cardId)), ...action.payload];
    },
    replacedDismissed(state) {
      state.replaced = [];
    },
    conflictApplied(state) {
      state.choice = null;
      state.conflict = null;
      state.deferred = false;
    },
  },
});

export const { syncStatusChanged, conflictFound, conflictAnswered, conflictApplied, conflictDeferred, conflictReopened, changesReplaced, replacedDismissed } =
  collectionSyncSlice.actions;

declare module 'shared-contracts' {
  interface LazyLoadedSlices {
    accountCollection: CollectionSyncState;
  }
}

export function injectCollectionSync(rootReducer: RootReducer): void {
  collectionSyncSlice.injectInto(rootReducer);
}

export const selectCollectionSync = (state: RootState): CollectionSyncState => state.accountCollection ?? initialState;
