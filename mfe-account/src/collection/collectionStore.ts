/**
 * Where a signed-in player's collection is saved (issue 14): a port with two adapters, the local
 * payments service (`GET/PUT /v1/users/:uid/collection`, local runs) and the Firestore document
 * `collections/{uid}` (production). Both hold the saved format of @tcgp/collection.
 */
import type { SavedCollection } from '@tcgp/collection';

export interface CollectionStore {
  /** The user's saved collection, or null when none was saved yet. */
  load(uid: string): Promise<SavedCollection | null>;
  /** Saves (replaces) the user's collection; resolves once it is stored. */
  save(uid: string, collection: SavedCollection): Promise<void>;
}

/** A load or save that did not work (network, refused, bad answer); the sync keeps the local list and retries. */
export class CollectionStoreError extends Error {
  override readonly name = 'CollectionStoreError';
}
