/**
 * The behaviour every CollectionStore adapter promises (test helper, not a test): run by
 * memoryCollectionStore, localCollectionStore (over HTTP against the payments service) and
 * firestoreCollectionStore (over an in-memory stand-in of Firestore's document reads and transactions).
 */
import type { SavedCollection } from '@tcgp/collection';
import { CollectionConflictError, CollectionStoreError, type CollectionStore, type StoredCollection } from './collectionStore';

export interface CollectionStoreHarness {
  /** The store as the signed-in `uid` sees it (a new client on every call: two calls are two devices). */
  storeFor(uid: string): CollectionStore;
  /** Writes `raw` as the user's stored document without any check, as another client could. */
  plant(uid: string, raw: Record<string, unknown>): Promise<void>;
  close?(): Promise<void>;
}

const doc = (missing: string[], updatedAt = '2026-03-01T12:00:00.000Z'): SavedCollection => ({ version: 1, missing, updatedAt });

/** The conflict a promise rejects with (fails the test when it resolves or rejects otherwise). */
async function conflictOf(promise: Promise<unknown>): Promise<CollectionConflictError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CollectionConflictError);
  return error as CollectionConflictError;
}

const versionOf = (stored: StoredCollection | null): string => {
  if (!stored) throw new Error('nothing stored');
  return stored.version;
};

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

    it('gives back what was saved with the version the save returned, copies and order kept', async () => {
      const alice = harness.storeFor('u-alice');
      const { version } = await alice.save('u-alice', doc(['a1-001', 'a2-010', 'a1-001']), null);
      expect(typeof version).toBe('string');
      await expect(alice.load('u-alice')).resolves.toEqual({ doc: doc(['a1-001', 'a2-010', 'a1-001']), version });
    });

    it('replaces the saved collection over its current version, and the version changes', async () => {
      const alice = harness.storeFor('u-alice');
      const first = await alice.save('u-alice', doc(['a1-001']), null);
      const second = await alice.save('u-alice', doc([], '2026-03-02T08:00:00.000Z'), first.version);
      expect(second.version).not.toBe(first.version);
      await expect(alice.load('u-alice')).resolves.toEqual({ doc: doc([], '2026-03-02T08:00:00.000Z'), version: second.version });
    });

    it('refuses a save based on a stale version with the current document and version, and writes nothing', async () => {
      const alice = harness.storeFor('u-alice');
      const first = await alice.save('u-alice', doc(['a1-001']), null);
      const second = await alice.save('u-alice', doc(['a1-001', 'a1-002'], '2026-03-01T12:01:00.000Z'), first.version);
      const conflict = await conflictOf(alice.save('u-alice', doc(['a1-003']), first.version));
      expect(conflict.current).toEqual({ doc: doc(['a1-001', 'a1-002'], '2026-03-01T12:01:00.000Z'), version: second.version });
      await expect(alice.load('u-alice')).resolves.toEqual(conflict.current);
    });

    it('refuses a first save once something is saved, and a save over a version when nothing is', async () => {
      const alice = harness.storeFor('u-alice');
      const early = await conflictOf(alice.save('u-alice', doc(['a1-001']), 'a-version-that-never-was'));
      expect(early.current).toBeNull();
      await expect(alice.load('u-alice')).resolves.toBeNull();
      const { version } = await alice.save('u-alice', doc(['a1-001']), null);
      const again = await conflictOf(alice.save('u-alice', doc(['a1-002']), null));
      expect(again.current).toEqual({ doc: doc(['a1-001']), version });
    });

    it('two-device race loses nothing: of two saves on the same version one is stored, the other gets it back', async () => {
      const phone = harness.storeFor('u-alice');
      const laptop = harness.storeFor('u-alice');
      await phone.save('u-alice', doc(['a1-001']), null);
      const [onPhone, onLaptop] = await Promise.all([phone.load('u-alice'), laptop.load('u-alice')]);
      expect(versionOf(onPhone)).toBe(versionOf(onLaptop));
      const plus2 = doc(['a1-001', 'a1-002'], '2026-03-01T12:01:00.000Z');
      const plus3 = doc(['a1-001', 'a1-003'], '2026-03-01T12:01:01.000Z');
      const results = await Promise.allSettled([phone.save('u-alice', plus2, versionOf(onPhone)), laptop.save('u-alice', plus3, versionOf(onLaptop))]);
      const stored = results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ doc: i === 0 ? plus2 : plus3, version: r.value.version }] : []));
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(stored).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(CollectionConflictError);
      expect((refused[0] as CollectionConflictError).current).toEqual(stored[0]);
      await expect(laptop.load('u-alice')).resolves.toEqual(stored[0]);
    });

    it('hands back a stored document it cannot read as it is (with its version), and a save over that version replaces it', async () => {
      const raw = { version: 1, missing: ['a1-001'], updatedAt: '2026-02-31T00:00:00Z' };
      await harness.plant('u-alice', raw);
      const alice = harness.storeFor('u-alice');
      const loaded = await alice.load('u-alice');
      expect(loaded).toEqual({ unreadable: raw, problem: { code: 'updatedAt' }, version: expect.any(String) });
      const refused = await conflictOf(alice.save('u-alice', doc(['a1-002']), null));
      expect(refused.current).toEqual(loaded);
      const { version } = await alice.save('u-alice', doc(['a1-002']), versionOf(loaded));
      await expect(alice.load('u-alice')).resolves.toEqual({ doc: doc(['a1-002']), version });
    });

    it.each([
      ['any version (*)', '*'],
      ['an empty version', ''],
      ['a weak form of the current version', 'W/current'],
    ])('refuses a save over %s, whether or not something is saved, and writes nothing', async (_name, expected) => {
      const alice = harness.storeFor('u-alice');
      await expect(alice.save('u-alice', doc(['a1-009']), expected.replace('current', '"x"'))).rejects.toBeInstanceOf(Error);
      await expect(alice.load('u-alice')).resolves.toBeNull();
      const { version } = await alice.save('u-alice', doc(['a1-001']), null);
      await expect(
        alice.save(
          'u-alice',
          doc(['a1-002']),
          expected.replace('current', () => version),
        ),
      ).rejects.toBeInstanceOf(Error);
      await expect(alice.load('u-alice')).resolves.toEqual({ doc: doc(['a1-001']), version });
    });

    it("keeps each user's collection apart", async () => {
      await harness.storeFor('u-alice').save('u-alice', doc(['a1-001']), null);
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
      await expect(bob.save('u-alice', doc(['a1-001']), null)).rejects.toBeInstanceOf(CollectionStoreError);
    } finally {
      await harness.close?.();
    }
  });
}
