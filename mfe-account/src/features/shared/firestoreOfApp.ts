import type * as FirestoreSdk from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';

/**
 * The Firestore SDK and the Firestore of the page's Firebase app (initialized by the shell's
 * AuthClient), loaded on first use: `firebase/app` and `firebase/firestore` are shared singletons of
 * the shell and this remote, so both see the same app and the same signed-in user.
 */
export async function firestoreOfApp(): Promise<{ fs: typeof FirestoreSdk; db: Firestore }> {
  const [{ getApp }, fs] = await Promise.all([import('firebase/app'), import('firebase/firestore')]);
  return { fs, db: fs.getFirestore(getApp()) };
}
