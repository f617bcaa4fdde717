import type { ReactNode } from 'react';
import { StoreProvider, createAppStore, type AppStore, authFailed, userChanged, ServicesProvider } from 'shared-contracts';
import { act, renderHook } from '@testing-library/react';
import { useAuthActions } from './useAuthActions';
import { createMemoryAuthClient } from '@tcgp/dev-kit/testing';
import type { AuthClient } from 'shared-contracts';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';

function authError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

function renderAuthActions(auth: AuthClient, store: AppStore = createAppStore()) {
  auth.onChange((user) => store.dispatch(userChanged(user)));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <ServicesProvider services={{ auth, config: LOCAL_DEFAULT_CONFIG }}>{children}</ServicesProvider>
    </StoreProvider>
  );
  const { result } = renderHook(() => useAuthActions(), { wrapper });
  return { store, result };
}

describe('useAuthActions', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('signs in and out through the AuthClient', async () => {
    const auth = createMemoryAuthClient();
    const { store, result } = renderAuthActions(auth);
    expect(store.getState().auth.status).toBe('signedOut');
    await act(() => result.current.signIn());
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', errorKey: null });
    expect(store.getState().auth.user?.displayName).toBe('Demo Player');
    await act(() => result.current.signOut());
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', user: null, errorKey: null });
  });

  it('puts a failed sign-in in the store as the localizable error "signInFailed"', async () => {
    const auth = createMemoryAuthClient(undefined, { failSignIn: authError('auth/network-request-failed') });
    const { store, result } = renderAuthActions(auth);
    await act(() => result.current.signIn());
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', errorKey: 'signInFailed' });
    expect(warn).toHaveBeenCalled();
  });

  it('treats an error without a code as a failed sign-in', async () => {
    const auth = createMemoryAuthClient(undefined, { failSignIn: new Error('popup blocked') });
    const { store, result } = renderAuthActions(auth);
    await act(() => result.current.signIn());
    expect(store.getState().auth.errorKey).toBe('signInFailed');
  });

  it.each(['auth/popup-closed-by-user', 'auth/cancelled-popup-request'])('does not show an error when the user cancels (%s)', async (code) => {
    const auth = createMemoryAuthClient(undefined, { failSignIn: authError(code) });
    const { store, result } = renderAuthActions(auth);
    await act(() => result.current.signIn());
    expect(store.getState().auth.errorKey).toBeNull();
  });

  it('clears an earlier error when the user tries again', async () => {
    const auth = createMemoryAuthClient(undefined, { failSignIn: authError('auth/popup-closed-by-user') });
    const store = createAppStore();
    store.dispatch(userChanged(null));
    const { result } = renderAuthActions(auth, store);
    act(() => {
      store.dispatch(authFailed('signInFailed'));
    });
    expect(store.getState().auth.errorKey).toBe('signInFailed');
    await act(() => result.current.signIn());
    expect(store.getState().auth.errorKey).toBeNull();
  });

  it('puts a failed sign-out in the store as "signOutFailed"', async () => {
    const memory = createMemoryAuthClient();
    const auth: AuthClient = { ...memory, signOut: () => Promise.reject(new Error('network down')) };
    const { store, result } = renderAuthActions(auth);
    await act(() => result.current.signIn());
    await act(() => result.current.signOut());
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', errorKey: 'signOutFailed' });
  });
});
