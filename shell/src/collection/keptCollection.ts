/**
 * The missing-cards list kept in this browser: restored from localStorage before the first render,
 * saved on every change, and followed from other tabs (the `storage` event). The stored text is the
 * saved collection of @tcgp/collection (`{version: 1, missing, updatedAt}`) under a versioned key.
 *
 * A stored text this site cannot read (damaged, written by a newer version, refused by the saved
 * format's rules) is never deleted: it is put aside under a dated backup key, the page starts with an
 * empty list and says so, and the collection page offers the backup for download and restore. When the
 * browser refuses even the backup (storage full), the text stays where it is and this page does not
 * save over it.
 */
import { replaceFollows, replaceMissing, selectFollowedDecks, selectMissingIds, type AppStore } from 'shared-contracts';
import type { CardId } from '@tcgp/domain';
import {
  COLLECTION_STORAGE_KEY,
  isSavableFollows,
  isSavableMissing,
  putAside,
  restoreCollection,
  sameFollows,
  sameMissing,
  toSavedCollection,
  type BackupStorage,
} from '@tcgp/collection';

export { COLLECTION_STORAGE_KEY };

/** Storage as far as this module uses it (localStorage, or a stand-in in tests). */
export type KeptStorage = BackupStorage;

export interface RestoredKept {
  missing: CardId[];
  /** The decks the player follows (none in a list saved before follows existed). */
  follows: string[];
  /**
   * Null when the stored list was read (or nothing was stored). Otherwise the text could not be read:
   * `backupKey` is where it was put aside, or null when the browser refused the backup and the text was
   * left in place (then nothing may be saved over it).
   */
  unreadable: { backupKey: string | null } | null;
}

/** The kept list, read before the store is made. A storage the browser refuses (privacy settings) counts as empty. */
export function restoreKeptCollection(storage: KeptStorage | null, now: Date = new Date()): RestoredKept {
  if (!storage) return { missing: [], follows: [], unreadable: null };
  let text: string | null;
  try {
    text = storage.getItem(COLLECTION_STORAGE_KEY);
  } catch {
    return { missing: [], follows: [], unreadable: null };
  }
  const restored = restoreCollection(text);
  if (restored.ok) return { missing: restored.missing, follows: restored.follows, unreadable: null };
  const backupKey = putAside(storage, restored.text, now);
  if (backupKey !== null) {
    try {
      storage.removeItem(COLLECTION_STORAGE_KEY);
    } catch {
      /* the copy is safe under the backup key; the next save replaces the unreadable one */
    }
  }
  return { missing: [], follows: [], unreadable: { backupKey } };
}

/**
 * Saves every change of the store's list (and of the followed decks, kept in the same text), and takes
 * the list another tab saved. Returns a function
 * that stops both. A list the saved format would refuse is never written (the text already stored,
 * which a reload can read, stays).
 */
export function keepCollection(
  store: AppStore,
  storage: KeptStorage,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  now: () => Date = () => new Date(),
): () => void {
  let kept = selectMissingIds(store.getState());
  let keptFollows = selectFollowedDecks(store.getState());
  let fromOtherTab = false;

  const unsubscribe = store.subscribe(() => {
    const ids = selectMissingIds(store.getState());
    const follows = selectFollowedDecks(store.getState());
    if (ids === kept && follows === keptFollows) return;
    kept = ids;
    keptFollows = follows;
    if (fromOtherTab) return;
    if (!isSavableMissing(ids) || !isSavableFollows(follows)) {
      console.warn('[shell] the missing cards break the saved format and were not kept in this browser');
      return;
    }
    try {
      storage.setItem(COLLECTION_STORAGE_KEY, JSON.stringify(toSavedCollection(ids, now(), follows)));
    } catch (error) {
      console.warn('[shell] the missing cards could not be kept in this browser', error);
    }
  });

  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLLECTION_STORAGE_KEY && event.key !== null) return;
    // key null: the whole storage was cleared.
    const restored = restoreCollection(event.key === null ? null : event.newValue);
    if (!restored.ok) return;
    const sameList = sameMissing(restored.missing, selectMissingIds(store.getState()));
    const sameDecks = sameFollows(restored.follows, selectFollowedDecks(store.getState()));
    if (sameList && sameDecks) return;
    fromOtherTab = true;
    try {
      if (!sameList) store.dispatch(replaceMissing(restored.missing, 'sync'));
      if (!sameDecks) store.dispatch(replaceFollows(restored.follows, 'sync'));
    } finally {
      fromOtherTab = false;
    }
  };
  events.addEventListener('storage', onStorage);

  return () => {
    unsubscribe();
    events.removeEventListener('storage', onStorage);
  };
}

// The "your kept list could not be read" notice: set at start, read by the layout, dismissed by the reader.
let resetNotice = false;
const listeners = new Set<() => void>();

export const keptCollectionNotice = {
  show(): void {
    resetNotice = true;
    for (const listener of listeners) listener();
  },
  dismiss(): void {
    resetNotice = false;
    for (const listener of listeners) listener();
  },
  get(): boolean {
    return resetNotice;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
