/**
 * Keeps a signed-in player's missing-cards list saved to their account (issue 14). Started by the
 * account remote's setup (which the shell loads for every signed-in user), it follows the store:
 *
 * - on sign-in it loads the saved list: nothing saved -> this device's list is uploaded; this device's
 *   list empty -> the saved one is taken; both non-empty and different -> the player chooses in the
 *   account modal host (keep this device's, keep the saved one, merge); never a silent overwrite;
 * - afterwards every change is saved, debounced;
 * - a failed load or save keeps the local list, says "not saved, retrying" and tries again with
 *   back-off (and at once when the browser comes back online);
 * - on sign-out it stops; the local list stays on the device.
 */
import { mergeMissing, sameMissing, toSavedCollection } from '@tcgp/collection';
import { replaceMissing, selectAuth, selectMissingIds, type AppStore, type CardId, type RootReducer } from 'shared-contracts';
import type { CollectionStore } from './collectionStore';
import { conflictApplied, conflictFound, injectCollectionSync, selectCollectionSync, syncStatusChanged, type CollectionSyncStatus } from './collectionSyncSlice';

export interface SyncTiming {
  /** Quiet time after the last change before it is saved (ms). */
  debounceMs: number;
  /** Pauses before the retries of a failed load or save; the last one repeats (ms). */
  retryDelaysMs: readonly number[];
}

export const DEFAULT_SYNC_TIMING: SyncTiming = { debounceMs: 1500, retryDelaysMs: [2000, 5000, 15_000, 30_000, 60_000] };

type Phase = 'off' | 'loading' | 'conflict' | 'ready';

export interface SyncOptions {
  /** The store to save to, or null when none is configured (then the sync stays off). */
  collectionStore: () => CollectionStore | null;
  timing?: SyncTiming;
  now?: () => Date;
  /** Where `online` is listened to (the window). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Starts the sync for `store`; returns a function that stops it. */
export function startCollectionSync(store: AppStore, rootReducer: RootReducer, options: SyncOptions): () => void {
  injectCollectionSync(rootReducer);
  const timing = options.timing ?? DEFAULT_SYNC_TIMING;
  const now = options.now ?? (() => new Date());
  const events = options.events ?? window;

  let uid: string | null = null;
  let phase: Phase = 'off';
  /** Bumped on every sign-in / sign-out: answers for an earlier user are dropped. */
  let generation = 0;
  /** The list the account holds, as far as this page knows (null: not known yet). */
  let saved: CardId[] | null = null;
  let seen = selectMissingIds(store.getState());
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let retry: (() => void) | null = null;
  let busy = false;

  const status = (next: CollectionSyncStatus) => {
    if (selectCollectionSync(store.getState()).status !== next) store.dispatch(syncStatusChanged(next));
  };
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const later = (ms: number, run: () => void) => {
    clearTimer();
    timer = setTimeout(() => {
      timer = null;
      run();
    }, ms);
  };
  const failed = (again: () => void, error: unknown) => {
    console.warn('[account] the collection could not be synced; kept on this device, retrying', error);
    failures += 1;
    status('retrying');
    retry = again;
    later(timing.retryDelaysMs[Math.min(failures, timing.retryDelaysMs.length) - 1] ?? 60_000, again);
  };
  const succeeded = () => {
    failures = 0;
    retry = null;
  };

  async function save(): Promise<void> {
    const target = options.collectionStore();
    if (!uid || phase !== 'ready' || !target || busy) return;
    const ids = selectMissingIds(store.getState());
    if (saved && sameMissing(ids, saved)) {
      status('synced');
      return;
    }
    const forGeneration = generation;
    const forUid = uid;
    busy = true;
    status('saving');
    try {
      await target.save(forUid, toSavedCollection(ids, now()));
      if (forGeneration !== generation) return;
      saved = ids;
      succeeded();
      // Changed while saving: save again (debounced like any change).
      if (!sameMissing(selectMissingIds(store.getState()), ids)) later(timing.debounceMs, () => void save());
      else status('synced');
    } catch (error) {
      if (forGeneration === generation) failed(() => void save(), error);
    } finally {
      busy = false;
    }
  }

  async function load(): Promise<void> {
    const target = options.collectionStore();
    if (!uid || !target) return;
    const forGeneration = generation;
    const forUid = uid;
    phase = 'loading';
    status('loading');
    try {
      const doc = await target.load(forUid);
      if (forGeneration !== generation) return;
      succeeded();
      const remote = doc?.missing ?? [];
      const local = selectMissingIds(store.getState());
      if (remote.length === 0) {
        // Nothing saved yet: this device's list becomes the saved one.
        saved = [];
        phase = 'ready';
        void save();
      } else if (local.length === 0 || sameMissing(local, remote)) {
        // Taken before the sync is ready, so that taking it is not saved back.
        if (local.length === 0) store.dispatch(replaceMissing(remote, 'sync'));
        saved = remote;
        seen = selectMissingIds(store.getState());
        phase = 'ready';
        status('synced');
      } else {
        saved = remote;
        phase = 'conflict';
        store.dispatch(conflictFound({ saved: remote, updatedAt: doc?.updatedAt ?? '' }));
      }
    } catch (error) {
      if (forGeneration === generation) failed(() => void load(), error);
    }
  }

  /** The player answered the conflict question. */
  function resolve(): void {
    const { choice } = selectCollectionSync(store.getState());
    if (phase !== 'conflict' || !choice) return;
    const remote = saved ?? [];
    const local = selectMissingIds(store.getState());
    store.dispatch(conflictApplied());
    if (choice === 'saved') store.dispatch(replaceMissing(remote, 'user'));
    if (choice === 'merge') store.dispatch(replaceMissing(mergeMissing(local, remote), 'user'));
    seen = selectMissingIds(store.getState());
    phase = 'ready';
    void save();
  }

  const onChange = () => {
    const state = store.getState();
    const auth = selectAuth(state);
    const nextUid = auth.status === 'signedIn' ? (auth.user?.uid ?? null) : null;
    if (nextUid !== uid) {
      generation += 1;
      clearTimer();
      uid = nextUid;
      saved = null;
      failures = 0;
      retry = null;
      seen = selectMissingIds(state);
      if (selectCollectionSync(state).conflict) store.dispatch(conflictApplied());
      if (!uid || !options.collectionStore()) {
        phase = 'off';
        status('off');
        return;
      }
      void load();
      return;
    }
    if (phase === 'conflict') {
      resolve();
      return;
    }
    const ids = selectMissingIds(state);
    if (phase === 'ready' && ids !== seen) {
      seen = ids;
      // A failed save is retried on its own schedule; a new change does not wait for it any longer.
      later(timing.debounceMs, () => void save());
    }
  };

  const onOnline = () => {
    if (retry) {
      const again = retry;
      clearTimer();
      again();
    }
  };

  events.addEventListener('online', onOnline);
  onChange();
  const unsubscribe = store.subscribe(onChange);
  return () => {
    unsubscribe();
    clearTimer();
    events.removeEventListener('online', onOnline);
    generation += 1;
  };
}
