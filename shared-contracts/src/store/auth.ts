import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface User {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

/** Auth state: loading, then signedIn or signedOut (docs/product-rules.md). */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** Localizable error key of the last failed sign-in/out, if any (cleared on the next attempt). */
  errorKey: 'signInFailed' | 'signOutFailed' | null;
}

const initialState: AuthState = { status: 'loading', user: null, errorKey: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    userChanged(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
      if (action.payload) state.errorKey = null;
    },
    authFailed(state, action: PayloadAction<AuthState['errorKey']>) {
      state.errorKey = action.payload;
    },
    authErrorDismissed(state) {
      state.errorKey = null;
    },
  },
  selectors: {
    selectAuth: (state) => state,
    selectUser: (state) => state.user,
    selectAuthStatus: (state) => state.status,
  },
});

export const { userChanged, authFailed, authErrorDismissed } = authSlice.actions;
export const { selectAuth, selectUser, selectAuthStatus } = authSlice.selectors;
