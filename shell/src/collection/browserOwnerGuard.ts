/**
 * The sign-out clean-up of the browser's list, run by the shell (which has the store and the auth
 * state, and runs for visitors too, unlike the account remote). Whenever the auth state names someone
 * other than the account that owns the list (signed out, another uid, also at start-up after a sign-out
 * in a closed tab), that account's list, its sync base and its uid leave the device: the browser shows
 * the list it had before that sign-in (see releaseBrowserList of @tcgp/collection).
 */
import { replaceFollows, replaceMissing, selectFollowedDecks, selectMissingIds, type AppStore, type User } from 'shared-contracts';
import { ownerUid, readOwner, releaseBrowserList, sameFollows, sameMissing, type OwnerStorage } from '@tcgp/collection';

/** Releases the list unless `user` owns it; call it after the store has heard of the new user. */
export function releaseUnlessOwner(store: AppStore, storage: OwnerStorage | null, user: User | null, now: Date = new Date()): void {
  if (!storage) return;
  const owner = readOwner(storage);
  // The owner is back (a reload, a token refresh): nothing to do.
  if (owner && owner.uid !== null && owner.uid === user?.uid) return;
  const released = releaseBrowserList(storage, selectMissingIds(store.getState()), now, selectFollowedDecks(store.getState()));
  if (released && !sameMissing(released.missing, selectMissingIds(store.getState()))) store.dispatch(replaceMissing(released.missing, 'sync'));
  if (released && !sameFollows(released.follows, selectFollowedDecks(store.getState()))) store.dispatch(replaceFollows(released.follows, 'sync'));
  if (released && ownerUid(storage) !== null) console.warn('[shell] the account list could not be removed from this browser');
}
