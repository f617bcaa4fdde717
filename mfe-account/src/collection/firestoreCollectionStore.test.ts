import { CollectionStoreError } from './collectionStore';
import { describeCollectionStoreContract, itRefusesOtherUsers } from './collectionStoreContract';
import { createFirestoreCollectionStore, type FirestoreDocs } from './firestoreCollectionStore';

/**
 * The two Firestore calls in memory, with the owner rule of firestore.rules for `collections/{uid}`
 * (the real rules are tested in the emulator suite, security/test/firestore.rules.test.ts).
 */
function memoryDocs(signedInAs: string, data: Map<string, Record<string, unknown>>): FirestoreDocs & { writes: Record<string, unknown>[] } {
  const writes: Record<string, unknown>[] = [];
  const allowed = (path: string) => {
    if (path !== `collections/${signedInAs}`) throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
  };
  return {
    writes,
    async getDoc(path) {
      allowed(path);
      return data.get(path) ?? null;
    },
    async setDoc(path, doc) {
      allowed(path);
      writes.push(doc);
      data.set(path, doc);
    },
  };
}

const open = async () => {
  const data = new Map<string, Record<string, unknown>>();
  return { storeFor: (uid: string) => createFirestoreCollectionStore(memoryDocs(uid, data)) };
};

describeCollectionStoreContract('Firestore collections/{uid}', open);

describe('Firestore collection store', () => {
  itRefusesOtherUsers(open);

  it('writes exactly the fields the rules allow', async () => {
    const docs = memoryDocs('u-alice', new Map());
    await createFirestoreCollectionStore(docs).save('u-alice', { version: 1, missing: ['a1-001'], updatedAt: '2026-03-01T12:00:00.000Z' });
    expect(docs.writes).toEqual([{ version: 1, missing: ['a1-001'], updatedAt: '2026-03-01T12:00:00.000Z' }]);
  });

  it('loads the SDK on first use only, and a failed load can be tried again', async () => {
    const loader = jest.fn<Promise<FirestoreDocs>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(memoryDocs('u-alice', new Map()));
    const store = createFirestoreCollectionStore(loader);
    expect(loader).not.toHaveBeenCalled();
    await expect(store.load('u-alice')).rejects.toThrow('Firestore could not be loaded.');
    await expect(store.load('u-alice')).resolves.toBeNull();
    await store.load('u-alice');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('refuses a stored document that is not a saved collection, and a path-like uid', async () => {
    const data = new Map<string, Record<string, unknown>>([['collections/u-alice', { version: 1, missing: 'a1-001', updatedAt: 'x' }]]);
    const store = createFirestoreCollectionStore(memoryDocs('u-alice', data));
    await expect(store.load('u-alice')).rejects.toThrow('The saved collection is not valid (missingList).');
    await expect(store.load('u/../x')).rejects.toBeInstanceOf(CollectionStoreError);
  });
});
