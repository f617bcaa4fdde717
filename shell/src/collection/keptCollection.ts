/**
 * The missing-cards list kept in this browser (issue 14): restored from localStorage before the first
 * render, saved on every change, and followed from other tabs (the `storage` event). The stored text
 * is the saved collection of @tcgp/collection (`{version: 1, missing, updatedAt}`) under a versioned
 * key; a damaged store is reset to an empty list and the page says so (never a crash).
 */
import { replaceMissing, selectMissingIds, type AppStore, type CardId } from 'shared-contracts';
import { restoreCollection, sameMissing, toSavedCollection } from '@tcgp/collection';

/** localStorage key (the format version is part of it). */
export const COLLECTION_STORAGE_KEY = 'tcgp.collection.v1';

/** Storage as far as this module uses it (localStorage, or a stand-in in tests). */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface RestoredKept {
  missing: CardId[];
  /** True when the stored list was damaged and has been reset. */
  reset: boolean;
}

/** The kept list, read before the store is made. A storage the browser refuses (privacy settings) counts as empty. */
export function restoreKeptCollection(storage: KeptStorage | null): RestoredKept {
  if (!storage) return { missing: [], reset: false };
  let text: string | null;
  try {
    text = storage.getItem(COLLECTION_STORAGE_KEY);
  } catch {
    return { missing: [], reset: false };
  }
  const restored = restoreCollection(text);
  if (restored.reset) {
    try {
      storage.removeItem(COLLECTION_STORAGE_KEY);
    } catch {
      /* nothing more to do: the page starts with an empty list either way */
    }
  }
  return restored;
}

/**
 * Saves every change of the store's list, and takes the list another tab saved. Returns a function
 * that stops both.
 */
export function keepCollection(store: AppStore, storage: KeptStorage, events: Pick<Window, 'addEventListener' | 'removeEventListener'>, now: () => Date = () => new Date()): () => void {
  let kept = selectMissingIds(store.getState());
  let fromOtherTab = false;

  const unsubscribe = store.subscribe(() => {
    const ids = selectMissingIds(store.getState());
    if (ids === kept) return;
    kept = ids;
    if (fromOtherTab) return;
    try {
      storage.setItem(COLLECTION_STORAGE_KEY, JSON.stringify(toSavedCollection(ids, now())));
    } catch (error) {
      console.warn('[shell] the missing cards could not be kept in this browser', error);
    }
  });

  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLLECTION_STORAGE_KEY && event.key !== null) return;
    // key null: the whole storage was cleared.
    const restored = restoreCollection(event.key === null ? null : event.newValue);
    if (restored.reset || sameMissing(restored.missing, selectMissingIds(store.getState()))) return;
    fromOtherTab = true;
    try {
      store.dispatch(replaceMissing(restored.missing, 'sync'));
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

// The "your kept list was damaged" notice: set at start, read by the layout, dismissed by the reader.
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
