/**
 * What tells the sync to look at the account's copy: another device's change reaches an open page
 * as soon as the store tells of it, when the store can be watched (Firestore: a snapshot listener);
 * and in any case when the page gets the focus or becomes visible, every `pollMs` while it is
 * visible, and when the browser comes back online (kept beside the watch: the poll is one cheap
 * read, and covers a listener that failed). Going offline shows in the header at once.
 */
import type { CollectionStore } from './collectionStore';
import { selectCollectionSync } from './collectionSyncSlice';
import type { SyncContext } from './syncContext';
import { DEFAULT_SYNC_TIMING } from './syncOptions';
import type { SaveLoop } from './saveLoop';

const visible = (ctx: SyncContext) => !ctx.page || ctx.page.visibilityState !== 'hidden';

/** Pulls every `pollMs` while the page is visible (kept beside the watch, and the only way when there is none). */
export function startPolling(ctx: SyncContext, loop: Pick<SaveLoop, 'run'>): void {
  ctx.state.poll = setInterval(() => {
    if (visible(ctx)) loop.run('pull');
  }, ctx.timing.pollMs ?? DEFAULT_SYNC_TIMING.pollMs);
}

export function stopPolling(ctx: SyncContext): void {
  const { state } = ctx;
  if (state.poll !== null) clearInterval(state.poll);
  state.poll = null;
}

/**
 * Listens for another device's changes when the store can (Firestore), from sign-in on: a notice
 * (debounced) catches up like the focus does. A listener that fails is not restarted: the poll
 * and the focus carry on without it.
 */
export function startWatching(ctx: SyncContext, loop: Pick<SaveLoop, 'catchUp'>, target: CollectionStore, forUid: string): void {
  const { state } = ctx;
  if (!target.watch) return;
  const forGeneration = state.generation;
  const notice = () => {
    if (forGeneration !== state.generation) return;
    if (state.noticed !== null) clearTimeout(state.noticed);
    state.noticed = setTimeout(() => {
      state.noticed = null;
      loop.catchUp();
    }, ctx.timing.debounceMs);
  };
  const failedWatch = (error: unknown) => {
    if (forGeneration !== state.generation) return;
    console.warn('[account] live updates of the collection stopped; looking for changes every few minutes instead', error);
  };
  try {
    const stop = target.watch(forUid, notice, failedWatch);
    if (forGeneration === state.generation) state.unwatch = stop;
    else stop();
  } catch (error) {
    failedWatch(error);
  }
}

export function stopWatching(ctx: SyncContext): void {
  const { state } = ctx;
  if (state.noticed !== null) clearTimeout(state.noticed);
  state.noticed = null;
  const stop = state.unwatch;
  state.unwatch = null;
  stop?.();
}

/**
 * Listens to the window (`online`, `offline`, `focus`) and the document (`visibilitychange`) for as
 * long as the sync runs; returns a function that stops listening.
 */
export function listenToPage(ctx: SyncContext, loop: Pick<SaveLoop, 'catchUp'>): () => void {
  const { events, page, state } = ctx;
  const catchUp = loop.catchUp;
  const onOnline = () => {
    if (selectCollectionSync(ctx.store.getState()).status === 'offline') ctx.status(state.retry ? 'retrying' : 'synced');
    catchUp();
  };
  const onOffline = () => {
    if (state.phase === 'ready' || state.phase === 'loading') ctx.status('offline');
  };
  const onVisibility = () => {
    if (visible(ctx)) catchUp();
  };
  events.addEventListener('online', onOnline);
  events.addEventListener('offline', onOffline);
  events.addEventListener('focus', catchUp);
  page?.addEventListener('visibilitychange', onVisibility);
  return () => {
    events.removeEventListener('online', onOnline);
    events.removeEventListener('offline', onOffline);
    events.removeEventListener('focus', catchUp);
    page?.removeEventListener('visibilitychange', onVisibility);
  };
}
