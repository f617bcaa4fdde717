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
 *
 * Each part has one job, and what they share between two events is in one SyncState:
 * - signInChoice.ts: whose list wins at sign-in, and the player's answer to the question asked;
 * - reconcile.ts: bringing this device's list and the account's copy together against the base;
 * - saveLoop.ts: the loads, pulls and saves, one at a time (debounce, back-off, conflict re-read);
 * - syncWatchers.ts: the focus, visibility, poll, online/offline and store-watch triggers;
 * - syncBase.ts: the base, remembered across reloads; syncContext.ts: the steps they all share.
 * This module follows the signed-in user and the player's changes, and puts the parts together.
 */
import { syncBaseKey } from '@tcgp/collection';
import { selectAuth, type AppStore, type RootReducer, type RootState } from 'shared-contracts';
import { conflictApplied, injectCollectionSync, selectCollectionSync } from './collectionSyncSlice';
import { answerQuestion } from './signInChoice';
import { createSaveLoop } from './saveLoop';
import { remember } from './syncBase';
import { createSyncContext } from './syncContext';
import type { SyncOptions } from './syncOptions';
import { listenToPage, startPolling, startWatching, stopPolling, stopWatching } from './syncWatchers';

export { DEFAULT_SYNC_TIMING, type SyncBaseStorage, type SyncOptions, type SyncTiming } from './syncOptions';
export { syncBaseKey };

/** Starts the sync for `store`; returns a function that stops it. */
export function startCollectionSync(store: AppStore, rootReducer: RootReducer, options: SyncOptions): () => void {
  injectCollectionSync(rootReducer);
  const ctx = createSyncContext(store, options);
  const { state } = ctx;
  const loop = createSaveLoop(ctx);

  /** Sign-in or sign-out: everything known of the previous user is dropped; the new one's list is loaded. */
  const switchUser = (nextUid: string | null, current: RootState) => {
    state.generation += 1;
    state.clearTimer();
    stopPolling(ctx);
    stopWatching(ctx);
    state.switchUser(nextUid, ctx.local(), ctx.localFollows());
    if (selectCollectionSync(current).conflict) store.dispatch(conflictApplied());
    const target = options.collectionStore();
    if (!state.uid || !target) {
      state.phase = 'off';
      ctx.status('off');
      return;
    }
    startPolling(ctx, loop);
    startWatching(ctx, loop, target, state.uid);
    loop.run('load');
  };

  const onChange = () => {
    const current = store.getState();
    const auth = selectAuth(current);
    const nextUid = auth.status === 'signedIn' ? (auth.user?.uid ?? null) : null;
    if (nextUid !== state.uid) {
      switchUser(nextUid, current);
      return;
    }
    if (state.phase === 'conflict') {
      if (answerQuestion(ctx)) loop.run('push');
      return;
    }
    const ids = ctx.local();
    const follows = ctx.localFollows();
    if ((ids === state.seen && follows === state.seenFollows) || state.applying) return;
    state.seen = ids;
    state.seenFollows = follows;
    // Not this account's list (another tab signed out meanwhile): not a change of this player's.
    if (state.phase !== 'ready' || !ctx.owns()) return;
    state.changedAt = ctx.now();
    if (state.uid) remember(ctx.storage, state.uid, state.base, state.changedAt);
    if (ctx.isOnline()) ctx.status('saving');
    // A failed save is retried on its own schedule; a new change does not wait for it any longer.
    loop.later(ctx.timing.debounceMs, 'push');
  };

  const stopListening = listenToPage(ctx, loop);
  onChange();
  const unsubscribe = store.subscribe(onChange);
  return () => {
    unsubscribe();
    state.clearTimer();
    stopPolling(ctx);
    stopWatching(ctx);
    stopListening();
    state.generation += 1;
  };
}
