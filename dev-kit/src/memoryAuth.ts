import type { AuthClient, User } from 'shared-contracts';

/**
 * In-memory AuthClient for standalone remote development and tests: "signs in" a demo player
 * without any network. Not used by the composed site, which uses the Firebase adapter.
 */
export function createMemoryAuthClient(
  user: User = { uid: 'demo-player', displayName: 'Demo Player', email: 'demo@example.com', photoURL: null },
  options: { failSignIn?: Error } = {},
): AuthClient & { current(): User | null } {
  let current: User | null = null;
  const listeners = new Set<(u: User | null) => void>();
  let refreshes = 0;
  const emit = () => listeners.forEach((l) => l(current));
  return {
    current: () => current,
    async signInWithGoogle() {
      if (options.failSignIn) throw options.failSignIn;
      current = user;
      emit();
    },
    async signOut() {
      current = null;
      emit();
    },
    onChange(callback) {
      listeners.add(callback);
      callback(current);
      return () => listeners.delete(callback);
    },
    async getIdToken(forceRefresh = false) {
      if (!current) return null;
      // A refreshed token is a new one (as with Firebase), numbered so tests can tell them apart.
      if (forceRefresh) refreshes += 1;
      return refreshes === 0 ? `memory-token-${current.uid}` : `memory-token-${current.uid}-${refreshes}`;
    },
  };
}
