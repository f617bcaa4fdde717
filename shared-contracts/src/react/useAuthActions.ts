import { useCallback } from 'react';
import { useServices } from '../services/context';
import { SILENT_AUTH_ERROR_CODES, authErrorCode } from '../services/auth';
import { authFailed, authErrorDismissed } from '../store/auth';
import { useAppDispatch } from '../store/store';

/**
 * Sign in / sign out for any part (shell header or account remote). Failures are logged and put in
 * the `auth` slice as a localizable message; closing the popup on purpose is not a failure.
 */
export function useAuthActions(): { signIn: () => Promise<void>; signOut: () => Promise<void> } {
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
  const signOut = useCallback(async () => {
    dispatch(authErrorDismissed());
    try {
      await auth.signOut();
    } catch (error) {
      console.warn('[auth] sign-out failed', error);
      dispatch(authFailed('signOutFailed'));
    }
  }, [auth, dispatch]);
  return { signIn, signOut };
}
