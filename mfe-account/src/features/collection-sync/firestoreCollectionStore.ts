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
  /**
   * Listens to the document (like `onSnapshot` of the SDK): `next` with its data (null: it does not
   * exist), first as it is, then on every change; `hasPendingWrites` when the snapshot holds a write of
   * this client not yet committed. `error` once when listening failed (it has stopped then). Returns a
   * function that stops listening.
   */
  onSnapshot(path: string, next: (snap: FirestoreDocSnapshot) => void, error: (error: unknown) => void): () => void;
}

/** A snapshot of one document, as the adapter's listener sees it. */
export interface FirestoreDocSnapshot {
  data: Record<string, unknown> | null;
  hasPendingWrites: boolean;
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
  /**
   * The version of each user's document this client last read or wrote (null: nothing stored). A
   * transaction's write is not applied locally first, so the listener hears of this client's own save
   * as a committed snapshot; its version tells it apart from another device's.
   */
  const known = new Map<string, string | null>();
  const versionOf = (data: Record<string, unknown> | null) => (data === null ? null : documentVersion(data));

  return {
    async load(uid) {
      const firestore = await docs();
      let data: Record<string, unknown> | null;
      try {
        data = await firestore.getDoc(path(uid));
      } catch (error) {
        throw new CollectionStoreError('Error while reading the saved collection.', { cause: error });
      }
      known.set(uid, versionOf(data));
      return stored(data);
    },
    async save(uid, collection: SavedCollection, expectedVersion) {
      const firestore = await docs();
      const target = path(uid);
      // Exactly the fields the rules allow.
      const data: Record<string, unknown> = { version: collection.version, missing: [...collection.missing], updatedAt: collection.updatedAt };
      if (collection.follows && collection.follows.length > 0) data.follows = [...collection.follows];
      try {
        await firestore.runTransaction(async (tx) => {
          const current = await tx.get(target);
          if (versionOf(current) !== expectedVersion) throw new CollectionConflictError(stored(current));
          tx.set(target, data);
        });
      } catch (error) {
        if (error instanceof CollectionConflictError) {
          known.set(uid, error.current?.version ?? null);
          throw error;
        }
        throw new CollectionStoreError('Error while saving the collection.', { cause: error });
      }
      const version = documentVersion(data);
      known.set(uid, version);
      return { version };
    },
    /**
     * A snapshot listener on `collections/{uid}`. Not news: the first snapshot (the document as it is
     * when listening starts; the sync reads it anyway), a snapshot holding this client's pending write,
     * and a document of the version this client last read or wrote.
     */
    watch(uid, onChange, onError) {
      let stopped = false;
      let unsubscribe: (() => void) | null = null;
      const failed = (error: unknown) => {
        if (stopped) return;
        stopped = true;
        unsubscribe = null;
        onError?.(error);
      };
      docs()
        .then((firestore) => {
          if (stopped) return;
          let first = true;
          unsubscribe = firestore.onSnapshot(
            path(uid),
            (snap) => {
              if (stopped) return;
              if (first) {
                first = false;
                return;
              }
              if (snap.hasPendingWrites || (known.has(uid) && known.get(uid) === versionOf(snap.data))) return;
              onChange();
            },
            failed,
          );
        })
        .catch(failed);
      return () => {
        stopped = true;
        unsubscribe?.();
        unsubscribe = null;
      };
    },
  };
}
