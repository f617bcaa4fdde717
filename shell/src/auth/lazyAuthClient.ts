import type { AuthClient, User } from 'shared-contracts';

/**
 * An AuthClient whose real adapter (Firebase Auth, a large download) is loaded after the first paint.
 * Until then nobody is known to be signed in or out (auth state `loading`); subscribers hear the
 * first answer when the adapter is there. If the adapter cannot be loaded, subscribers hear "signed
 * out" (the site works for visitors) and the next sign-in tries again.
 */
export interface LazyAuthClient extends AuthClient {
  /** Starts loading the adapter (idempotent). */
  start(): Promise<AuthClient | null>;
}

export function createLazyAuthClient(load: () => Promise<AuthClient>): LazyAuthClient {
  let loading: Promise<AuthClient | null> | null = null;
  let real: AuthClient | null = null;
  const callbacks = new Set<(user: User | null) => void>();
  const unsubscribers = new Map<(user: User | null) => void, () => void>();

  const attach = (client: AuthClient, callback: (user: User | null) => void) => {
    unsubscribers.set(callback, client.onChange(callback));
  };

  const start = (): Promise<AuthClient | null> => {
    if (!loading) {
      loading = load().then(
        (client) => {
          real = client;
          for (const cb of callbacks) attach(client, cb);
          return client;
        },
        (error: unknown) => {
          console.error('[shell] sign-in could not be loaded', error);
          loading = null;
          for (const cb of callbacks) cb(null);
          return null;
        },
      );
    }
    return loading;
  };

  const client = async (): Promise<AuthClient> => {
    const loaded = real ?? (await start());
    if (!loaded) throw Object.assign(new Error('Sign-in is not available right now'), { code: 'auth/network-request-failed' });
    return loaded;
  };

  return {
    start,
    async signInWithGoogle() {
      await (await client()).signInWithGoogle();
    },
    async signOut() {
      await (await client()).signOut();
    },
    onChange(callback) {
      callbacks.add(callback);
      if (real) attach(real, callback);
      return () => {
        callbacks.delete(callback);
        unsubscribers.get(callback)?.();
        unsubscribers.delete(callback);
      };
    },
    async getIdToken(forceRefresh) {
      return real ? real.getIdToken(forceRefresh) : null;
    },
  };
}
