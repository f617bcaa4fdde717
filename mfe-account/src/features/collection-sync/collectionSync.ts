/**
 * Keeps a signed-in player's missing-cards list saved to their account, and in step with their other
 * devices. Started by the account remote's setup (which the shell loads for every signed-in user):
 *
 * - It keeps the base: the last copy this page read from or wrote to the account, with its version
 *   (and, when a storage is given, remembers it per user across reloads). Every save names the
 *   base's version, so a save never replaces a list this page has not seen (CollectionStore).
 * - On sign-in, when the browser's list is not this account's yet (no owner record for this uid, see
 *   browserOwner of @tcgp/collection): the browser's list empty or the same as the saved one -> the
 *   saved list is taken silently; otherwise the player chooses (keep the account's list, add this
 *   browser's cards, or replace the account's list with this browser's) and nothing is saved before.
 *   Either way the owner record (with the browser's list to give back at sign-out) is written before the
 *   account's list is applied. A reload before the answer asks again.
 * - When the account owns the list already (a reload): the same -> nothing to do; a remembered base
 *   (valid only with the owner record) -> reconciled as below; this device's empty -> taken; nothing or
 *   an empty list saved -> this device's is uploaded; otherwise the player chooses in the account modal
 *   host (keep this device's, keep the saved one, merge).
 * - Reconciling with the account's copy: only the account's changed since the base -> taken; only this
 *   device's -> saved; both -> the three-way merge of @tcgp/collection (per card, a one-sided change
 *   survives, a card changed on both sides takes the later change), which is then saved; the player is
 *   told which of their changes the other device's replaced, with Undo (ReplacedNotice).
 * - Every local change is saved, debounced; a save refused because another device saved first is
 *   reconciled with what that device saved and saved again, never written over it.
 * - Another device's change reaches an open page as soon as the store tells of it, when the store can
 *   be watched (Firestore: a snapshot listener); and in any case when the page gets the focus or
 *   becomes visible, every `pollMs` while it is visible, and when the browser comes back online (kept
 *   beside the watch: the poll is one cheap read, and covers a listener that failed).
 * - While the browser is offline nothing is sent: a change is kept on the device, the header says
 *   "offline", and the load, pull or save waits for the `online` event, which starts it at once.
 * - A failed load or save keeps the local list, says "could not save, retrying" ("offline" while the
 *   browser is) and tries again with back-off, at once when the browser comes back online.
 * - A saved document the page cannot read is not retried: the player decides in the conflict modal
 *   (download it, then keep this device's list over it); nothing replaces it before.
 * - It loads, saves and applies nothing while the browser's list is not this account's (another tab
 *   signed out meanwhile: the shell's clean-up took the list back).
 * - On sign-out it stops; the shell gives the browser its signed-out list back.
 */
import {
  claimBrowserList,
  isSavableMissing,
  isUtcDateTime,
  mergeMissing,
  mergeThreeWayReport,
  ownerUid,
  parseSavedCollection,
  sameMissing,
  syncBaseKey,
  toSavedCollection,
  type OwnerStorage,
  type ReplacedChange,
} from '@tcgp/collection';
import { replaceMissing, selectAuth, selectMissingIds, type AppStore, type RootReducer } from 'shared-contracts';
import type { CardId } from '@tcgp/domain';
import { CollectionConflictError, type CollectionStore, type StoredCollection } from './collectionStore';
import {
  changesReplaced,
  conflictApplied,
  conflictFound,
  injectCollectionSync,
  selectCollectionSync,
  syncStatusChanged,
  type CollectionSyncStatus,
  type ConflictChoice,
} from './collectionSyncSlice';

export interface SyncTiming {
  /** Quiet time after the last change before it is saved (ms). */
  debounceMs: number;
  /** Pauses before the retries of a failed load or save; the last one repeats (ms). */
  retryDelaysMs: readonly number[];
  /** How often a visible page asks for the other devices' changes (ms; default 5 minutes). */
  pollMs?: number;
}

export const DEFAULT_SYNC_TIMING = { debounceMs: 1500, retryDelaysMs: [2000, 5000, 15_000, 30_000, 60_000], pollMs: 5 * 60_000 } as const satisfies SyncTiming;

/** Where the base and the browser list's owner are remembered across reloads (localStorage, or a stand-in in tests). */
export type SyncBaseStorage = OwnerStorage;

export { syncBaseKey };

