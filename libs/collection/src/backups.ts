/**
 * Lists this browser could not read are never deleted: the stored text is moved aside under a backup
 * key stamped with the time it was moved, and the collection page offers to download it or to restore
 * what can be read of it. Everything here takes the storage as a parameter (localStorage in the page, a
 * stand-in in tests) and never throws.
 */
import { MAX_COPIES } from '@tcgp/rules';
import { CARD_ID_PATTERN } from '@tcgp/schemas';
import type { CardId } from '@tcgp/domain';
import { MAX_CARD_ID_LENGTH, MAX_MISSING } from './saved';

/** Where the browser keeps the list (the format version is part of the key). */
export const COLLECTION_STORAGE_KEY = 'tcgp.collection.v1';
/** Backups are `<prefix><ISO date-time it was moved aside>` (a suffix keeps two in one millisecond apart). */
export const COLLECTION_BACKUP_PREFIX = 'tcgp.collection.backup.';

export type BackupStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The page's localStorage, or null where the browser refuses it (some privacy settings throw on access). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A text put aside: its key, when it was put aside, and the text exactly as it was stored. */
export interface CollectionBackup {
  key: string;
  movedAt: string;
  text: string;
}

/**
 * Writes `text` under a new backup key; returns the key, or null when the browser refused to store it
 * (then the caller must leave the original where it is).
 */
export function putAside(storage: BackupStorage, text: string, now: Date = new Date()): string | null {
  try {
    const base = `${COLLECTION_BACKUP_PREFIX}${now.toISOString()}`;
    let key = base;
    for (let n = 2; storage.getItem(key) !== null; n += 1) key = `${base}#${n}`;
    storage.setItem(key, text);
    return storage.getItem(key) === text ? key : null;
  } catch {
    return null;
  }
}

/** The backups in this browser, newest first. */
export function listBackups(storage: BackupStorage | null): CollectionBackup[] {
  if (!storage) return [];
  const backups: CollectionBackup[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key?.startsWith(COLLECTION_BACKUP_PREFIX)) continue;
      const text = storage.getItem(key);
      if (text !== null) backups.push({ key, movedAt: key.slice(COLLECTION_BACKUP_PREFIX.length).replace(/#\d+$/, ''), text });
    }
  } catch {
    return backups;
  }
  return backups.sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0));
}

/** Removes one backup (the player asked to); false when the browser refused. */
export function removeBackup(storage: BackupStorage, key: string): boolean {
  if (!key.startsWith(COLLECTION_BACKUP_PREFIX)) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** What can be read of a text that is not a valid saved collection. */
export interface SalvagedCollection {
  /** The cards that follow the saved format's rules (at most 2 copies each, at most MAX_MISSING in all). */
  missing: CardId[];
  /** Entries left out: not card ids, copies over 2, or over the limit. */
  dropped: number;
}

const QUOTED_ID = /"([a-z0-9]+-\d{3,})"/g;

function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && value.length <= MAX_CARD_ID_LENGTH && CARD_ID_PATTERN.test(value);
}

/**
 * The cards of a damaged or refused text: the entries of its `missing` list when it is JSON with one,
 * else every quoted card id in it (a text cut short still gives the ids before the cut). The result is
 * always a list the saved format takes.
 */
export function salvageCollection(text: string): SalvagedCollection {
  let entries: unknown[] | null = null;
  try {
    const json: unknown = JSON.parse(text);
    if (Array.isArray(json)) entries = json;
    else if (typeof json === 'object' && json !== null && Array.isArray((json as { missing?: unknown }).missing))
      entries = (json as { missing: unknown[] }).missing;
  } catch {
    entries = null;
  }
  const candidates: unknown[] = entries ?? [...text.matchAll(QUOTED_ID)].map((match) => match[1]);
  const copies = new Map<CardId, number>();
  const missing: CardId[] = [];
  for (const entry of candidates) {
    if (!isCardId(entry) || missing.length >= MAX_MISSING) continue;
    const seen = copies.get(entry) ?? 0;
    if (seen >= MAX_COPIES) continue;
    copies.set(entry, seen + 1);
    missing.push(entry);
  }
  return { missing, dropped: candidates.length - missing.length };
}
