import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userChanged } from './auth';

/** Premium: null = unknown (not checked yet), true = premium, false = free or signed out. */
export interface EntitlementsState {
  premium: boolean | null;
}

const initialState: EntitlementsState = { premium: null };

export const entitlementsSlice = createSlice({
  name: 'entitlements',
  initialState,
  reducers: {
    premiumResolved(state, action: PayloadAction<boolean>) {
      state.premium = action.payload;
    },
    premiumUnknown(state) {
      state.premium = null;
    },
  },
  extraReducers: (builder) => {
    // Signed out means free; a new signed-in user is unknown until their subscriptions are checked.
    builder.addCase(userChanged, (state, action) => {
      state.premium = action.payload ? null : false;
    });
  },
  selectors: {
    selectPremium: (state) => state.premium,
  },
});

export const { premiumResolved, premiumUnknown } = entitlementsSlice.actions;
export const { selectPremium } = entitlementsSlice.selectors;
