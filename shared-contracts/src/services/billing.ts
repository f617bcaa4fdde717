/**
 * Port for payments (SPEC sections 3, 5, 7, 8). Two adapters implement it (mfe-account):
 * Firestore like the Stripe payments extension (production), and a local payments service.
 */
export type SubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'unpaid'
  | 'paused';

export interface Subscription {
  id: string;
  status: SubscriptionStatus;
  price: string;
  prices: string[];
  product: string;
  quantity: number;
  role: string | null;
  metadata: Record<string, string>;
  created: string;
  current_period_start: string;
  current_period_end: string;
  cancel_at: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  ended_at: string | null;
  trial_start: string | null;
  trial_end: string | null;
  uid: string;
  /** Link to the subscription at the payment provider. */
  stripeLink: string | null;
}

export interface CheckoutSessionParams {
  price?: string;
  line_items?: { price: string; quantity?: number }[];
  mode?: 'subscription' | 'payment';
  success_url?: string;
  cancel_url?: string;
  quantity?: number;
  /** Milliseconds to wait for the session url (default 30000). */
  timeout?: number;
}

export interface CheckoutSession {
  id: string;
  created: string;
  url: string;
}

export type BillingErrorCode = 'unauthenticated' | 'internal' | 'deadline-exceeded' | 'not-found' | 'invalid-argument';

export class BillingError extends Error {
  constructor(
    public readonly code: BillingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BillingError';
  }
}

export interface BillingClient {
  listSubscriptions(status?: SubscriptionStatus | SubscriptionStatus[]): Promise<Subscription[]>;
  createCheckoutSession(params: CheckoutSessionParams): Promise<CheckoutSession>;
  /** URL of the subscription-management portal for the signed-in user. */
  getPortalUrl(returnUrl: string): Promise<string>;
}
