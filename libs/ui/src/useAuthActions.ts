import { useCallback } from 'react';
import { useServices, authFailed, authErrorDismissed, useAppDispatch } from 'shared-contracts';
import { browserStorage, setKeepCopy } from '@tcgp/collection';

/** Sign-in errors the user caused on purpose (closed the popup): not shown as a failure. */
export const SILENT_AUTH_ERROR_CODES: ReadonlySet<string> = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/** The `code` of a Firebase error, or null. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string') {
    return (error as { code: string }).code;
  }
  return null;
}

/**
 * Sign in / sign out for any part (shell header or account remote). Failures are logged and put in
 * the `auth` slice as a localizable message; closing the popup on purpose is not a failure.
 */
export interface SignOutOptions {
  /** Leave the account's list on this browser as its signed-out list (default: it leaves the browser). */
  keepCopy?: boolean;
}

export function useAuthActions(): { signIn: () => Promise<void>; signOut: (options?: SignOutOptions) => Promise<void> } {
  const { auth } = useServices();
  const dispatch = useAppDispatch();
  const signIn = useCallback(async () => {
    dispatch(authErrorDismissed());
    try {
      await auth.signInWithGoogle();
    } catch (error) {
      console.warn('[auth] sign-in failed', error);
      const code = authErrorCode(error);
      if (!code || !SILENT_AUTH_ERROR_CODES.has(code)) dispatch(authFailed('signInFailed'));
    }
  }, [auth, dispatch]);
  const signOut = useCallback(
    async (options: SignOutOptions = {}) => {
      dispatch(authErrorDismissed());
      // Read by the shell's sign-out clean-up (browserOwner of @tcgp/collection).
      const storage = browserStorage();
      if (storage) setKeepCopy(storage, options.keepCopy === true);
      try {
        await auth.signOut();
      } catch (error) {
        if (storage) setKeepCopy(storage, false);
        console.warn('[auth] sign-out failed', error);
        dispatch(authFailed('signOutFailed'));
      }
    },
    [auth, dispatch],
  );
  return { signIn, signOut };
}
