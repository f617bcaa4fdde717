/**
 * Reconciling this device's list with the account's copy against the base: only the account's
 * changed since the base -> taken; only this device's -> saved; both -> the three-way merge of
 * @tcgp/collection (per card, a one-sided change survives, a card changed on both sides takes the
 * later change), which is then saved; the player is told which of their changes the other device's
 * replaced, with Undo (ReplacedNotice). The followed decks go the same way, merged per deck against
 * the base's (mergeFollows: a follow or an unfollow made on one side since the base survives). An
 * unreadable copy, or a result longer than a list may be, is left to the player.
 */
import {
  isSavableFollows,
  isSavableMissing,
  mergeFollows,
  mergeThreeWayReport,
  sameFollows,
  sameMissing,
  type ReplacedChange,
  type SavedCollection,
} from '@tcgp/collection';
import type { CardId } from '@tcgp/domain';
import type { StoredCollection } from './collectionStore';
import { changesReplaced } from './collectionSyncSlice';
import { NOTHING_SAVED, baseOf } from './syncBase';
import type { SyncContext } from './syncContext';

/**
 * The list this device's (`mine`) and the account's (`saved`) come to against the base's list
 * (`before`), and which of this device's changes the account's replaced. `changedAt` (when this
 * device's list changed) is asked for only when both sides changed.
 */
export function bringTogether(
  before: readonly CardId[],
  mine: readonly CardId[],
  saved: SavedCollection,
  changedAt: () => Date,
): { next: readonly CardId[]; replaced: ReplacedChange[] } {
  const localChanged = !sameMissing(mine, before);
  if (!localChanged) return { next: saved.missing, replaced: [] };
  if (sameMissing(saved.missing, before)) return { next: mine, replaced: [] };
  const { missing, replaced } = mergeThreeWayReport(before, { missing: mine, updatedAt: changedAt().toISOString() }, saved);
  return { next: missing, replaced };
}

/**
 * Brings this device's list and the account's copy together against the base (see the module
 * comment); true when the result differs from the account's copy and has to be saved.
 */
export function reconcile(ctx: SyncContext, remote: StoredCollection | null): boolean {
  const { state, now } = ctx;
  if (remote === null) {
    // Nothing saved (any more): this device's list becomes the saved one; the account loses nothing.
    ctx.setBase(NOTHING_SAVED, state.changedAt ?? now());
    return true;
  }
  if ('unreadable' in remote) {
    ctx.askAboutUnreadable(remote);
    return false;
  }
  const { doc, version } = remote;
  const mine = ctx.local();
  const { next, replaced } = bringTogether(state.base?.missing ?? [], mine, doc, () => state.changedAt ?? now());
  const theirFollows = doc.follows ?? [];
  const nextFollows = mergeFollows(state.base?.follows ?? [], ctx.localFollows(), theirFollows);
  if (!isSavableMissing(next) || !isSavableFollows(nextFollows)) {
    // Both sides together hold more than a list may: the player chooses, nothing is dropped silently.
    state.clearTimer();
    ctx.askAboutDiffering(remote);
    return false;
  }
  if (!sameMissing(next, mine) || !sameFollows(nextFollows, ctx.localFollows())) ctx.apply(next, nextFollows);
  // The player is told which of their changes another device's replaced (with Undo).
  if (replaced.length > 0) ctx.store.dispatch(changesReplaced(replaced));
  const pending = !sameMissing(next, doc.missing) || !sameFollows(nextFollows, theirFollows);
  ctx.setBase(baseOf(doc, version), pending ? (state.changedAt ?? now()) : null);
  return pending;
}