export interface SyncOptions {
  /** The store to save to, or null when none is configured (then the sync stays off). */
  collectionStore: () => CollectionStore | null;
  timing?: SyncTiming;
  now?: () => Date;
  /** Where `online`, `offline` and `focus` are listened to (the window). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Where `visibilitychange` is listened to and visibility read (the document). */
  page?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** False while the browser knows it is offline (navigator.onLine). */
  isOnline?: () => boolean;
  /**
   * Remembers the owner of the browser's list and its base across reloads (none: the base is known
   * from sign-in on only, and the browser's list counts as the signed-in user's).
   */
  baseStorage?: SyncBaseStorage | null;
}

type Phase = 'off' | 'loading' | 'conflict' | 'ready';
type Work = 'load' | 'pull' | 'push';

/** The last synced copy. `missing` null: the account's copy could not be read (any list replaces it). */
interface Base {
  missing: CardId[] | null;
  updatedAt: string;
  /** Null: nothing is saved. */
  version: string | null;
}

/** The base of "nothing saved yet". */
const NOTHING_SAVED: Base = { missing: [], updatedAt: new Date(0).toISOString(), version: null };

/** A remembered base, or null when there is none, it cannot be read, or the browser's list is not `uid`'s. */
function readRemembered(storage: SyncBaseStorage | null, uid: string): { base: Base; changedAt: Date | null } | null {
  if (!storage || ownerUid(storage) !== uid) return null;
  try {
    const value = JSON.parse(storage.getItem(syncBaseKey(uid)) ?? 'null') as { base?: unknown; version?: unknown; changedAt?: unknown } | null;
    if (!value) return null;
    const saved = parseSavedCollection(value.base);
    const version = value.version;
    const changedAt = value.changedAt;
    if (!saved.ok || !(typeof version === 'string' || version === null)) return null;
    if (!(changedAt === null || (typeof changedAt === 'string' && isUtcDateTime(changedAt)))) return null;
    return { base: { missing: saved.value.missing, updatedAt: saved.value.updatedAt, version }, changedAt: changedAt === null ? null : new Date(changedAt) };
  } catch {
    return null;
  }
}

function remember(storage: SyncBaseStorage | null, uid: string, base: Base | null, changedAt: Date | null): void {
  // A base is only valid with the owner record of its uid: none is written for a list that is not theirs.
  if (!storage || ownerUid(storage) !== uid) return;
  try {
    if (!base || base.missing === null) storage.removeItem(syncBaseKey(uid));
    else
      storage.setItem(
        syncBaseKey(uid),
        JSON.stringify({
          base: { version: 1, missing: base.missing, updatedAt: base.updatedAt },
          version: base.version,
          changedAt: changedAt?.toISOString() ?? null,
        }),
      );
  } catch {
    // Storage full or blocked: the base is then known for this page only.
  }
}

/** The raw document as the player downloads it. */
const rawText = (raw: unknown): string => {
  try {
    return JSON.stringify(raw, null, 2) ?? String(raw);
  } catch {
    return String(raw);
  }
};

/** A save refused this many times in a row (other devices saving all the while) waits like a failure. */
const MAX_ROUNDS = 5;

