import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userChanged } from './auth';

/**
 * Premium (docs/product-rules.md), resolved in the store, never by a UI slot rendering:
 * - `unknown`: nobody has said yet who is signed in (auth loading);
 * - `checking`: a signed-in user's subscriptions are being checked (by the account remote's setup);
 * - `known`: `premium` is the answer (signed out is `known` and free);
 * - `failed`: the check could not be done (billing or the account remote unreachable): the user gets
 *   the free features and a Retry (`premiumCheckRequested`), never an endless spinner.
 */
export type EntitlementStatus = 'unknown' | 'checking' | 'known' | 'failed';

export interface EntitlementsState {
  status: EntitlementStatus;
  /** The answer; null until it is known. */
  premium: boolean | null;
  /**
   * The signed-in player's payment is overdue (a subscription waiting for payment, none granting
   * Premium): they get the free features and are offered to manage that plan, never a second
   * checkout. Kept over a failed check; false when signed out. Absent from a state made before 3.1.
   */
  overdue?: boolean;
}

const initialState: EntitlementsState = { status: 'unknown', premium: null, overdue: false };

export const entitlementsSlice = createSlice({
  name: 'entitlements',
  initialState,
  reducers: {
    premiumResolved(state, action: PayloadAction<boolean>) {
      state.status = 'known';
      state.premium = action.payload;
    },
    /** Said by the account remote with each plan answer, before `premiumResolved`. */
    paymentOverdueResolved(state, action: PayloadAction<boolean>) {
      state.overdue = action.payload;
    },
    premiumCheckFailed(state) {
      state.status = 'failed';
      state.premium = null;
    },
    /**
     * Asks for a (new) check of the signed-in user's plan, e.g. from a Retry button or after checkout.
     * A value already known stays in force until the new answer arrives.
     */
    premiumCheckRequested(state) {
      state.status = 'checking';
    },
  },
  extraReducers: (builder) => {
    // Signed out means free; a signed-in user is being checked until the account part answers.
    builder.addCase(userChanged, (state, action) => {
      state.overdue = false;
      if (action.payload) {
        state.status = 'checking';
        state.premium = null;
      } else {
        state.status = 'known';
        state.premium = false;
      }
    });
  },
  selectors: {
    /** true / false when known; null until the first answer; false when the check failed (free features). */
    selectPremium: (state) => (state.status === 'failed' ? false : state.premium),
    selectEntitlements: (state) => state,
    /** Whether the upsells offer "Manage subscription" (an overdue payment) instead of "Get Premium". */
    selectPaymentOverdue: (state) => state.premium !== true && state.overdue === true,
  },
});

export const { premiumResolved, paymentOverdueResolved, premiumCheckFailed, premiumCheckRequested } = entitlementsSlice.actions;
export const { selectPremium, selectEntitlements, selectPaymentOverdue } = entitlementsSlice.selectors;
