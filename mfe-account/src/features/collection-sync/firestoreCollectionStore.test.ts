import { CollectionConflictError, CollectionStoreError } from './collectionStore';
import { describeCollectionStoreContract, itRefusesOtherUsers } from './collectionStoreContract';
import { createFirestoreCollectionStore, documentVersion, type FirestoreDocSnapshot, type FirestoreDocs } from './firestoreCollectionStore';

/** A stored document and its update time (a counter), which Firestore keeps for every document. */
interface Stored {
  data: Record<string, unknown>;
  updateTime: number;
}

/** A snapshot listener of the stand-in: the test sends its snapshots and errors. */
interface Listener {
  path: string;
  next: (snap: FirestoreDocSnapshot) => void;
  error: (error: unknown) => void;
  unsubscribe: jest.Mock;
}

/** Lets other pending work run, as a network round trip does. */
const roundTrip = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Firestore's document read and transactions in memory, with the owner rule of firestore.rules for
 * `collections/{uid}` (the real rules are tested in the emulator suite,
 * security/test/firestore.rules.test.ts). Transactions behave like the SDK's: reads and the commit
 * are round trips (so two clients interleave), the commit is refused when a document the transaction
 * read was written since, and the transaction then runs again (up to 5 attempts).
 */
function memoryDocs(
  signedInAs: string,
  data: Map<string, Stored>,
  clock = { time: 0 },
): FirestoreDocs & { writes: Record<string, unknown>[]; attempts: number; listeners: Listener[] } {
  const writes: Record<string, unknown>[] = [];
  const listeners: Listener[] = [];
  const allowed = (path: string) => {
    if (path !== `collections/${signedInAs}`) throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
  };
  const docs = {
    writes,
    attempts: 0,
    listeners,
    onSnapshot(path: string, next: Listener['next'], error: Listener['error']) {
      const listener: Listener = { path, next, error, unsubscribe: jest.fn() };
      listeners.push(listener);
      return listener.unsubscribe;
    },
    async getDoc(path: string) {
      allowed(path);
      await roundTrip();
      const stored = data.get(path);
      return stored ? structuredClone(stored.data) : null;
    },
    async runTransaction<T>(work: Parameters<FirestoreDocs['runTransaction']>[0]): Promise<T> {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        docs.attempts += 1;
        const read = new Map<string, number | null>();
        const pending = new Map<string, Record<string, unknown>>();
        const result = (await work({
          async get(path) {
            allowed(path);
            await roundTrip();
            const stored = data.get(path);
            read.set(path, stored?.updateTime ?? null);
            return stored ? structuredClone(stored.data) : null;
          },
          set(path, doc) {
            allowed(path);
            pending.set(path, structuredClone(doc));
          },
        })) as T;
        await roundTrip();
        const unchanged = [...read].every(([path, time]) => (data.get(path)?.updateTime ?? null) === time);
        if (unchanged) {
          for (const [path, doc] of pending) {
            clock.time += 1;
            writes.push(doc);
            data.set(path, { data: doc, updateTime: clock.time });
          }
          return result;
        }
      }
      throw Object.assign(new Error('Transaction failed: too much contention.'), { code: 'aborted' });
    },
  };
  return docs;
}

const open = async () => {
  const data = new Map<string, Stored>();
  const clock = { time: 0 };
  return {
    storeFor: (uid: string) => createFirestoreCollectionStore(memoryDocs(uid, data, clock)),
    plant: async (uid: string, raw: Record<string, unknown>) => {
      clock.time += 1;
      data.set(`collections/${uid}`, { data: raw, updateTime: clock.time });
    },
  };
};

describeCollectionStoreContract('Firestore collections/{uid}', open);

