import { selectEntitlements, selectPremium, type RootState } from 'shared-contracts';

/**
 * What the account UI shows about the signed-in player's plan. The page only needs Premium or not
 * (`entitlements` of shared-contracts); the plan check also says when a running plan's payment is
 * overdue (`paymentOverdue` of @tcgp/billing): no Premium features, but no checkout either, only the
 * way to manage (or cancel) that plan. The overdue flag is in the shared entitlements too, so every
 * upsell on the page offers "Manage subscription" instead of a second checkout.
 * - `premium`: an active or trialing subscription;
 * - `overdue`: a past_due subscription and no Premium one;
 * - `free`: anything else, signed out, or the check failed without an earlier answer.
 */
export type AccountPlan = 'premium' | 'overdue' | 'free';

/**
 * The plan as the account UI shows it; null while Premium is not known yet. Premium comes from the
 * shared entitlements (so the Premium features and this UI never disagree); a failed check keeps an
 * earlier `overdue` answer, so a player known to have an overdue plan is not offered a second checkout.
 */
export function selectAccountPlan(state: RootState): AccountPlan | null {
  const premium = selectPremium(state);
  if (premium === null) return null;
  if (premium) return 'premium';
  return selectEntitlements(state).overdue === true ? 'overdue' : 'free';
}
