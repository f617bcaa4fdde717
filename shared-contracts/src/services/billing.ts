/**
 * Port for payments (SPEC sections 3, 5, 7, 8). Two adapters implement it (mfe-account):
 * Firestore like the Stripe payments extension (production), and a local payments service.
 * Validation shared by both adapters and the local service: ./billingValidation.ts.
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

export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
];

/**
 * Statuses that grant Premium. SPEC section 4 names `active`; we also keep access while
 * `trialing` (a trial is a running subscription) and while `past_due` (the provider is still
 * retrying the payment during its grace period; it moves the subscription to `unpaid` or
 * `canceled` when the retries fail, and access ends then). Every other status is free.
 */
export const PREMIUM_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

export function grantsPremium(status: string): boolean {
  return (PREMIUM_STATUSES as readonly string[]).includes(status);
}

/** True when at least one subscription grants Premium. */
export function hasPremium(subscriptions: readonly Pick<Subscription, 'status'>[]): boolean {
  return subscriptions.some((s) => grantsPremium(s.status));
}

/** The Subscription entity (SPEC section 3). Dates are ISO 8601 strings (UTC). */
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

/** Parameters of a checkout session (SPEC section 5 validates them). */
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

/** Checkout session (SPEC section 3): `created` is an ISO 8601 string; redirect the browser to `url`. */
export interface CheckoutSession {
  id: string;
  created: string;
  url: string;
}

/** SPEC section 9: how long to wait for the session url. */
export const CHECKOUT_TIMEOUT_MS = 30_000;

export type BillingErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'internal'
  | 'deadline-exceeded'
  | 'not-found'
  | 'invalid-argument';

export const BILLING_ERROR_CODES: readonly BillingErrorCode[] = [
  'unauthenticated',
  'permission-denied',
  'internal',
  'deadline-exceeded',
  'not-found',
  'invalid-argument',
];

/** The messages of the error catalogue (SPEC section 8). */
export const BILLING_MESSAGES = {
  unauthenticated: 'Failed to determine currently signed in user. User not signed in.',
  queryFailed: 'Error while querying Firestore.',
  deadlineExceeded: 'Timeout while waiting for session response.',
  unexpected: 'Unexpected error while querying Firestore',
  listenFailed: 'Error while listening to database updates',
  notFound: (subscriptionId: string, uid: string) => `No subscription found with the ID ${subscriptionId} for user ${uid}`,
  permissionDenied: "Access to another user's payment data is not allowed.",
} as const;

export class BillingError extends Error {
  constructor(
    public readonly code: BillingErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BillingError';
  }
}

/**
 * Structural check (not `instanceof`): a remote may bundle its own copy of this module while
 * the page runs the shell's singleton copy of shared-contracts.
 */
export function isBillingError(error: unknown): error is BillingError {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; code?: unknown; message?: unknown };
  return e.name === 'BillingError' && typeof e.message === 'string' && (BILLING_ERROR_CODES as readonly unknown[]).includes(e.code);
}

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
