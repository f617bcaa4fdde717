/**
 * The loads, pulls and saves, one at a time: every local change is saved, debounced; a save refused
 * because another device saved first is reconciled with what that device saved and saved again,
 * never written over it. While the browser is offline nothing is sent: the work waits for the
 * `online` event. A failed load or save keeps the local list, says "could not save, retrying"
 * ("offline" while the browser is) and tries again with back-off. Nothing is loaded, saved or
 * applied while the browser's list is not this account's.
 */
import { sameFollows, sameMissing, toSavedCollection } from '@tcgp/collection';
import { CollectionConflictError, type StoredCollection } from './collectionStore';
import { reconcile } from './reconcile';
import { settleSignIn } from './signInChoice';
import type { SyncContext } from './syncContext';
import type { Work } from './syncState';

/** A save refused this many times in a row (other devices saving all the while) waits like a failure. */
const MAX_ROUNDS = 5;

/** The widest of two pieces of work waiting: a load, else a pull (which also saves), else a save. */
export function widerWork(waiting: Work | null, work: Work): Work {
  return waiting === 'load' || work === 'load' ? 'load' : waiting === 'pull' || work === 'pull' ? 'pull' : work;
}

/** The pause before the retry after `failures` failures in a row: the last of the delays repeats. */
export function retryDelay(retryDelaysMs: readonly number[], failures: number): number {
  return retryDelaysMs[Math.min(failures, retryDelaysMs.length) - 1] ?? 60_000;
}

export interface SaveLoop {
  /** Runs one piece of work at a time; work asked for meanwhile runs after it (a pull covers a push). */
  run(work: Work): void;
  /** Runs `work` after `ms` (replacing the pending save or retry). */
  later(ms: number, work: Work): void;
  /** Another device may have changed the list: catch up (a pending retry goes first, now). */
  catchUp(): void;
}

export function createSaveLoop(ctx: SyncContext): SaveLoop {
  const { state, timing, now, isOnline } = ctx;

  const later = (ms: number, work: Work) => {
    state.clearTimer();
    state.timer = setTimeout(() => {
      state.timer = null;
      run(work);
    }, ms);
  };
  const failed = (work: Work, error: unknown) => {
    console.warn('[account] the collection could not be synced; kept on this device, retrying', error);
    state.failures += 1;
    ctx.status(isOnline() ? 'retrying' : 'offline');
    state.retry = work;
    later(retryDelay(timing.retryDelaysMs, state.failures), work);
  };
  const succeeded = () => {
    state.failures = 0;
    state.retry = null;
  };

  /** Saves this device's list over the base's version when they differ (again after a refusal). */
  async function push(): Promise<void> {
    const target = ctx.collectionStore();
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const { base } = state;
      if (!state.uid || state.phase !== 'ready' || !target || !base || !ctx.owns()) return;
      const ids = ctx.local();
      const follows = ctx.localFollows();
      if (base.missing !== null && sameMissing(ids, base.missing) && sameFollows(follows, base.follows)) {
        ctx.setBase(base, null);
        ctx.settled();
        return;
      }
      const forGeneration = state.generation;
      const forUid = state.uid;
      // Stamped with the time of the change it saves (what a merge elsewhere compares), never earlier than the base.
      const changed = state.changedAt ?? now();
      const stamp = Date.parse(base.updatedAt) > changed.getTime() ? new Date(base.updatedAt) : changed;
      const doc = toSavedCollection(ids, stamp, follows);
      ctx.status(isOnline() ? 'saving' : 'offline');
      try {
        const { version } = await target.save(forUid, doc, base.version);
        if (forGeneration !== state.generation || !ctx.owns()) return;
        succeeded();
        const changedSince = !sameMissing(ctx.local(), ids) || !sameFollows(ctx.localFollows(), follows);
        ctx.setBase({ missing: ids, follows, updatedAt: doc.updatedAt, version }, changedSince ? state.changedAt : null);
        // Changed while saving: save again (debounced like any change).
        if (changedSince) later(timing.debounceMs, 'push');
        else ctx.settled();
        return;
      } catch (error) {
        if (forGeneration !== state.generation || !ctx.owns()) return;
        if (!(error instanceof CollectionConflictError)) {
          failed('push', error);
          return;
        }
        // Another device saved first: take in what it saved, then save the result over its version.
        succeeded();
        if (!reconcile(ctx, error.current)) {
          if (state.phase === 'ready') ctx.settled();
          return;
        }
      }
    }
    failed('push', new Error('the saved collection kept changing while this device saved'));
  }

  /** Reads the account's copy and reconciles this device's list with it. */
  async function pull(): Promise<void> {
    const target = ctx.collectionStore();
    if (!state.uid || state.phase !== 'ready' || !target) return;
    const forGeneration = state.generation;
    const forUid = state.uid;
    try {
      const remote = await target.load(forUid);
      if (forGeneration !== state.generation || state.phase !== 'ready' || !ctx.owns()) return;
      succeeded();
      if (reconcile(ctx, remote)) await push();
      else if (state.phase === 'ready') ctx.settled();
    } catch (error) {
      if (forGeneration === state.generation) failed('pull', error);
    }
  }

  /** The first read after sign-in (what comes of it: signInChoice). */
  async function load(): Promise<void> {
    const target = ctx.collectionStore();
    if (!state.uid || !target) return;
    const forGeneration = state.generation;
    const forUid = state.uid;
    state.phase = 'loading';
    ctx.status('loading');
    let remote: StoredCollection | null;
    try {
      remote = await target.load(forUid);
    } catch (error) {
      if (forGeneration === state.generation) failed('load', error);
      return;
    }
    if (forGeneration !== state.generation) return;
    succeeded();
    if (settleSignIn(ctx, forUid, remote)) await push();
  }

  function run(work: Work): void {
    if (!state.uid) return;
    const { running } = state;
    if (running && running.generation === state.generation) {
      if (work === running.work && work !== 'push') return;
      state.queued = state.queued === 'pull' || work === 'pull' ? 'pull' : work;
      return;
    }
    if (work !== 'load' && (state.phase !== 'ready' || !ctx.owns())) return;
    if (!isOnline()) {
      // Nothing is sent offline: the work waits for the browser to be back online (the list stays on
      // the device meanwhile). The widest work waits: a load, else a pull (which also saves), else a save.
      state.retry = widerWork(state.retry, work);
      ctx.status('offline');
      return;
    }
    const mine = { work, generation: state.generation };
    state.running = mine;
    state.queued = null;
    const task = work === 'load' ? load() : work === 'pull' ? pull() : push();
    void task.finally(() => {
      if (state.running !== mine) return;
      state.running = null;
      const next = state.queued;
      state.queued = null;
      if (!next || state.phase !== 'ready') return;
      // A pull also saves what is pending; a pending save waits for its own timer.
      if (next === 'pull') state.clearTimer();
      else if (state.timer !== null) return;
      run(next);
    });
  }

  const catchUp = () => {
    if (!state.uid) return;
    if (state.retry) {
      const work = state.retry;
      state.clearTimer();
      run(work);
      return;
    }
    if (state.phase === 'ready' && state.timer === null) run('pull');
  };

  return { run, later, catchUp };
}
