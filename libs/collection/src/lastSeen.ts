/**
 * The data set the player last saw on the tier list ("Since your last visit"): the `lastUpdated` date of
 * the data set whose summary they dismissed, or that was current on their first visit. Kept in this
 * browser only, never synced: `tcgp.lastSeen.v1` = `{"visitor": "2026-06-22", "account": "2026-06-29"}`.
 * `account` is the date of the account that owns the browser's list (see browserOwner) and goes with
 * that account at sign-out; `visitor` is the browser's own. No uid is stored. Docs: docs/adr/0023.
 *
 * Everything here takes the storage as a parameter and never throws; an unreadable value counts as
 * nothing seen (it is a marker, not the player's data: the next write replaces it).
 */
import type { BackupStorage } from './backups';

export const LAST_SEEN_KEY = 'tcgp.lastSeen.v1';
/**
 * Whose list the browser keeps (the owner record of browserOwner.ts). Declared here, where the tier list
 * reads it, so that reading the date last seen pulls in nothing of the saved format.
 */
export const COLLECTION_OWNER_KEY = 'tcgp.collection.owner.v1';

export type LastSeenScope = 'visitor' | 'account';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readAll(storage: BackupStorage): Partial<Record<LastSeenScope, string>> {
  try {
    const value = JSON.parse(storage.getItem(LAST_SEEN_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const out: Partial<Record<LastSeenScope, string>> = {};
    for (const scope of ['visitor', 'account'] as const) {
      const date = (value as Record<string, unknown>)[scope];
      if (typeof date === 'string' && DATE.test(date)) out[scope] = date;
    }
    return out;
  } catch {
    return {};
  }
}

/** Whose date applies now: the account's while an account owns the browser's list, else the visitor's. */
export function lastSeenScope(storage: BackupStorage): LastSeenScope {
  try {
    return storage.getItem(COLLECTION_OWNER_KEY) === null ? 'visitor' : 'account';
  } catch {
    return 'visitor';
  }
}

/** The data set (its `lastUpdated` date) the player last saw, or null (never, or unreadable). */
export function readLastSeen(storage: BackupStorage | null): string | null {
  if (!storage) return null;
  return readAll(storage)[lastSeenScope(storage)] ?? null;
}

/** Records that the player saw the data set of `date`. */
export function writeLastSeen(storage: BackupStorage | null, date: string): void {
  if (!storage || !DATE.test(date)) return;
  try {
    storage.setItem(LAST_SEEN_KEY, JSON.stringify({ ...readAll(storage), [lastSeenScope(storage)]: date }));
  } catch {
    // Storage full or blocked: the summary shows again next time, nothing else.
  }
}

/** Sign-out: the account's date leaves the browser with the account's list. */
export function forgetAccountLastSeen(storage: BackupStorage): void {
  const all = readAll(storage);
  if (all.account === undefined) return;
  try {
    if (all.visitor === undefined) storage.removeItem(LAST_SEEN_KEY);
    else storage.setItem(LAST_SEEN_KEY, JSON.stringify({ visitor: all.visitor }));
  } catch {
    // Storage blocked: nothing else to do.
  }
}

/** True when a data set newer than the one last seen is current (never on a first visit). */
export function isNewerDataSet(lastSeen: string | null, current: string): boolean {
  return lastSeen !== null && current > lastSeen;
}
