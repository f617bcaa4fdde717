/**
 * What every part of the collection sync shares: the page's store, the options as started, the
 * state, and the small steps they all take (whose list this is, what the header says, setting the
 * base, applying the account's list, asking the player).
 */
import { claimBrowserList, ownerUid, sameFollows, sameMissing } from '@tcgp/collection';
import { replaceFollows, replaceMissing, selectFollowedDecks, selectMissingIds, type AppStore } from 'shared-contracts';
import type { CardId } from '@tcgp/domain';
import type { CollectionStore, StoredCollection } from './collectionStore';
import { conflictFound, selectCollectionSync, syncStatusChanged, type CollectionSyncStatus } from './collectionSyncSlice';
import { remember, type Base } from './syncBase';
import { DEFAULT_SYNC_TIMING, type SyncBaseStorage, type SyncOptions, type SyncTiming } from './syncOptions';
import { SyncState, type ReadableCollection } from './syncState';

/** The raw document as the player downloads it. */
const rawText = (raw: unknown): string => {
  try {
    return JSON.stringify(raw, null, 2) ?? String(raw);
  } catch {
    return String(raw);
  }
};

export interface SyncContext {
  store: AppStore;
  state: SyncState;
  collectionStore: () => CollectionStore | null;
  timing: SyncTiming;
  now: () => Date;
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  page: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> | null;
  isOnline: () => boolean;
  storage: SyncBaseStorage | null;
  /** This device's list. */
  local(): CardId[];
  /** This device's followed decks. */
  localFollows(): string[];
  /** Whether the browser's list is the signed-in user's (always, without a storage to record it). */
  owns(): boolean;
  /**
   * Makes the browser's list this user's: the owner record keeps the list the browser has now (the
   * signed-out list, given back at sign-out). Called before the account's list is applied.
   */
  claim(): void;
  /** Sets what the header says (dispatched only when it changes). */
  status(next: CollectionSyncStatus): void;
  /** Saved, or waiting to be: what the header says when nothing is under way. */
  settled(): void;
  /** Sets the base and when this device's list changed since (remembered across reloads). */
  setBase(next: Base | null, localChangedAt: Date | null): void;
  /** Takes a list from the account: not a change of the player's, so it is neither saved back nor undoable. */
  apply(ids: readonly CardId[], follows?: readonly string[]): void;
  /** The account's copy cannot be read: the player decides (nothing is saved over it meanwhile). */
  askAboutUnreadable(stored: StoredCollection): void;
  /** Both lists differ and cannot be brought together silently: the player chooses. */
  askAboutDiffering(remote: ReadableCollection): void;
}

export function createSyncContext(store: AppStore, options: SyncOptions): SyncContext {
  const now = options.now ?? (() => new Date());
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const storage = options.baseStorage ?? null;
  const local = () => selectMissingIds(store.getState());
  const localFollows = () => selectFollowedDecks(store.getState());
  const state = new SyncState(local(), localFollows());

  const owns = () => !storage || (state.uid !== null && ownerUid(storage) === state.uid);
  const status = (next: CollectionSyncStatus) => {
    if (selectCollectionSync(store.getState()).status !== next) store.dispatch(syncStatusChanged(next));
  };
  return {
    store,
    state,
    collectionStore: options.collectionStore,
    timing: options.timing ?? DEFAULT_SYNC_TIMING,
    now,
    events: options.events ?? window,
    page: options.page ?? (typeof document === 'undefined' ? null : document),
    isOnline,
    storage,
    local,
    localFollows,
    owns,
    claim: () => {
      if (!storage || !state.uid || owns()) return;
      if (!claimBrowserList(storage, state.uid, local(), now(), localFollows())) console.warn('[account] this browser refused to record whose list it keeps');
    },
    status,
    settled: () => status(isOnline() ? 'synced' : 'offline'),
    setBase: (next, localChangedAt) => {
      state.base = next;
      state.changedAt = localChangedAt;
      if (state.uid) remember(storage, state.uid, state.base, state.changedAt);
    },
    apply: (ids, follows) => {
      state.applying = true;
      try {
        if (!sameMissing(ids, local())) store.dispatch(replaceMissing(ids, 'sync'));
        if (follows && !sameFollows(follows, localFollows())) store.dispatch(replaceFollows(follows, 'sync'));
      } finally {
        state.applying = false;
      }
      state.seen = local();
      state.seenFollows = localFollows();
    },
    askAboutUnreadable: (stored) => {
      if (!('unreadable' in stored)) return;
      state.clearTimer();
      state.phase = 'conflict';
      state.asked = stored;
      store.dispatch(conflictFound({ kind: 'unreadable', raw: rawText(stored.unreadable), problem: stored.problem.code }));
    },
    askAboutDiffering: (remote) => {
      state.phase = 'conflict';
      state.asked = remote;
      store.dispatch(conflictFound({ kind: 'differ', saved: remote.doc.missing, updatedAt: remote.doc.updatedAt }));
    },
  };
}
