/**
 * `FirestoreDocs` on the real `firebase/firestore` modular API, for the page's Firebase app
 * (shared/firestoreOfApp.ts). Loaded on first use only, so pages that never save a collection never
 * download Firestore.
 */
import { firestoreOfApp } from '../shared/firestoreOfApp';
import type { FirestoreDocs } from './firestoreCollectionStore';

/** The saved collection's document calls on the page's Firestore: a read, a transaction for versioned saves, a listener. */
export async function loadFirestoreDocs(): Promise<FirestoreDocs> {
  const { fs, db } = await firestoreOfApp();
  return {
    async getDoc(path) {
      const snap = await fs.getDoc(fs.doc(db, path));
      return snap.exists() ? (snap.data() ?? {}) : null;
    },
    runTransaction(work) {
      return fs.runTransaction(db, (tx) =>
        work({
          async get(path) {
            const snap = await tx.get(fs.doc(db, path));
            return snap.exists() ? (snap.data() ?? {}) : null;
          },
          set(path, data) {
            tx.set(fs.doc(db, path), data);
          },
        }),
      );
    },
    onSnapshot(path, next, error) {
      return fs.onSnapshot(
        fs.doc(db, path),
        (snap) => next({ data: snap.exists() ? (snap.data() ?? {}) : null, hasPendingWrites: snap.metadata.hasPendingWrites }),
        error,
      );
    },
  };
}
