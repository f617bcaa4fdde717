/**
 * The base: the last copy this page read from or wrote to the account, with its version. Every save
 * names the base's version, so a save never replaces a list this page has not seen. With a storage,
 * the base (and when this device's list last changed since it) is remembered per user across
 * reloads, valid only while the browser's list is that user's (its owner record, see browserOwner of
 * @tcgp/collection).
 */
import { isUtcDateTime, ownerUid, parseSavedCollection, syncBaseKey, toSavedCollection, type SavedCollection } from '@tcgp/collection';
import type { CardId } from '@tcgp/domain';
import type { SyncBaseStorage } from './syncOptions';

/** The last synced copy. `missing` null: the account's copy could not be read (any list replaces it). */
export interface Base {
  missing: CardId[] | null;
  /** The followed decks of that copy (none when it could not be read). */
  follows: string[];
  updatedAt: string;
  /** Null: nothing is saved. */
  version: string | null;
}

/** The base of "nothing saved yet". */
export const NOTHING_SAVED: Base = { missing: [], follows: [], updatedAt: new Date(0).toISOString(), version: null };

/** The base of a copy read from or written to the account. */
export function baseOf(doc: SavedCollection, version: string | null): Base {
  return { missing: doc.missing, follows: doc.follows ?? [], updatedAt: doc.updatedAt, version };
}

/** A base remembered from an earlier page, and when this device's list changed since it (null: it has not). */
export interface RememberedBase {
  base: Base;
  changedAt: Date | null;
}

/** A remembered base, or null when there is none, it cannot be read, or the browser's list is not `uid`'s. */
export function readRemembered(storage: SyncBaseStorage | null, uid: string): RememberedBase | null {
  if (!storage || ownerUid(storage) !== uid) return null;
  try {
    const value = JSON.parse(storage.getItem(syncBaseKey(uid)) ?? 'null') as { base?: unknown; version?: unknown; changedAt?: unknown } | null;
    if (!value) return null;
    const saved = parseSavedCollection(value.base);
    const version = value.version;
    const changedAt = value.changedAt;
    if (!saved.ok || !(typeof version === 'string' || version === null)) return null;
    if (!(changedAt === null || (typeof changedAt === 'string' && isUtcDateTime(changedAt)))) return null;
    return { base: baseOf(saved.value, version), changedAt: changedAt === null ? null : new Date(changedAt) };
  } catch {
    return null;
  }
}

/** Remembers `base` for `uid` (forgets it when there is none, or the account's copy could not be read). */
export function remember(storage: SyncBaseStorage | null, uid: string, base: Base | null, changedAt: Date | null): void {
  // A base is only valid with the owner record of its uid: none is written for a list that is not theirs.
  if (!storage || ownerUid(storage) !== uid) return;
  try {
    if (!base || base.missing === null) storage.removeItem(syncBaseKey(uid));
    else
      storage.setItem(
        syncBaseKey(uid),
        JSON.stringify({
          base: toSavedCollection(base.missing, new Date(base.updatedAt), base.follows),
          version: base.version,
          changedAt: changedAt?.toISOString() ?? null,
        }),
      );
  } catch {
    // Storage full or blocked: the base is then known for this page only.
  }
}
