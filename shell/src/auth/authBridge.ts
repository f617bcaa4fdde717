import { userChanged, type AppDispatch, type AuthClient, type User } from 'shared-contracts';

/**
 * Keeps the store's `auth` slice in step with the AuthClient, and, when configured, syncs the
 * session with the server: POST with the bearer ID token on sign-in, DELETE on sign-out.
 */
export function startAuthBridge(
  auth: AuthClient,
  dispatch: AppDispatch,
  tokenSyncUrl: string | null,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  /** Called whenever the site is signed out (at the start too): what was kept for the last user goes. */
  onSignedOut?: () => void,
  /** Called with every user (null: signed out) right after the store has heard of it. */
  onUser?: (user: User | null) => void,
): () => void {
  let previous: User | null | undefined;
  let lastToken: string | null = null;
  return auth.onChange((user) => {
    dispatch(userChanged(user));
    onUser?.(user);
    if (!user) onSignedOut?.();
    if (tokenSyncUrl) {
      if (user && previous?.uid !== user.uid) {
        void auth
          .getIdToken()
          .then((token) => {
            lastToken = token;
            if (token) return fetchImpl(tokenSyncUrl, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, credentials: 'same-origin' });
            return undefined;
          })
          .catch((error: unknown) => console.warn('[shell] token sync failed', error));
      } else if (!user && previous) {
        const headers: Record<string, string> = lastToken ? { Authorization: `Bearer ${lastToken}` } : {};
        lastToken = null;
        void fetchImpl(tokenSyncUrl, { method: 'DELETE', headers, credentials: 'same-origin' }).catch((error: unknown) =>
          console.warn('[shell] token sync failed', error),
        );
      }
    }
    previous = user;
  });
}
