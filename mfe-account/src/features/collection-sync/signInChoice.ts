/**
 * Whose list wins at sign-in, and the player's answer when they are asked.
 *
 * - When the browser's list is not this account's yet (no owner record for this uid, see
 *   browserOwner of @tcgp/collection): the browser's list empty or the same as the saved one -> the
 *   saved list is taken silently; otherwise the player chooses (keep the account's list, add this
 *   browser's cards, or replace the account's list with this browser's) and nothing is saved before.
 *   Either way the owner record is written before the account's list is applied.
 * - When the account owns the list already (a reload): the same -> nothing to do; a remembered base
 *   -> reconciled (reconcile.ts); this device's empty -> taken; nothing or an empty list saved ->
 *   this device's is uploaded; otherwise the player chooses (keep this device's, keep the saved
 *   one, merge).
 *
 * The followed decks come along: a signed-out browser's follows never reach the account without the
 * player's choice (they come back at sign-out); with the list the player keeps, the follows of that
 * side are kept, and "add this browser's cards" also adds this browser's follows (the union). On a
 * browser the account owns already, its follows and the account's are merged (against the remembered
 * base when there is one, else the union): both are this account's.
 */
import { isSavableMissing, mergeFollows, mergeMissing, sameFollows, sameMissing, unionFollows } from '@tcgp/collection';
import { replaceFollows, replaceMissing } from 'shared-contracts';
import type { CardId } from '@tcgp/domain';
import type { StoredCollection } from './collectionStore';
import { conflictApplied, conflictFound, selectCollectionSync, type ConflictChoice } from './collectionSyncSlice';
import { reconcile } from './reconcile';
import { NOTHING_SAVED, baseOf, readRemembered, type Base, type RememberedBase } from './syncBase';
import type { SyncContext } from './syncContext';
import type { ReadableCollection } from './syncState';

/** At sign-in, when the browser's list is not this account's yet: take the saved list silently, or ask. */
export type NewListDecision = 'take' | 'ask';

/** Taken silently only when there is nothing to lose: the browser's list is empty or the same as the saved one. */
export function decideForBrowserList(mine: readonly CardId[], remote: ReadableCollection | null): NewListDecision {
  return mine.length === 0 || sameMissing(mine, remote?.doc.missing ?? []) ? 'take' : 'ask';
}

/**
 * At sign-in, when the account owns the browser's list already: upload this device's (nothing or
 * an empty list saved), take the saved one, reconcile against the remembered base, or ask.
 */
export type OwnedListDecision =
  | { kind: 'uploadOverNothing' }
  | { kind: 'take'; remote: ReadableCollection }
  | { kind: 'reconcile'; remote: ReadableCollection; remembered: RememberedBase }
  | { kind: 'uploadOverEmpty'; remote: ReadableCollection }
  | { kind: 'ask'; remote: ReadableCollection };

export function decideForOwnedList(mine: readonly CardId[], remote: ReadableCollection | null, remembered: RememberedBase | null): OwnedListDecision {
  if (remote === null) return { kind: 'uploadOverNothing' };
  // The same list, or a fresh or emptied browser: the saved list is taken. An empty device never
  // empties the account, unless it was emptied while the sync followed it (a remembered change).
  if (sameMissing(mine, remote.doc.missing) || (mine.length === 0 && !remembered?.changedAt)) return { kind: 'take', remote };
  if (remembered) return { kind: 'reconcile', remote, remembered };
  if (remote.doc.missing.length === 0) return { kind: 'uploadOverEmpty', remote };
  return { kind: 'ask', remote };
}

/**
 * Acts on the first read after sign-in (`remote`, read for `uid`); true when this device's list is
 * to be saved now.
 */
