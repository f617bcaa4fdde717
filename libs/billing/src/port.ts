/**
 * The payments port (docs/product-rules.md) and its types. Only the account remote creates
 * billing clients (Firestore like the Stripe payments extension in production, the local payments
 * service in local runs), so the port is not part of the contract; the local payments service writes
 * the same `Subscription` documents.
 */

/** Every status a subscription can have at the payment provider. */
export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The Subscription entity (docs/product-rules.md). Dates are ISO 8601 strings (UTC). */
export interface Subscription {
  id: string;
  status: SubscriptionStatus;
  /** Id of the (first) price. */
  price: string;
  prices: string[];
  product: string;
  quantity: number;
  /** Role the subscription grants (`premium`), or null. */
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

export interface CheckoutLineItem {
  price: string;
  quantity?: number;
}

export type CheckoutMode = 'subscription' | 'payment';

/** Parameters of a checkout session (docs/product-rules.md validates them). */
export interface CheckoutSessionParams {
  price?: string;
  line_items?: CheckoutLineItem[];
  /** Defaults to `subscription`. */
  mode?: CheckoutMode;
  /** Default: the current page. */
  success_url?: string;
  /** Default: the current page. */
  cancel_url?: string;
  quantity?: number;
  /** Milliseconds to wait for the session url (default 30000). */
  timeout?: number;
}

/** Checkout session (docs/product-rules.md): `created` is an ISO 8601 string; redirect the browser to `url`. */
export interface CheckoutSession {
  id: string;
  created: string;
  url: string;
}

/** The codes of the error catalogue (docs/product-rules.md). */
export const BILLING_ERROR_CODES = ['unauthenticated', 'permission-denied', 'internal', 'deadline-exceeded', 'not-found', 'invalid-argument'] as const;
export type BillingErrorCode = (typeof BILLING_ERROR_CODES)[number];

export type StatusFilter = SubscriptionStatus | SubscriptionStatus[];

/** The payments port every adapter implements. All calls act for the signed-in user. */
export interface BillingClient {
  /** The user's subscriptions, optionally only those with one of the given statuses. */
  listSubscriptions(status?: StatusFilter): Promise<Subscription[]>;
  /** One subscription of the user; rejects with `not-found` when the user has none with that id. */
  getSubscription(subscriptionId: string): Promise<Subscription>;
  /** Creates a checkout session and waits (at most `timeout` ms) for its url. */
  createCheckoutSession(params: CheckoutSessionParams): Promise<CheckoutSession>;
  /** URL of the subscription-management portal for the signed-in user; it links back to `returnUrl`. */
  getPortalUrl(returnUrl: string): Promise<string>;
}
