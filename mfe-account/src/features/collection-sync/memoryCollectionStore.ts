/**
 * An in-memory CollectionStore: the account remote's tests and its standalone dev host (no service
 * running). `failNext(n)` makes the next n calls fail, like a network outage; `plant` stores any
 * document, like another client or an older version of the site writing one. With `{ live: true }`
 * it can also be watched, like the Firestore adapter: every write (any client's, this one's too)
 * notifies the user's watchers, and `failWatchers` makes their listeners fail.
 */
import type { SavedCollection } from '@tcgp/collection';
import { CollectionConflictError, CollectionStoreError, storedCollection, type CollectionStore, type StoredCollection } from './collectionStore';

export interface MemoryCollectionStore extends CollectionStore {
  /** The stored documents (planted ones as they were planted). */
  docs: Map<string, SavedCollection>;
  /** The version of each stored document. */
  versions: Map<string, string>;
  calls: { method: 'load' | 'save'; uid: string }[];
  failNext(count: number): void;
  /** Stores `raw` as the user's document under a new version (no check: it may be unreadable). */
  plant(uid: string, raw: unknown): string;
  /** How many watchers the user's document has (always 0 unless live). */
  watching(uid: string): number;
  /** Makes every watcher's listener fail with `error` (they stop, as a failed listener does). */
  failWatchers(error: unknown): void;
}

interface Watcher {
  uid: string;
  onChange: () => void;
  onError?: (error: unknown) => void;
}

export function createMemoryCollectionStore(initial: Record<string, SavedCollection> = {}, options: { live?: boolean } = {}): MemoryCollectionStore {
  const watchers = new Set<Watcher>();
  const docs = new Map<string, SavedCollection>();
  const versions = new Map<string, string>();
  const calls: MemoryCollectionStore['calls'] = [];
  let failures = 0;
  let written = 0;
  const maybeFail = () => {
    if (failures > 0) {
      failures -= 1;
      throw new CollectionStoreError('offline (memory store)');
    }
  };
  const write = (uid: string, raw: unknown): string => {
    written += 1;
    const version = `m${written}`;
    docs.set(uid, structuredClone(raw) as SavedCollection);
    versions.set(uid, version);
    for (const watcher of [...watchers]) if (watcher.uid === uid) watcher.onChange();
    return version;
  };
  // A document put into `docs` directly (tests) has the version m0.
  const versionOf = (uid: string): string | null => (docs.has(uid) ? (versions.get(uid) ?? 'm0') : null);
  const read = (uid: string): StoredCollection | null => {
    const raw = docs.get(uid);
    const version = versionOf(uid);
    return raw === undefined || version === null ? null : storedCollection(structuredClone(raw), version);
  };
  for (const [uid, doc] of Object.entries(initial)) write(uid, doc);
  const watch: CollectionStore['watch'] = (uid, onChange, onError) => {
    const watcher: Watcher = { uid, onChange, onError };
    watchers.add(watcher);
    return () => void watchers.delete(watcher);
  };
  return {
    docs,
    versions,
    calls,
    failNext(count) {
      failures = count;
    },
    plant: write,
    watching: (uid) => [...watchers].filter((w) => w.uid === uid).length,
    failWatchers(error) {
      const failing = [...watchers];
      watchers.clear();
      for (const watcher of failing) watcher.onError?.(error);
    },
    ...(options.live ? { watch } : {}),
    async load(uid) {
      calls.push({ method: 'load', uid });
      maybeFail();
      return read(uid);
    },
    async save(uid, collection, expectedVersion) {
      calls.push({ method: 'save', uid });
      maybeFail();
      if (versionOf(uid) !== expectedVersion) throw new CollectionConflictError(read(uid));
      return { version: write(uid, { ...collection, missing: [...collection.missing], ...(collection.follows ? { follows: [...collection.follows] } : {}) }) };
    },
  };
}