export function settleSignIn(ctx: SyncContext, uid: string, remote: StoredCollection | null): boolean {
  const { state, now } = ctx;
  if (remote !== null && 'unreadable' in remote) {
    ctx.askAboutUnreadable(remote);
    return false;
  }
  const mine = ctx.local();
  const mineFollows = ctx.localFollows();
  if (!ctx.owns()) {
    // The browser's list is not this account's yet: it may be anyone's (signed-out edits, another
    // player's kept copy). Taken silently only when there is nothing to lose; otherwise the player chooses.
    if (decideForBrowserList(mine, remote) === 'take') {
      ctx.claim();
      state.phase = 'ready';
      if (remote === null) ctx.setBase(NOTHING_SAVED, null);
      else {
        ctx.apply(remote.doc.missing, remote.doc.follows ?? []);
        ctx.setBase(baseOf(remote.doc, remote.version), null);
      }
      ctx.settled();
      return false;
    }
    state.phase = 'conflict';
    state.askedSignedOut = { remote };
    ctx.store.dispatch(conflictFound({ kind: 'signedOut', saved: remote?.doc.missing ?? [], updatedAt: remote?.doc.updatedAt ?? '' }));
    return false;
  }
  const remembered = readRemembered(ctx.storage, uid);
  const decision = decideForOwnedList(mine, remote, remembered);
  if (decision.kind === 'ask') {
    // Both hold cards, they differ, and nothing tells whose changes are whose: the player chooses.
    ctx.askAboutDiffering(decision.remote);
    return false;
  }
  state.phase = 'ready';
  switch (decision.kind) {
    case 'uploadOverNothing':
      // Nothing saved yet: this device's list becomes the saved one.
      ctx.setBase(NOTHING_SAVED, mine.length > 0 || mineFollows.length > 0 ? now() : null);
      return true;
    case 'take': {
      const { doc, version } = decision.remote;
      const saved = doc.follows ?? [];
      const follows = remembered ? mergeFollows(remembered.base.follows, mineFollows, saved) : unionFollows(saved, mineFollows);
      ctx.apply(doc.missing, follows);
      const pending = !sameFollows(follows, saved);
      ctx.setBase(baseOf(doc, version), pending ? now() : null);
      if (pending) return true;
      ctx.settled();
      return false;
    }
    case 'reconcile': {
      // This device synced before: its changes and the account's since then are told apart.
      const { base, changedAt } = decision.remembered;
      state.base = base;
      state.changedAt = changedAt ?? (sameMissing(mine, base.missing ?? []) && sameFollows(mineFollows, base.follows) ? null : now());
      if (reconcile(ctx, decision.remote)) return true;
      ctx.settled();
      return false;
    }
    case 'uploadOverEmpty':
      // An empty saved list: this device's becomes the saved one.
      ctx.apply(mine, unionFollows(mineFollows, decision.remote.doc.follows ?? []));
      ctx.setBase(baseOf(decision.remote.doc, decision.remote.version), now());
      return true;
  }
}

/** The player answered the open question; true when this device's list is to be saved now. */
export function answerQuestion(ctx: SyncContext): boolean {
  const { state, store } = ctx;
  const { choice } = selectCollectionSync(store.getState());
  if (state.phase !== 'conflict' || !choice) return false;
  if (state.askedSignedOut) return answerSignedOut(ctx, state.askedSignedOut.remote, choice);
  if (!state.asked) return false;
  const remote = state.asked;
  state.asked = null;
  store.dispatch(conflictApplied());
  ctx.claim();
  if ('unreadable' in remote) {
    // Only this device's list can be kept; it replaces the unreadable copy (the player could download it first).
    if (choice !== 'device') {
      ctx.askAboutUnreadable(remote);
      return false;
    }
    ctx.setBase({ missing: null, follows: [], updatedAt: NOTHING_SAVED.updatedAt, version: remote.version }, ctx.now());
  } else {
    const saved = remote.doc.missing;
    const savedFollows = remote.doc.follows ?? [];
    if (choice === 'saved') {
      store.dispatch(replaceMissing(saved, 'user'));
      store.dispatch(replaceFollows(savedFollows, 'user'));
    }
    if (choice === 'merge') {
      const merged = mergeMissing(ctx.local(), saved);
      // A merge over the limit cannot be saved: the question stays (keep one of the two lists).
      if (!isSavableMissing(merged)) {
        ctx.askAboutDiffering(remote);
        return false;
      }
      store.dispatch(replaceMissing(merged, 'user'));
      store.dispatch(replaceFollows(unionFollows(ctx.localFollows(), savedFollows), 'user'));
    }
    ctx.setBase(baseOf(remote.doc, remote.version), ctx.now());
  }
  state.seen = ctx.local();
  state.seenFollows = ctx.localFollows();
  state.phase = 'ready';
  return true;
}

/**
 * The player answered the sign-in question about this browser's list: keep the account's list
 * ('saved'), add this browser's cards to it ('merge') or replace it with this browser's ('device').
 * The browser's list as it is now is what sign-out gives back. True when the list is to be saved now.
 */
function answerSignedOut(ctx: SyncContext, remote: ReadableCollection | null, choice: ConflictChoice): boolean {
  const { state, store } = ctx;
  const saved = remote?.doc.missing ?? [];
  const merged = choice === 'merge' ? mergeMissing(ctx.local(), saved) : null;
  if (merged && !isSavableMissing(merged)) {
    // Both together hold more than a list may: the question stays (keep one of the two lists).
    store.dispatch(conflictFound({ kind: 'signedOut', saved, updatedAt: remote?.doc.updatedAt ?? '' }));
    return false;
  }
  state.askedSignedOut = null;
  store.dispatch(conflictApplied());
  ctx.claim();
  const base: Base = remote ? baseOf(remote.doc, remote.version) : NOTHING_SAVED;
  if (choice === 'saved') ctx.apply(saved, base.follows);
  if (merged) {
    store.dispatch(replaceMissing(merged, 'user'));
    store.dispatch(replaceFollows(unionFollows(ctx.localFollows(), base.follows), 'user'));
  }
  ctx.setBase(base, sameMissing(ctx.local(), saved) && sameFollows(ctx.localFollows(), base.follows) ? null : ctx.now());
  state.seen = ctx.local();
  state.seenFollows = ctx.localFollows();
  state.phase = 'ready';
  return true;
}
