import type { User } from '../store/auth';

export type Unsubscribe = () => void;

/** Port for authentication. The Firebase adapter lives in the shell; tests use in-memory fakes. */
export interface AuthClient {
  /** Opens the Google sign-in popup. Rejects with an Error carrying a `code` on failure. */
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
  /** Calls back with the current user at once, then on every change. */
  onChange(callback: (user: User | null) => void): Unsubscribe;
  /** A Firebase ID token for the signed-in user (max age 300 s), or null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
}

/** Sign-in errors the user caused on purpose (closed the popup): not shown as a failure. */
export const SILENT_AUTH_ERROR_CODES: ReadonlySet<string> = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

export function authErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string') {
    return (error as { code: string }).code;
  }
  return null;
}