/** Starts the sync for `store`; returns a function that stops it. */
export function startCollectionSync(store: AppStore, rootReducer: RootReducer, options: SyncOptions): () => void {
  injectCollectionSync(rootReducer);
  const timing = options.timing ?? DEFAULT_SYNC_TIMING;
  const now = options.now ?? (() => new Date());
  const events = options.events ?? window;
  const page = options.page ?? (typeof document === 'undefined' ? null : document);
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const storage = options.baseStorage ?? null;
  const local = () => selectMissingIds(store.getState());

  let uid: string | null = null;
  let phase: Phase = 'off';
  /** Bumped on every sign-in / sign-out: answers for an earlier user are dropped. */
  let generation = 0;
  let base: Base | null = null;
  /** When this device's list last changed since the base (null: it has not). */
  let changedAt: Date | null = null;
  /** The account's copy the open conflict question is about. */
  let asked: StoredCollection | null = null;
  /** The open sign-in question about this browser's (signed-out) list: the account's readable copy, or null when nothing is saved. */
  let askedSignedOut: { remote: Extract<StoredCollection, { doc: unknown }> | null } | null = null;
  let seen = local();
  /** True while the sync itself replaces the list (not a change of the player's). */
  let applying = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  /** Stops watching the account's copy (null: not watching). */
  let unwatch: (() => void) | null = null;
  /** A change notice waiting out the debounce (a burst of notices gives one pull). */
  let noticed: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let retry: Work | null = null;
  /** The work under way (for the generation it started in), and the work asked for meanwhile. */
  let running: { work: Work; generation: number } | null = null;
  let queued: Work | null = null;

  /** Whether the browser's list is the signed-in user's (always, without a storage to record it). */
  const owns = () => !storage || (uid !== null && ownerUid(storage) === uid);
  /**
   * Makes the browser's list this user's: the owner record keeps the list the browser has now (the
   * signed-out list, given back at sign-out). Called before the account's list is applied.
   */
  const claim = () => {
    if (!storage || !uid || owns()) return;
    if (!claimBrowserList(storage, uid, local(), now())) console.warn('[account] this browser refused to record whose list it keeps');
  };
  const status = (next: CollectionSyncStatus) => {
    if (selectCollectionSync(store.getState()).status !== next) store.dispatch(syncStatusChanged(next));
  };
  /** Saved, or waiting to be: what the header says when nothing is under way. */
  const settled = () => status(isOnline() ? 'synced' : 'offline');
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const later = (ms: number, work: Work) => {
    clearTimer();
    timer = setTimeout(() => {
      timer = null;
      run(work);
    }, ms);
  };
  const setBase = (next: Base | null, localChangedAt: Date | null) => {
    base = next;
    changedAt = localChangedAt;
    if (uid) remember(storage, uid, base, changedAt);
  };
  const failed = (work: Work, error: unknown) => {
    console.warn('[account] the collection could not be synced; kept on this device, retrying', error);
    failures += 1;
    status(isOnline() ? 'retrying' : 'offline');
    retry = work;
    later(timing.retryDelaysMs[Math.min(failures, timing.retryDelaysMs.length) - 1] ?? 60_000, work);
  };
  const succeeded = () => {
    failures = 0;
    retry = null;
  };
  /** Takes a list from the account: not a change of the player's, so it is neither saved back nor undoable. */
  const apply = (ids: readonly CardId[]) => {
    applying = true;
    try {
      store.dispatch(replaceMissing(ids, 'sync'));
    } finally {
      applying = false;
    }
    seen = local();
  };
  /** The account's copy cannot be read: the player decides (nothing is saved over it meanwhile). */
  const askAboutUnreadable = (stored: StoredCollection) => {
    if (!('unreadable' in stored)) return;
    clearTimer();
    phase = 'conflict';
    asked = stored;
    store.dispatch(conflictFound({ kind: 'unreadable', raw: rawText(stored.unreadable), problem: stored.problem.code }));
  };

  /**
   * Brings this device's list and the account's copy together against the base (see the module
   * comment); true when the result differs from the account's copy and has to be saved.
   */
  function reconcile(remote: StoredCollection | null): boolean {
    if (remote === null) {
      // Nothing saved (any more): this device's list becomes the saved one; the account loses nothing.
      setBase(NOTHING_SAVED, changedAt ?? now());
      return true;
    }
    if ('unreadable' in remote) {
      askAboutUnreadable(remote);
      return false;
    }
    const { doc, version } = remote;
    const mine = local();
    const before = base?.missing ?? [];
    const localChanged = !sameMissing(mine, before);
    let next = mine;
    if (!localChanged) next = doc.missing;
    let replaced: ReplacedChange[] = [];
    if (localChanged && !sameMissing(doc.missing, before)) {
      ({ missing: next, replaced } = mergeThreeWayReport(before, { missing: mine, updatedAt: (changedAt ?? now()).toISOString() }, doc));
    }
    if (!isSavableMissing(next)) {
      // Both sides together hold more than a list may: the player chooses, nothing is dropped silently.
      clearTimer();
      phase = 'conflict';
      asked = remote;
      store.dispatch(conflictFound({ kind: 'differ', saved: doc.missing, updatedAt: doc.updatedAt }));
      return false;
    }
    if (!sameMissing(next, mine)) apply(next);
    // The player is told which of their changes another device's replaced (with Undo).
    if (replaced.length > 0) store.dispatch(changesReplaced(replaced));
    const pending = !sameMissing(next, doc.missing);
    setBase({ missing: doc.missing, updatedAt: doc.updatedAt, version }, pending ? (changedAt ?? now()) : null);
    return pending;
  }

  /** Saves this device's list over the base's version when they differ (again after a refusal). */
  async function push(): Promise<void> {
    const target = options.collectionStore();
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      if (!uid || phase !== 'ready' || !target || !base || !owns()) return;
      const ids = local();
      if (base.missing !== null && sameMissing(ids, base.missing)) {
        setBase(base, null);
        settled();
        return;
      }
      const forGeneration = generation;
      const forUid = uid;
      // Stamped with the time of the change it saves (what a merge elsewhere compares), never earlier than the base.
      const changed = changedAt ?? now();
      const stamp = Date.parse(base.updatedAt) > changed.getTime() ? new Date(base.updatedAt) : changed;
      const doc = toSavedCollection(ids, stamp);
      status(isOnline() ? 'saving' : 'offline');
      try {
        const { version } = await target.save(forUid, doc, base.version);
        if (forGeneration !== generation || !owns()) return;
        succeeded();
        const changedSince = !sameMissing(local(), ids);
        setBase({ missing: ids, updatedAt: doc.updatedAt, version }, changedSince ? changedAt : null);
        // Changed while saving: save again (debounced like any change).
        if (changedSince) later(timing.debounceMs, 'push');
        else settled();
        return;
      } catch (error) {
        if (forGeneration !== generation || !owns()) return;
        if (!(error instanceof CollectionConflictError)) {
          failed('push', error);
          return;
        }
        // Another device saved first: take in what it saved, then save the result over its version.
        succeeded();
        if (!reconcile(error.current)) {
          if (phase === 'ready') settled();
          return;
        }
      }
    }
    failed('push', new Error('the saved collection kept changing while this device saved'));
  }

  /** Reads the account's copy and reconciles this device's list with it. */
  async function pull(): Promise<void> {
    const target = options.collectionStore();
    if (!uid || phase !== 'ready' || !target) return;
    const forGeneration = generation;
    const forUid = uid;
    try {
      const remote = await target.load(forUid);
      if (forGeneration !== generation || phase !== 'ready' || !owns()) return;
      succeeded();
      if (reconcile(remote)) await push();
      else if (phase === 'ready') settled();
    } catch (error) {
      if (forGeneration === generation) failed('pull', error);
    }
  }

  /** The first read after sign-in. */
  async function load(): Promise<void> {
    const target = options.collectionStore();
    if (!uid || !target) return;
    const forGeneration = generation;
    const forUid = uid;
    phase = 'loading';
    status('loading');
    let remote: StoredCollection | null;
    try {
      remote = await target.load(forUid);
    } catch (error) {
      if (forGeneration === generation) failed('load', error);
      return;
    }
    if (forGeneration !== generation) return;
    succeeded();
    if (remote !== null && 'unreadable' in remote) {
      askAboutUnreadable(remote);
      return;
    }
    const mine = local();
    if (!owns()) {
      // The browser's list is not this account's yet: it may be anyone's (signed-out edits, another
      // player's kept copy). Taken silently only when there is nothing to lose; otherwise the player chooses.
      if (mine.length === 0 || sameMissing(mine, remote?.doc.missing ?? [])) {
        claim();
        phase = 'ready';
        if (remote === null) setBase(NOTHING_SAVED, null);
        else {
          if (!sameMissing(mine, remote.doc.missing)) apply(remote.doc.missing);
          setBase({ missing: remote.doc.missing, updatedAt: remote.doc.updatedAt, version: remote.version }, null);
        }
        settled();
        return;
      }
      phase = 'conflict';
      askedSignedOut = { remote };
      store.dispatch(conflictFound({ kind: 'signedOut', saved: remote?.doc.missing ?? [], updatedAt: remote?.doc.updatedAt ?? '' }));
      return;
    }
    const remembered = readRemembered(storage, forUid);
    phase = 'ready';
    if (remote === null) {
      // Nothing saved yet: this device's list becomes the saved one.
      setBase(NOTHING_SAVED, mine.length > 0 ? now() : null);
      await push();
      return;
    }
    const { doc, version } = remote;
    if (sameMissing(mine, doc.missing) || (mine.length === 0 && !remembered?.changedAt)) {
      // The same list, or a fresh or emptied browser: the saved list is taken. An empty device never
      // empties the account, unless it was emptied while the sync followed it (a remembered change).
      if (!sameMissing(mine, doc.missing)) apply(doc.missing);
      setBase({ missing: doc.missing, updatedAt: doc.updatedAt, version }, null);
      settled();
      return;
    }
    if (remembered) {
      // This device synced before: its changes and the account's since then are told apart.
      base = remembered.base;
      changedAt = remembered.changedAt ?? (sameMissing(mine, remembered.base.missing ?? []) ? null : now());
      if (reconcile(remote)) await push();
      else settled();
      return;
    }
    if (doc.missing.length === 0) {
      // An empty saved list: this device's becomes the saved one.
      setBase({ missing: [], updatedAt: doc.updatedAt, version }, now());
      await push();
      return;
    }
    // Both hold cards, they differ, and nothing tells whose changes are whose: the player chooses.
    phase = 'conflict';
    asked = remote;
    store.dispatch(conflictFound({ kind: 'differ', saved: doc.missing, updatedAt: doc.updatedAt }));
  }

  /** Runs one piece of work at a time; work asked for meanwhile runs after it (a pull covers a push). */
  function run(work: Work): void {
    if (!uid) return;
    if (running && running.generation === generation) {
      if (work === running.work && work !== 'push') return;
      queued = queued === 'pull' || work === 'pull' ? 'pull' : work;
      return;
    }
    if (work !== 'load' && (phase !== 'ready' || !owns())) return;
    if (!isOnline()) {
      // Nothing is sent offline: the work waits for the browser to be back online (the list stays on
      // the device meanwhile). The widest work waits: a load, else a pull (which also saves), else a save.
      retry = retry === 'load' || work === 'load' ? 'load' : retry === 'pull' || work === 'pull' ? 'pull' : work;
      status('offline');
      return;
    }
    const mine = { work, generation };
    running = mine;
    queued = null;
    const task = work === 'load' ? load() : work === 'pull' ? pull() : push();
    void task.finally(() => {
      if (running !== mine) return;
      running = null;
      const next = queued;
      queued = null;
      if (!next || phase !== 'ready') return;
      // A pull also saves what is pending; a pending save waits for its own timer.
      if (next === 'pull') clearTimer();
      else if (timer !== null) return;
      run(next);
    });
  }

  /** The player answered the conflict question. */
  function resolve(): void {
    const { choice } = selectCollectionSync(store.getState());
    if (phase !== 'conflict' || !choice) return;
    if (askedSignedOut) {
      resolveSignedOut(askedSignedOut.remote, choice);
      return;
    }
    if (!asked) return;
    const remote = asked;
    asked = null;
    store.dispatch(conflictApplied());
    claim();
    if ('unreadable' in remote) {
      // Only this device's list can be kept; it replaces the unreadable copy (the player could download it first).
      if (choice !== 'device') {
        askAboutUnreadable(remote);
        return;
      }
      setBase({ missing: null, updatedAt: NOTHING_SAVED.updatedAt, version: remote.version }, now());
    } else {
      const saved = remote.doc.missing;
      if (choice === 'saved') store.dispatch(replaceMissing(saved, 'user'));
      if (choice === 'merge') {
        const merged = mergeMissing(local(), saved);
        // A merge over the limit cannot be saved: the question stays (keep one of the two lists).
        if (!isSavableMissing(merged)) {
          phase = 'conflict';
          asked = remote;
          store.dispatch(conflictFound({ kind: 'differ', saved, updatedAt: remote.doc.updatedAt }));
          return;
        }
        store.dispatch(replaceMissing(merged, 'user'));
      }
      setBase({ missing: saved, updatedAt: remote.doc.updatedAt, version: remote.version }, now());
    }
    seen = local();
    phase = 'ready';
    run('push');
  }

  /**
   * The player answered the sign-in question about this browser's list: keep the account's list
   * ('saved'), add this browser's cards to it ('merge') or replace it with this browser's ('device').
   * The browser's list as it is now is what sign-out gives back.
   */
  function resolveSignedOut(remote: Extract<StoredCollection, { doc: unknown }> | null, choice: ConflictChoice): void {
    const saved = remote?.doc.missing ?? [];
    const merged = choice === 'merge' ? mergeMissing(local(), saved) : null;
    if (merged && !isSavableMissing(merged)) {
      // Both together hold more than a list may: the question stays (keep one of the two lists).
      store.dispatch(conflictFound({ kind: 'signedOut', saved, updatedAt: remote?.doc.updatedAt ?? '' }));
      return;
    }
    askedSignedOut = null;
    store.dispatch(conflictApplied());
    claim();
    const base: Base = remote ? { missing: saved, updatedAt: remote.doc.updatedAt, version: remote.version } : NOTHING_SAVED;
    if (choice === 'saved') apply(saved);
    if (merged) store.dispatch(replaceMissing(merged, 'user'));
    setBase(base, sameMissing(local(), saved) ? null : now());
    seen = local();
    phase = 'ready';
    run('push');
  }

  const stopPolling = () => {
    if (poll !== null) clearInterval(poll);
    poll = null;
  };
  const visible = () => !page || page.visibilityState !== 'hidden';

  const stopWatching = () => {
    if (noticed !== null) clearTimeout(noticed);
    noticed = null;
    const stop = unwatch;
    unwatch = null;
    stop?.();
  };
  /**
   * Listens for another device's changes when the store can (Firestore), from sign-in on: a notice
   * (debounced) catches up like the focus does. A listener that fails is not restarted: the poll
   * and the focus carry on without it.
   */
  const startWatching = (target: CollectionStore, forUid: string) => {
    if (!target.watch) return;
    const forGeneration = generation;
    const notice = () => {
      if (forGeneration !== generation) return;
      if (noticed !== null) clearTimeout(noticed);
      noticed = setTimeout(() => {
        noticed = null;
        catchUp();
      }, timing.debounceMs);
    };
    const failedWatch = (error: unknown) => {
      if (forGeneration !== generation) return;
      console.warn('[account] live updates of the collection stopped; looking for changes every few minutes instead', error);
    };
    try {
      const stop = target.watch(forUid, notice, failedWatch);
      if (forGeneration === generation) unwatch = stop;
      else stop();
    } catch (error) {
      failedWatch(error);
    }
  };

  const onChange = () => {
    const state = store.getState();
    const auth = selectAuth(state);
    const nextUid = auth.status === 'signedIn' ? (auth.user?.uid ?? null) : null;
    if (nextUid !== uid) {
      generation += 1;
      clearTimer();
      stopPolling();
      stopWatching();
      uid = nextUid;
      base = null;
      changedAt = null;
      asked = null;
      askedSignedOut = null;
      failures = 0;
      retry = null;
      queued = null;
      seen = local();
      if (selectCollectionSync(state).conflict) store.dispatch(conflictApplied());
      const target = options.collectionStore();
      if (!uid || !target) {
        phase = 'off';
        status('off');
        return;
      }
      // Kept beside the watch: one cheap read every few minutes, and the only way when there is none.
      poll = setInterval(() => {
        if (visible()) run('pull');
      }, timing.pollMs ?? DEFAULT_SYNC_TIMING.pollMs);
      startWatching(target, uid);
      run('load');
      return;
    }
    if (phase === 'conflict') {
      resolve();
      return;
    }
    const ids = local();
    if (ids === seen || applying) return;
    seen = ids;
    // Not this account's list (another tab signed out meanwhile): not a change of this player's.
    if (phase !== 'ready' || !owns()) return;
    changedAt = now();
    if (uid) remember(storage, uid, base, changedAt);
    if (isOnline()) status('saving');
    // A failed save is retried on its own schedule; a new change does not wait for it any longer.
    later(timing.debounceMs, 'push');
  };

  /** Another device may have changed the list: catch up (a pending retry goes first, now). */
  const catchUp = () => {
    if (!uid) return;
    if (retry) {
      const work = retry;
      clearTimer();
      run(work);
      return;
    }
    if (phase === 'ready' && timer === null) run('pull');
  };
  const onOnline = () => {
    if (selectCollectionSync(store.getState()).status === 'offline') status(retry ? 'retrying' : 'synced');
    catchUp();
  };
  const onOffline = () => {
    if (phase === 'ready' || phase === 'loading') status('offline');
  };
  const onVisibility = () => {
    if (visible()) catchUp();
  };

  events.addEventListener('online', onOnline);
  events.addEventListener('offline', onOffline);
  events.addEventListener('focus', catchUp);
  page?.addEventListener('visibilitychange', onVisibility);
  onChange();
  const unsubscribe = store.subscribe(onChange);
  return () => {
    unsubscribe();
    clearTimer();
    stopPolling();
    stopWatching();
    events.removeEventListener('online', onOnline);
    events.removeEventListener('offline', onOffline);
    events.removeEventListener('focus', catchUp);
    page?.removeEventListener('visibilitychange', onVisibility);
    generation += 1;
  };
}
