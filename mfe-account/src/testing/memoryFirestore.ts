/**
 * An in-memory stand-in for the few Firestore calls of the Firestore billing adapter, with a
 * simulated Stripe payments extension: when a checkout session document is added it writes the
 * session's `sessionId` and `url` onto it (or an `error`, or nothing at all). Used by the contract
 * suite and by the standalone dev host; it enforces the ownership rule of firestore.rules (a user
 * reads and writes only under their own `customers/{uid}`).
 */
import type { FirestoreDoc, FirestoreLike } from '../features/premium/firestoreBilling';

type Data = Record<string, unknown>;

/** How the simulated extension answers a new checkout session. */
export type ExtensionBehaviour = { kind: 'answer'; url?: (sessionId: string, doc: Data) => string } | { kind: 'error'; message: string } | { kind: 'silent' };

/** A Firestore Timestamp look-alike (what documents written by the extension contain). */
export function timestamp(date: Date) {
  const ms = date.getTime();
  return { seconds: Math.floor(ms / 1000), nanoseconds: (ms % 1000) * 1e6, toDate: () => new Date(ms) };
}

/** A DocumentReference look-alike. */
export const docRef = (path: string) => ({ id: path.split('/').pop() ?? '', path });

export interface MemoryFirestore extends FirestoreLike {
  /** Path -> document data. */
  readonly docs: Map<string, Data>;
  extension: ExtensionBehaviour;
  /** The uid the security rules see (null = signed out). */
  signedInAs: string | null;
  /** Makes the next call of this kind fail like a Firestore outage. */
  failNext(call: 'getDocs' | 'getDoc' | 'addDoc' | 'onSnapshot'): void;
  /** Writes a document as the backend (the extension), bypassing the rules, and notifies listeners. */
  write(path: string, data: Data): void;
  /** Number of active snapshot listeners (to check the adapter unsubscribes). */
  listenerCount(): number;
}

class PermissionDenied extends Error {
  code = 'permission-denied';
  constructor(path: string) {
    super(`Missing or insufficient permissions: ${path}`);
  }
}

export function createMemoryFirestore(options: { extension?: ExtensionBehaviour; signedInAs?: string | null } = {}): MemoryFirestore {
  const docs = new Map<string, Data>();
  const listeners = new Map<string, Set<(doc: FirestoreDoc | null) => void>>();
  const failing = new Set<string>();
  let counter = 0;
  const nextId = () => `doc${(++counter).toString().padStart(4, '0')}`;

  const snapshot = (path: string): FirestoreDoc | null => {
    const data = docs.get(path);
    return data ? { id: path.split('/').pop() ?? '', data: structuredCloneData(data) } : null;
  };
  const notify = (path: string) => {
    for (const l of listeners.get(path) ?? []) l(snapshot(path));
  };
  const failIf = (call: string) => {
    if (failing.delete(call)) throw Object.assign(new Error('Firestore is unavailable'), { code: 'unavailable' });
  };

  const store: MemoryFirestore = {
    docs,
    extension: options.extension ?? { kind: 'answer' },
    signedInAs: options.signedInAs ?? null,
    failNext: (call) => void failing.add(call),
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
    write(path, data) {
      docs.set(path, { ...(docs.get(path) ?? {}), ...data });
      notify(path);
    },

    async getDocs(collectionPath, whereIn) {
      checkRules(store.signedInAs, collectionPath);
      failIf('getDocs');
      const depth = collectionPath.split('/').length + 1;
      return [...docs.keys()]
        .filter((p) => p.startsWith(`${collectionPath}/`) && p.split('/').length === depth)
        .map((p) => snapshot(p))
        .filter((d): d is FirestoreDoc => d !== null)
        .filter((d) => !whereIn || whereIn.values.includes(d.data[whereIn.field] as string));
    },

    async getDoc(docPath) {
      checkRules(store.signedInAs, docPath);
      failIf('getDoc');
      return snapshot(docPath);
    },

    async addDoc(collectionPath, data) {
      checkRules(store.signedInAs, collectionPath, true);
      failIf('addDoc');
      const id = nextId();
      const path = `${collectionPath}/${id}`;
      docs.set(path, { ...data });
      if (/^customers\/[^/]+\/checkout_sessions$/.test(collectionPath)) {
        const behaviour = store.extension;
        // The extension answers asynchronously, like a Cloud Function triggered by the write.
        void Promise.resolve().then(() => {
          if (behaviour.kind === 'answer') {
            const sessionId = `cs_test_${id}`;
            const url = behaviour.url ? behaviour.url(sessionId, data) : `https://checkout.stripe.test/c/pay/${sessionId}`;
            store.write(path, { sessionId, url, created: timestamp(new Date()) });
          } else if (behaviour.kind === 'error') {
            store.write(path, { error: { message: behaviour.message } });
          }
        });
      }
      return { id };
    },

    onSnapshot(docPath, next, error) {
      try {
        checkRules(store.signedInAs, docPath);
        failIf('onSnapshot');
      } catch (e) {
        void Promise.resolve().then(() => error(e));
        return () => undefined;
      }
      const set = listeners.get(docPath) ?? new Set();
      listeners.set(docPath, set);
      let active = true;
      const listener = (doc: FirestoreDoc | null) => {
        if (active) next(doc);
      };
      set.add(listener);
      // Like Firestore, the current state arrives asynchronously first.
      void Promise.resolve().then(() => listener(snapshot(docPath)));
      return () => {
        active = false;
        set.delete(listener);
      };
    },
  };
  return store;
}

/** firestore.rules in short: only your own customers/{uid}/..., and clients never write subscriptions. */
function checkRules(uid: string | null, path: string, write = false) {
  const [root, owner, collection] = path.split('/');
  if (root !== 'customers' || !uid || owner !== uid) throw new PermissionDenied(path);
  if (write && collection !== 'checkout_sessions') throw new PermissionDenied(path);
}

/** A copy of document data that keeps Timestamp / reference look-alikes (functions included). */
function structuredCloneData(data: Data): Data {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Array.isArray(v) ? [...(v as unknown[])] : v]));
}