describe('Firestore collection store', () => {
  itRefusesOtherUsers(open);

  it('writes exactly the fields the rules allow', async () => {
    const docs = memoryDocs('u-alice', new Map());
    await createFirestoreCollectionStore(docs).save('u-alice', { version: 1, missing: ['a1-001'], updatedAt: '2026-03-01T12:00:00.000Z' }, null);
    expect(docs.writes).toEqual([{ version: 1, missing: ['a1-001'], updatedAt: '2026-03-01T12:00:00.000Z' }]);
  });

  it('runs a save again when the document changed before its commit, and then finds the conflict', async () => {
    const data = new Map<string, Stored>();
    const clock = { time: 0 };
    const phoneDocs = memoryDocs('u-alice', data, clock);
    const phone = createFirestoreCollectionStore(phoneDocs);
    const laptop = createFirestoreCollectionStore(memoryDocs('u-alice', data, clock));
    const { version } = await phone.save('u-alice', { version: 1, missing: ['a1-001'], updatedAt: '2026-03-01T12:00:00.000Z' }, null);
    const plus2 = { version: 1 as const, missing: ['a1-001', 'a1-002'], updatedAt: '2026-03-01T12:01:00.000Z' };
    const plus3 = { version: 1 as const, missing: ['a1-001', 'a1-003'], updatedAt: '2026-03-01T12:01:00.000Z' };
    // Both read the document before either commits: the phone's commit is refused and run again.
    const [laptopSave, phoneSave] = await Promise.allSettled([laptop.save('u-alice', plus3, version), phone.save('u-alice', plus2, version)]);
    expect(laptopSave).toEqual({ status: 'fulfilled', value: { version: documentVersion(plus3) } });
    expect(phoneSave.status).toBe('rejected');
    const reason: unknown = (phoneSave as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(CollectionConflictError);
    expect((reason as CollectionConflictError).current).toEqual({ doc: plus3, version: documentVersion(plus3) });
    expect(phoneDocs.attempts).toBe(3);
  });

  it('versions by content: the same fields in any order are the same version, any other content another', () => {
    const v = documentVersion({ version: 1, missing: ['a1-001'], updatedAt: '2026-03-01T12:00:00.000Z' });
    expect(documentVersion({ updatedAt: '2026-03-01T12:00:00.000Z', missing: ['a1-001'], version: 1 })).toBe(v);
    expect(documentVersion({ version: 1, missing: ['a1-001', 'a1-001'], updatedAt: '2026-03-01T12:00:00.000Z' })).not.toBe(v);
    expect(documentVersion({ version: 1, missing: ['a1-001'], updatedAt: '2026-03-01T12:00:00.001Z' })).not.toBe(v);
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

  it('hands back a stored document that is not a saved collection as unreadable, and refuses a path-like uid', async () => {
    const raw = { version: 1, missing: 'a1-001', updatedAt: 'x' };
    const data = new Map<string, Stored>([['collections/u-alice', { data: raw, updateTime: 1 }]]);
    const store = createFirestoreCollectionStore(memoryDocs('u-alice', data));
    await expect(store.load('u-alice')).resolves.toEqual({ unreadable: raw, problem: { code: 'missingList' }, version: documentVersion(raw) });
    await expect(store.load('u/../x')).rejects.toBeInstanceOf(CollectionStoreError);
  });

  it('turns a failed transaction into a CollectionStoreError (kept locally, retried)', async () => {
    const docs = memoryDocs('u-alice', new Map());
    docs.runTransaction = () => Promise.reject(Object.assign(new Error('Failed to get document because the client is offline.'), { code: 'unavailable' }));
    await expect(
      createFirestoreCollectionStore(docs).save('u-alice', { version: 1, missing: [], updatedAt: '2026-03-01T12:00:00.000Z' }, null),
    ).rejects.toThrow(CollectionStoreError);
  });

  describe('watching collections/{uid}', () => {
    const saved = (missing: string[]) => ({ version: 1 as const, missing, updatedAt: '2026-03-01T12:00:00.000Z' });
    const snapshot = (data: Record<string, unknown> | null, hasPendingWrites = false): FirestoreDocSnapshot => ({ data, hasPendingWrites });

    it("listens to the user's document and tells only of another client's change", async () => {
      const docs = memoryDocs('u-alice', new Map());
      const store = createFirestoreCollectionStore(docs);
      const onChange = jest.fn();
      const stop = store.watch?.('u-alice', onChange) ?? (() => undefined);
      await roundTrip();
      expect(docs.listeners.map((l) => l.path)).toEqual(['collections/u-alice']);
      const [listener] = docs.listeners;
      // The document as it is when listening starts.
      listener?.next(snapshot(saved(['a1-001'])));
      // This client's write not yet committed.
      listener?.next(snapshot(saved(['a1-002']), true));
      expect(onChange).not.toHaveBeenCalled();
      // Another client's write.
      listener?.next(snapshot(saved(['a1-003'])));
      expect(onChange).toHaveBeenCalledTimes(1);
      stop();
      expect(listener?.unsubscribe).toHaveBeenCalledTimes(1);
      listener?.next(snapshot(saved(['a1-004'])));
      expect(onChange).toHaveBeenCalledTimes(1);
    });

    it('does not tell of the version this client saved or read itself', async () => {
      const docs = memoryDocs('u-alice', new Map());
      const store = createFirestoreCollectionStore(docs);
      const onChange = jest.fn();
      store.watch?.('u-alice', onChange);
      await roundTrip();
      const [listener] = docs.listeners;
      listener?.next(snapshot(null));
      // A transaction's write reaches the listener as a committed snapshot.
      await store.save('u-alice', saved(['a1-001']), null);
      listener?.next(snapshot(saved(['a1-001'])));
      expect(onChange).not.toHaveBeenCalled();
      listener?.next(snapshot(null));
      expect(onChange).toHaveBeenCalledTimes(1);
      await store.load('u-alice');
      listener?.next(snapshot(saved(['a1-001'])));
      expect(onChange).toHaveBeenCalledTimes(1);
    });

    it('hands a failed listener or SDK load to onError, once, and never throws', async () => {
      const docs = memoryDocs('u-alice', new Map());
      const onChange = jest.fn();
      const onError = jest.fn();
      createFirestoreCollectionStore(docs).watch?.('u-alice', onChange, onError);
      await roundTrip();
      const denied = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
      docs.listeners[0]?.error(denied);
      docs.listeners[0]?.error(denied);
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError).toHaveBeenCalledWith(denied);

      const unloadable = createFirestoreCollectionStore(() => Promise.reject(new Error('chunk failed')));
      const onLoadError = jest.fn();
      expect(() => unloadable.watch?.('u-alice', onChange, onLoadError)).not.toThrow();
      await roundTrip();
      expect(onLoadError).toHaveBeenCalledWith(expect.any(CollectionStoreError));
      expect(onChange).not.toHaveBeenCalled();
    });

    it('does not start listening when stopped before the SDK is loaded', async () => {
      const docs = memoryDocs('u-alice', new Map());
      const stop = createFirestoreCollectionStore(() => Promise.resolve(docs)).watch?.('u-alice', jest.fn());
      stop?.();
      await roundTrip();
      expect(docs.listeners).toEqual([]);
    });
  });
});
