import { initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithPopup,
  signOut,
  type User as FirebaseUser,
} from 'firebase/auth';
import type { AuthClient, User } from 'shared-contracts';
import type { RuntimeConfig } from '@tcgp/domain';

export function toUser(user: FirebaseUser): User {
  return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL };
}

/**
 * Firebase Auth adapter of the AuthClient port: Google popup; the Auth emulator in local runs.
 * `initializeAuth` with only the persistence it needs (not `getAuth`, which pulls every persistence and
 * resolver in); the popup resolver is passed to the sign-in itself.
 */
export function createFirebaseAuthClient(config: RuntimeConfig['auth']): AuthClient {
  const app: FirebaseApp = getApps()[0] ?? initializeApp(config.firebase);
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });

  return {
    async signInWithGoogle() {
      await signInWithPopup(auth, provider, browserPopupRedirectResolver);
    },
    async signOut() {
      await signOut(auth);
    },
    onChange(callback) {
      return onAuthStateChanged(auth, (user) => callback(user ? toUser(user) : null));
    },
    async getIdToken(forceRefresh = false) {
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },
  };
}
