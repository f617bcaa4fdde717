/**
 * Where a signed-in player's collection is saved: a port with two adapters, the local payments
 * service (`GET/PUT /v1/users/:uid/collection`, local runs) and the Firestore document
 * `collections/{uid}` (production). Both hold the saved format of @tcgp/collection.
 *
 * Every saved document has a version, and a save names the version it replaces: two devices that
 * loaded the same version cannot both save over it (the second gets a CollectionConflictError with
 * what the first saved, and merges). A stored document the page cannot read is handed back as it is
 * (`unreadable`), never thrown away or retried forever: the player decides what happens to it.
 */
import { parseSavedCollection, type CollectionProblem, type SavedCollection } from '@tcgp/collection';

/** What a load finds: the document and its version, or a stored document that is not a saved collection. */
export type StoredCollection =
  | { doc: SavedCollection; version: string }
  | {
      /** The stored document as it was read (JSON-like data). */
      unreadable: unknown;
      /** Why it is not a saved collection. */
      problem: CollectionProblem;
      version: string;
    };

export interface CollectionStore {
  /** The user's saved collection and its version, or null when none was saved yet. */
  load(uid: string): Promise<StoredCollection | null>;
  /**
   * Saves (replaces) the user's collection if the stored version is still `expectedVersion` (null:
   * only if nothing is saved yet); resolves with the new version once it is stored. Rejects with a
   * CollectionConflictError when the stored version is another one.
   */
  save(uid: string, collection: SavedCollection, expectedVersion: string | null): Promise<{ version: string }>;
  /**
   * Optional (adapters with a live channel): calls `onChange` when the stored document may have
   * changed (another device wrote it), so an open page need not wait for its next look; returns a
   * function that stops watching. Never throws into the caller: when watching fails, it stops and
   * calls `onError` once (the caller then relies on looking from time to time).
   */
  watch?(uid: string, onChange: () => void, onError?: (error: unknown) => void): () => void;
}

/** A load or save that did not work (network, refused, bad answer); the sync keeps the local list and retries. */
export class CollectionStoreError extends Error {
  override readonly name = 'CollectionStoreError';
}

/**
 * A save refused because the stored collection is not the version it expected: another device saved
 * first (or nothing / something is saved when the save expected the opposite). Not a failure to retry:
 * `current` is what is stored now (null: nothing), to merge with and save again over its version.
 */
export class CollectionConflictError extends Error {
  override readonly name = 'CollectionConflictError';
  constructor(readonly current: StoredCollection | null) {
    super('The saved collection changed since it was loaded.');
  }
}

/** A stored document as the port hands it out: checked by the one rule of @tcgp/collection. */
export function storedCollection(data: unknown, version: string): StoredCollection {
  const parsed = parseSavedCollection(data);
  return parsed.ok ? { doc: parsed.value, version } : { unreadable: data, problem: parsed.problem, version };
}
