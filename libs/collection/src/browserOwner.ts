/**
 * Who owns the list this browser keeps, so that one person's list never becomes another's on a shared
 * browser (docs/adr/0016-shared-browser-lists.md). The one place that knows these storage keys and
 * their rules; the shell (sign-out clean-up, also at start-up) and the account remote (sign-in, the
 * sync's remembered base) both use it.
 *
 * - `tcgp.collection.v1` (COLLECTION_STORAGE_KEY) is the list the page shows: a visitor's own, or,
 *   while an account owns the browser, that account's.
 * - `tcgp.collection.owner.v1` exists only while an account owns the list: `{uid, signedOut, keepCopy}`.
 *   `signedOut` is the saved collection the browser had before that account signed in (what sign-out
 *   gives back); `keepCopy` is the player's choice at sign-out to leave the account's list here instead.
 *   One key, written in one step: there is never an owner without the list to give back.
 * - `tcgp.account.collectionBase.v1.<uid>`: the sync's base (the last copy read from or written to the
 *   account). Only valid while the owner record names that uid; every one of them goes at sign-out.
 *
 * Everything here takes the storage as a parameter (localStorage in the page, a stand-in in tests) and
 * never throws.
 */
import type { CardId } from '@tcgp/domain';
import { COLLECTION_STORAGE_KEY, putAside, type BackupStorage } from './backups';
import { COLLECTION_OWNER_KEY, forgetAccountLastSeen } from './lastSeen';
import { sameMissing } from './lists';
import { parseSavedCollection, toSavedCollection } from './saved';

export const SYNC_BASE_PREFIX = 'tcgp.account.collectionBase.v1.';

/** The storage key of a user's remembered sync base. */
export const syncBaseKey = (uid: string): string => `${SYNC_BASE_PREFIX}${uid}`;

export type OwnerStorage = BackupStorage;

export interface BrowserOwner {
  uid: string;
  /** The list the browser had before this account signed in (restored at sign-out). */
  signedOut: CardId[];
  /** The decks the browser followed before this account signed in (restored at sign-out). */
  signedOutFollows: string[];
  /** The player chose, at sign-out, to leave the account's list on this browser. */
  keepCopy: boolean;
}

/**
 * The owner record: null when no account owns the list; `{uid: null}` when a record exists but cannot
 * be read (then no account may take it for its own, and sign-out clean-up still runs).
 */
export function readOwner(storage: OwnerStorage | null): BrowserOwner | { uid: null; text: string } | null {
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(COLLECTION_OWNER_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as { uid?: unknown; signedOut?: unknown; keepCopy?: unknown } | null;
    const saved = parseSavedCollection(value?.signedOut);
    if (typeof value?.uid !== 'string' || value.uid === '' || !saved.ok) return { uid: null, text };
    return { uid: value.uid, signedOut: saved.value.missing, signedOutFollows: saved.value.follows ?? [], keepCopy: value.keepCopy === true };
  } catch {
    return { uid: null, text };
  }
}

/** The uid that owns the list, or null (no owner, or an unreadable record). */
export function ownerUid(storage: OwnerStorage | null): string | null {
  return readOwner(storage)?.uid ?? null;
}

/** Removes every remembered sync base (of any user). */
export function forgetSyncBases(storage: OwnerStorage): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(SYNC_BASE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage blocked: a base without its owner record is never used (see readOwner's callers).
  }
}

/**
 * Records that `uid` now owns the list; `signedOut` is the browser's list at this moment (before the
 * account's list is applied). Every older sync base goes first. False when the browser refused to store
 * the record (then the caller must not apply the account's list: sign-out could not give this one back).
 */
export function claimBrowserList(
  storage: OwnerStorage,
  uid: string,
  signedOut: readonly CardId[],
  now: Date = new Date(),
  signedOutFollows: readonly string[] = [],
): boolean {
  forgetSyncBases(storage);
  const text = JSON.stringify({ uid, signedOut: toSavedCollection(signedOut, now, signedOutFollows), keepCopy: false });
  try {
    storage.setItem(COLLECTION_OWNER_KEY, text);
    return storage.getItem(COLLECTION_OWNER_KEY) === text;
  } catch {
    return false;
  }
}

/** The player's choice at sign-out: leave the account's list on this browser (or not). */
export function setKeepCopy(storage: OwnerStorage, keepCopy: boolean): void {
  const owner = readOwner(storage);
  if (!owner || owner.uid === null) return;
  try {
    storage.setItem(
      COLLECTION_OWNER_KEY,
      JSON.stringify({ uid: owner.uid, signedOut: toSavedCollection(owner.signedOut, new Date(), owner.signedOutFollows), keepCopy }),
    );
  } catch {
    // Not stored: sign-out gives back the signed-out list (the default).
  }
}

/** What the browser shows after a release. */
export interface Released {
  missing: CardId[];
  follows: string[];
}

/**
 * The sign-out clean-up: run when the site is signed out, or signed in as someone other than the owner
 * (also at start-up). The owner's list leaves the device: the list the browser had before that account
 * signed in comes back (or the account's list stays, when the player chose to keep a copy; the signed-out
 * list is then put aside as a backup, never deleted). The owner record and every sync base go.
 * `current` is the list the page shows now. Null when no account owned the list (nothing to change).
 */
export function releaseBrowserList(
  storage: OwnerStorage,
  current: readonly CardId[],
  now: Date = new Date(),
  currentFollows: readonly string[] = [],
): Released | null {
  const owner = readOwner(storage);
  forgetSyncBases(storage);
  if (!owner) return null;
  forgetAccountLastSeen(storage);
  let next: CardId[];
  let follows: string[] = [];
  if (owner.uid === null) {
    // Nobody can tell whose list this is: it leaves the page; the record's text (perhaps the only copy of
    // a signed-out list) is put aside, where the collection page offers it.
    if (putAside(storage, owner.text, now) === null) return null;
    next = [];
  } else if (owner.keepCopy) {
    next = [...current];
    follows = [...currentFollows];
    if (owner.signedOut.length > 0 && !sameMissing(owner.signedOut, current)) {
      if (putAside(storage, JSON.stringify(toSavedCollection(owner.signedOut, now, owner.signedOutFollows)), now) === null) {
        next = owner.signedOut;
        follows = owner.signedOutFollows;
      }
    }
  } else {
    next = owner.signedOut;
    follows = owner.signedOutFollows;
  }
  try {
    storage.setItem(COLLECTION_STORAGE_KEY, JSON.stringify(toSavedCollection(next, now, follows)));
    storage.removeItem(COLLECTION_OWNER_KEY);
  } catch {
    // Storage blocked: the record stays, and the next start tries again.
  }
  return { missing: next, follows };
}
