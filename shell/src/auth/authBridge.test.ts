import { createAppStore, type User } from 'shared-contracts';
import { createMemoryAuthClient } from '@tcgp/dev-kit/testing';
import { startAuthBridge } from './authBridge';

const TOKEN_URL = '/api/session';

function okFetch() {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.resolve({ ok: true, status: 204 } as Response));
}

/** Lets the bridge's promise chain (getIdToken -> fetch) run. */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('startAuthBridge', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('moves the store from loading to signed in to signed out', async () => {
    const auth = createMemoryAuthClient();
    const store = createAppStore();
    await auth.signInWithGoogle();
    expect(store.getState().auth.status).toBe('loading');

    startAuthBridge(auth, store.dispatch, null, okFetch());
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { uid: 'demo-player', displayName: 'Demo Player' } });

    await auth.signOut();
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', user: null });
  });

  it('calls onSignedOut when the site is signed out (what was kept for the last user goes), never while signed in', async () => {
    const auth = createMemoryAuthClient();
    const store = createAppStore();
    await auth.signInWithGoogle();
    const onSignedOut = jest.fn();
    startAuthBridge(auth, store.dispatch, null, okFetch(), onSignedOut);
    expect(onSignedOut).not.toHaveBeenCalled();
    await auth.signOut();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('reports a visitor who is not signed in as signed out at once', () => {
    const store = createAppStore();
    startAuthBridge(createMemoryAuthClient(), store.dispatch, null, okFetch());
    expect(store.getState().auth.status).toBe('signedOut');
    expect(store.getState().entitlements.premium).toBe(false);
  });

  it('stops following the AuthClient after unsubscribing', async () => {
    const auth = createMemoryAuthClient();
    const store = createAppStore();
    const stop = startAuthBridge(auth, store.dispatch, null, okFetch());
    stop();
    await auth.signInWithGoogle();
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('without a tokenSyncUrl never calls the server', async () => {
    const auth = createMemoryAuthClient();
    const fetchImpl = okFetch();
    startAuthBridge(auth, createAppStore().dispatch, null, fetchImpl);
    await auth.signInWithGoogle();
    await flush();
    await auth.signOut();
    await flush();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('with a tokenSyncUrl POSTs the bearer ID token on sign-in and DELETEs on sign-out', async () => {
    const auth = createMemoryAuthClient();
    const fetchImpl = okFetch();
    startAuthBridge(auth, createAppStore().dispatch, TOKEN_URL, fetchImpl);
    await flush();
    // Nobody signed in yet: nothing to sync.
    expect(fetchImpl).not.toHaveBeenCalled();

    await auth.signInWithGoogle();
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenLastCalledWith(
      TOKEN_URL,
      expect.objectContaining({ method: 'POST', headers: { Authorization: 'Bearer memory-token-demo-player' }, credentials: 'same-origin' }),
    );

    await auth.signOut();
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenLastCalledWith(
      TOKEN_URL,
      expect.objectContaining({ method: 'DELETE', headers: { Authorization: 'Bearer memory-token-demo-player' }, credentials: 'same-origin' }),
    );
  });

  it('POSTs again for a different user but not for a repeated notification of the same user', async () => {
    let emit: (u: User | null) => void = () => undefined;
    let current: User | null = null;
    const auth = {
      signInWithGoogle: () => Promise.resolve(),
      signOut: () => Promise.resolve(),
      onChange(cb: (u: User | null) => void) {
        emit = (u) => {
          current = u;
          cb(u);
        };
        cb(current);
        return () => undefined;
      },
      getIdToken: () => Promise.resolve(current ? `token-${current.uid}` : null),
    };
    const fetchImpl = okFetch();
    startAuthBridge(auth, createAppStore().dispatch, TOKEN_URL, fetchImpl);
    const ash: User = { uid: 'ash', displayName: 'Ash', email: null, photoURL: null };
    emit(ash);
    await flush();
    emit({ ...ash, displayName: 'Ash K.' });
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    emit({ uid: 'misty', displayName: 'Misty', email: null, photoURL: null });
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenLastCalledWith(TOKEN_URL, expect.objectContaining({ method: 'POST', headers: { Authorization: 'Bearer token-misty' } }));
  });

  it('keeps the store in step even when the token sync fails', async () => {
    const auth = createMemoryAuthClient();
    const store = createAppStore();
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.reject(new TypeError('Failed to fetch')));
    startAuthBridge(auth, store.dispatch, TOKEN_URL, fetchImpl);
    await auth.signInWithGoogle();
    await flush();
    expect(store.getState().auth.status).toBe('signedIn');
    expect(warn).toHaveBeenCalled();
  });
});
