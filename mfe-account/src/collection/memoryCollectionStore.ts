/**
 * An in-memory CollectionStore: the account remote's tests and its standalone dev host (no service
 * running). `failNext(n)` makes the next n calls fail, like a network outage.
 */
import type { SavedCollection } from '@tcgp/collection';
import { CollectionStoreError, type CollectionStore } from './collectionStore';

export interface MemoryCollectionStore extends CollectionStore {
  docs: Map<string, SavedCollection>;
  calls: { method: 'load' | 'save'; uid: string }[];
  failNext(count: number): void;
}

export function createMemoryCollectionStore(initial: Record<string, SavedCollection> = {}): MemoryCollectionStore {
  const docs = new Map(Object.entries(initial));
  const calls: MemoryCollectionStore['calls'] = [];
  let failures = 0;
  const maybeFail = () => {
    if (failures > 0) {
      failures -= 1;
      throw new CollectionStoreError('offline (memory store)');
    }
  };
  return {
    docs,
    calls,
    failNext(count) {
      failures = count;
    },
    async load(uid) {
      calls.push({ method: 'load', uid });
      maybeFail();
      const doc = docs.get(uid);
      return doc ? { ...doc, missing: [...doc.missing] } : null;
    },
    async save(uid, collection) {
      calls.push({ method: 'save', uid });
      maybeFail();
      docs.set(uid, { ...collection, missing: [...collection.missing] });
    },
  };
}
