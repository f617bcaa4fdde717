/**
 * CollectionStore on Cloud Firestore (production): the document `collections/{uid}`, which
 * firestore.rules let only that user read and write, in exactly the saved format. The SDK is loaded
 * on first use only (like the Firestore billing adapter).
 *
 * The version of a document is a fingerprint of its content, and a save is a transaction that reads
 * the document, compares its fingerprint with the version the change was based on and writes only
 * when they are equal. Why a fingerprint and not the document's update time or a counter field:
 * - the web SDK's snapshots do not expose the update time;
 * - a counter field would change the saved format that firestore.rules pin to exactly
 *   {version, missing, updatedAt} (and the one check of @tcgp/collection, and every stored document);
 * - the transaction already makes the check and the write atomic: Firestore commits it only if the
 *   document is unchanged since the transaction read it, and runs it again otherwise.
 * Content that is the same has the same fingerprint, so a save may replace a document another device
 * wrote again with the very same list and time: nothing is lost by that, since what is replaced is
 * exactly what this device based its change on.
 */
import type { SavedCollection } from '@tcgp/collection';
import { CollectionConflictError, CollectionStoreError, storedCollection, type CollectionStore } from './collectionStore';

/** The document calls of a Firestore transaction (paths are slash-separated, like `doc(db, path)`). */
export interface FirestoreDocTransaction {
  /** The document's data, or null when it does not exist. */
  get(path: string): Promise<Record<string, unknown> | null>;
  /** Writes (replaces) the document when the transaction commits. */
  set(path: string, data: Record<string, unknown>): void;
}

/** The document calls the adapter makes. */
export interface FirestoreDocs {
  /** The document's data, or null when it does not exist. */
  getDoc(path: string): Promise<Record<string, unknown> | null>;
  /**
   * Runs `work` in a transaction: committed only if the documents it read are unchanged, else run
   * again (like `runTransaction` of the SDK); an error thrown by `work` ends it without writing.
   */
  runTransaction<T>(work: (tx: FirestoreDocTransaction) => Promise<T>): Promise<T>;
}

/** JSON with the keys of every object sorted, so equal data always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast 53-bit string hash (not for secrets: only to tell two documents apart). */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The version of a stored document: a 106-bit fingerprint of its content. */
export function documentVersion(data: Record<string, unknown>): string {
  const text = canonical(data);
  return `${hash53(text, 1).toString(36)}.${hash53(text, 2).toString(36)}`;
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
  const stored = (data: Record<string, unknown> | null) => (data === null ? null : storedCollection(data, documentVersion(data)));

  return {
    async load(uid) {
      const firestore = await docs();
      let data: Record<string, unknown> | null;
      try {
        data = await firestore.getDoc(path(uid));
      } catch (error) {
        throw new CollectionStoreError('Error while reading the saved collection.', { cause: error });
      }
      return stored(data);
    },
    async save(uid, collection: SavedCollection, expectedVersion) {
      const firestore = await docs();
      const target = path(uid);
      // Exactly the fields the rules allow.
      const data: Record<string, unknown> = { version: collection.version, missing: [...collection.missing], updatedAt: collection.updatedAt };
      try {
        await firestore.runTransaction(async (tx) => {
          const current = await tx.get(target);
          if ((current === null ? null : documentVersion(current)) !== expectedVersion) throw new CollectionConflictError(stored(current));
          tx.set(target, data);
        });
      } catch (error) {
        if (error instanceof CollectionConflictError) throw error;
        throw new CollectionStoreError('Error while saving the collection.', { cause: error });
      }
      return { version: documentVersion(data) };
    },
  };
}
