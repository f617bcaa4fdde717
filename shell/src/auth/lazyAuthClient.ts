import type { AuthClient, User } from 'shared-contracts';

/**
 * An AuthClient whose real adapter (Firebase Auth, a large download) is loaded only when needed:
 * - a visitor who has never signed in on this device (no session marker) is known to be signed out at
 *   once, and the adapter loads only when they start signing in;
 * - a device with a session marker loads the adapter after the first paint; until then the auth state
 *   is `loading`.
 * The marker is this site's own (`tcgp:session`, written when the adapter reports a user, removed when it
 * reports none), so nothing depends on how Firebase stores its session. If the adapter cannot be loaded,
 * subscribers hear "signed out" (the site works for visitors) and the next sign-in tries again.
 */
export interface LazyAuthClient extends AuthClient {
  /** Starts loading the adapter (idempotent). */
  start(): Promise<AuthClient | null>;
  /** Declares the visitor signed out without loading the adapter (no session on this device). */
  settleSignedOut(): void;
}

export const SESSION_MARKER = 'tcgp:session';

export interface SessionMarker {
  has(): boolean;
  set(signedIn: boolean): void;
}

/** The marker in localStorage (a private mode without storage counts as "maybe signed in": the adapter loads). */
export const localSessionMarker: SessionMarker = {
  has() {
    try {
      return window.localStorage.getItem(SESSION_MARKER) === '1';
    } catch {
      return true;
    }
  },
  set(signedIn) {
    try {
      if (signedIn) window.localStorage.setItem(SESSION_MARKER, '1');
      else window.localStorage.removeItem(SESSION_MARKER);
    } catch {
      /* no storage: the adapter loads on every visit */
    }
  },
};

export function createLazyAuthClient(load: () => Promise<AuthClient>, marker: SessionMarker = localSessionMarker): LazyAuthClient {
  let loading: Promise<AuthClient | null> | null = null;
  let real: AuthClient | null = null;
  let settledSignedOut = false;
  const callbacks = new Set<(user: User | null) => void>();
  const unsubscribers = new Map<(user: User | null) => void, () => void>();

  const attach = (client: AuthClient, callback: (user: User | null) => void) => {
    unsubscribers.set(
      callback,
      client.onChange((user) => {
        marker.set(user !== null);
        callback(user);
      }),
    );
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
    settleSignedOut() {
      if (real || settledSignedOut) return;
      settledSignedOut = true;
      for (const cb of callbacks) cb(null);
    },
    async signInWithGoogle() {
      await (await client()).signInWithGoogle();
    },
    async signOut() {
      await (await client()).signOut();
    },
    onChange(callback) {
      callbacks.add(callback);
      if (real) attach(real, callback);
      else if (settledSignedOut) callback(null);
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
