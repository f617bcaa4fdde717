/**
 * CollectionStore on Cloud Firestore (production): the document `collections/{uid}`, which
 * firestore.rules let only that user read and write, in exactly the saved format. The SDK is loaded
 * on first use only (like the Firestore billing adapter).
 */
import { parseSavedCollection } from '@tcgp/collection';
import { CollectionStoreError, type CollectionStore } from './collectionStore';

/** The two document calls the adapter makes (paths are slash-separated, like `doc(db, path)`). */
export interface FirestoreDocs {
  /** The document's data, or null when it does not exist. */
  getDoc(path: string): Promise<Record<string, unknown> | null>;
  /** Writes (replaces) the document. */
  setDoc(path: string, data: Record<string, unknown>): Promise<void>;
}

export function createFirestoreCollectionStore(db: FirestoreDocs | (() => Promise<FirestoreDocs>)): CollectionStore {
  let loading: Promise<FirestoreDocs> | null = null;
  const docs = (): Promise<FirestoreDocs> => {
    if (typeof db !== 'function') return Promise.resolve(db);
    loading ??= db().catch((error: unknown) => {
      loading = null;
      throw new CollectionStoreError('Firestore could not be loaded.', { cause: error });
    });
    return loading;
  };
  const path = (uid: string) => {
    if (!uid || uid.includes('/')) throw new CollectionStoreError('Not a user id.');
    return `collections/${uid}`;
  };

  return {
    async load(uid) {
      const firestore = await docs();
      let data: Record<string, unknown> | null;
      try {
        data = await firestore.getDoc(path(uid));
      } catch (error) {
        throw new CollectionStoreError('Error while reading the saved collection.', { cause: error });
      }
      if (data === null) return null;
      const parsed = parseSavedCollection(data);
      if (!parsed.ok) throw new CollectionStoreError(`The saved collection is not valid (${parsed.problem.code}).`);
      return parsed.value;
    },
    async save(uid, collection) {
      const firestore = await docs();
      try {
        await firestore.setDoc(path(uid), { version: collection.version, missing: [...collection.missing], updatedAt: collection.updatedAt });
      } catch (error) {
        throw new CollectionStoreError('Error while saving the collection.', { cause: error });
      }
    },
  };
}
