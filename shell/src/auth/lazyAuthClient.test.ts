import type { AuthClient, User } from 'shared-contracts';
import { createLazyAuthClient, type SessionMarker } from './lazyAuthClient';

const ash: User = { uid: 'u1', displayName: 'Ash', email: 'ash@example.com', photoURL: null };

/** An adapter whose current user the test sets; remembers its listeners. */
function fakeAdapter(initial: User | null = null) {
  let user = initial;
  const listeners = new Set<(u: User | null) => void>();
  const adapter: AuthClient = {
    signInWithGoogle: jest.fn(async () => {
      user = ash;
      for (const l of listeners) l(user);
    }),
    signOut: jest.fn(async () => {
      user = null;
      for (const l of listeners) l(null);
    }),
    onChange(callback) {
      listeners.add(callback);
      callback(user);
      return () => listeners.delete(callback);
    },
    getIdToken: jest.fn(async () => (user ? 'token-1' : null)),
  };
  return adapter;
}

function memoryMarker(initial: boolean): SessionMarker & { value: boolean } {
  return {
    value: initial,
    has() {
      return this.value;
    },
    set(signedIn) {
      this.value = signedIn;
    },
  };
}

describe('lazy auth client (Firebase Auth loads only when needed)', () => {
  it('a visitor without a session marker is signed out at once, and nothing is loaded', async () => {
    const load = jest.fn(async () => fakeAdapter());
    const auth = createLazyAuthClient(load, memoryMarker(false));
    const seen: (User | null)[] = [];
    auth.onChange((u) => seen.push(u));
    expect(seen).toEqual([]); // loading until the shell decides
    auth.settleSignedOut();
    expect(seen).toEqual([null]);
    expect(await auth.getIdToken()).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the adapter on sign-in, reports the user and sets the marker', async () => {
    const adapter = fakeAdapter();
    const load = jest.fn(async () => adapter);
    const marker = memoryMarker(false);
    const auth = createLazyAuthClient(load, marker);
    const seen: (User | null)[] = [];
    auth.onChange((u) => seen.push(u));
    auth.settleSignedOut();
    await auth.signInWithGoogle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toEqual(ash);
    expect(marker.value).toBe(true);
    expect(await auth.getIdToken()).toBe('token-1');
    await auth.signOut();
    expect(seen.at(-1)).toBeNull();
    expect(marker.value).toBe(false);
  });

  it('with a marker, start() loads the adapter once and subscribers get the restored user', async () => {
    const load = jest.fn(async () => fakeAdapter(ash));
    const auth = createLazyAuthClient(load, memoryMarker(true));
    const seen: (User | null)[] = [];
    auth.onChange((u) => seen.push(u));
    await Promise.all([auth.start(), auth.start()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([ash]);
    // A late subscriber hears the current user at once.
    const late: (User | null)[] = [];
    auth.onChange((u) => late.push(u));
    expect(late).toEqual([ash]);
  });

  it('when the adapter cannot load: subscribers hear "signed out", sign-in fails with a network code, and the next try loads again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(fakeAdapter());
    const auth = createLazyAuthClient(load as () => Promise<AuthClient>, memoryMarker(true));
    const seen: (User | null)[] = [];
    auth.onChange((u) => seen.push(u));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await auth.start()).toBeNull();
    expect(seen).toEqual([null]);
    await auth.signInWithGoogle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(seen.at(-1)).toEqual(ash);
  });

  it('a failed load makes sign-in reject with auth/network-request-failed when it fails again', async () => {
    const load = jest.fn().mockRejectedValue(new Error('offline'));
    const auth = createLazyAuthClient(load as () => Promise<AuthClient>, memoryMarker(false));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(auth.signInWithGoogle()).rejects.toMatchObject({ code: 'auth/network-request-failed' });
  });

  it('unsubscribing stops the updates', async () => {
    const adapter = fakeAdapter();
    const auth = createLazyAuthClient(async () => adapter, memoryMarker(false));
    const seen: (User | null)[] = [];
    const stop = auth.onChange((u) => seen.push(u));
    await auth.start();
    stop();
    await adapter.signInWithGoogle();
    expect(seen).toEqual([null]);
  });
});
