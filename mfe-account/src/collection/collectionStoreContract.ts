/**
 * The behaviour every CollectionStore adapter promises (test helper, not a test): run by
 * memoryCollectionStore, localCollectionStore (over HTTP against the payments service) and
 * firestoreCollectionStore (over an in-memory stand-in of the two Firestore calls).
 */
import type { SavedCollection } from '@tcgp/collection';
import { CollectionStoreError, type CollectionStore } from './collectionStore';

export interface CollectionStoreHarness {
  /** The store as the signed-in `uid` sees it. */
  storeFor(uid: string): CollectionStore;
  close?(): Promise<void>;
}

const doc = (missing: string[], updatedAt = '2026-03-01T12:00:00.000Z'): SavedCollection => ({ version: 1, missing, updatedAt });

export function describeCollectionStoreContract(name: string, open: () => Promise<CollectionStoreHarness>): void {
  describe(`CollectionStore contract: ${name}`, () => {
    let harness: CollectionStoreHarness;
    beforeEach(async () => {
      harness = await open();
    });
    afterEach(async () => {
      await harness.close?.();
    });

    it('loads null while nothing was saved', async () => {
      await expect(harness.storeFor('u-alice').load('u-alice')).resolves.toBeNull();
    });

    it('gives back what was saved, copies and order kept; a save replaces the last one', async () => {
      const alice = harness.storeFor('u-alice');
      await alice.save('u-alice', doc(['a1-001', 'a2-010', 'a1-001']));
      await expect(alice.load('u-alice')).resolves.toEqual(doc(['a1-001', 'a2-010', 'a1-001']));
      await alice.save('u-alice', doc([], '2026-03-02T08:00:00.000Z'));
      await expect(alice.load('u-alice')).resolves.toEqual(doc([], '2026-03-02T08:00:00.000Z'));
    });

    it("keeps each user's collection apart", async () => {
      await harness.storeFor('u-alice').save('u-alice', doc(['a1-001']));
      await expect(harness.storeFor('u-bob').load('u-bob')).resolves.toBeNull();
    });
  });
}

/** For adapters with real access rules: another user's collection is refused with a CollectionStoreError. */
export function itRefusesOtherUsers(open: () => Promise<CollectionStoreHarness>): void {
  it("refuses to read or write another user's collection", async () => {
    const harness = await open();
    try {
      const bob = harness.storeFor('u-bob');
      await expect(bob.load('u-alice')).rejects.toBeInstanceOf(CollectionStoreError);
      await expect(bob.save('u-alice', doc(['a1-001']))).rejects.toBeInstanceOf(CollectionStoreError);
    } finally {
      await harness.close?.();
    }
  });
}
