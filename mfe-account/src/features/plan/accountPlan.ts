import { createSlice, selectPremium, userChanged, type PayloadAction, type RootReducer, type RootState } from 'shared-contracts';

/**
 * What the account UI shows about the signed-in player's plan. The page only needs Premium or not
 * (`entitlements` of shared-contracts); the account remote also knows a running plan whose payment
 * is overdue (`paymentOverdue` of @tcgp/billing): no Premium features, but no checkout either, only
 * the way to manage (or cancel) that plan.
 * - `premium`: an active or trialing subscription;
 * - `overdue`: a past_due subscription and no Premium one;
 * - `free`: anything else, signed out, or the check failed without an earlier answer.
 */
export type AccountPlan = 'premium' | 'overdue' | 'free';

export interface AccountPlanState {
  /** The last answer of the plan check for the signed-in player; false until one says otherwise. */
  overdue: boolean;
}

const initialState: AccountPlanState = { overdue: false };

export const accountPlanSlice = createSlice({
  name: 'accountPlan',
  initialState,
  reducers: {
    paymentOverdueResolved(state, action: PayloadAction<boolean>) {
      state.overdue = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Another player (or nobody): whatever was known belongs to the previous one.
    builder.addCase(userChanged, (state) => {
      state.overdue = false;
    });
  },
});

export const { paymentOverdueResolved } = accountPlanSlice.actions;

declare module 'shared-contracts' {
  interface LazyLoadedSlices {
    accountPlan: AccountPlanState;
  }
}

export function injectAccountPlan(rootReducer: RootReducer): void {
  accountPlanSlice.injectInto(rootReducer);
}

/**
 * The plan as the account UI shows it; null while Premium is not known yet. Premium comes from the
 * shared entitlements (so the Premium features and this UI never disagree); a failed check keeps an
 * earlier `overdue` answer, so a player known to have an overdue plan is not offered a second checkout.
 */
export function selectAccountPlan(state: RootState): AccountPlan | null {
  const premium = selectPremium(state);
  if (premium === null) return null;
  if (premium) return 'premium';
  return state.accountPlan?.overdue ? 'overdue' : 'free';
}
