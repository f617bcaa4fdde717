/**
 * `FirestoreLike` on the real `firebase/firestore` modular API, for the page's Firebase app
 * (shared/firestoreOfApp.ts). Loaded on first use only, so pages that never touch billing never
 * download Firestore.
 */
import type * as FirestoreSdk from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { firestoreOfApp } from '../shared/firestoreOfApp';
import type { FirestoreDoc, FirestoreLike } from './firestoreBilling';

type FirestoreModule = typeof FirestoreSdk;

/** The four calls of the adapter on one Firestore instance. */
export function sdkFirestore(fs: FirestoreModule, db: Firestore): FirestoreLike {
  const toDoc = (snap: { id: string; exists(): boolean; data(): Record<string, unknown> | undefined }): FirestoreDoc | null =>
    snap.exists() ? { id: snap.id, data: snap.data() ?? {} } : null;
  return {
    async getDocs(path, whereIn) {
      const col = fs.collection(db, path);
      const snap = await fs.getDocs(whereIn ? fs.query(col, fs.where(whereIn.field, 'in', whereIn.values)) : col);
      return snap.docs.map((d) => ({ id: d.id, data: d.data() }));
    },
    async getDoc(path) {
      return toDoc(await fs.getDoc(fs.doc(db, path)));
    },
    async addDoc(path, data) {
      const ref = await fs.addDoc(fs.collection(db, path), data);
      return { id: ref.id };
    },
    onSnapshot(path, next, error) {
      return fs.onSnapshot(fs.doc(db, path), (snap) => next(toDoc(snap)), error);
    },
  };
}

/** Firestore of the page's Firebase app (initialized by the shell). */
export async function loadFirestore(): Promise<FirestoreLike> {
  const { fs, db } = await firestoreOfApp();
  return sdkFirestore(fs, db);
}
