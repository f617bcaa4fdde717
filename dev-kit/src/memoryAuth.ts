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
    async getIdToken() {
      return current ? `memory-token-${current.uid}` : null;
    },
  };
}
