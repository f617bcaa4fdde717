import { BILLING_ERROR_CODES, type BillingErrorCode, type Subscription, type SubscriptionStatus } from './port';

/**
 * Payments rules shared by the account remote's adapters and the local payments service: which
 * statuses grant Premium, the error catalogue's messages and the error type.
 */

/**
 * Statuses that grant Premium: `active` and `trialing`, the two for which the Stripe payments
 * extension sets the `stripeRole` custom claim that storage.rules reads for the premium files.
 * The site, the local payments service and Cloud Storage therefore agree on who is Premium.
 * `past_due` (the provider still retries the card) does not: the claim is removed then, so the
 * plan is shown as "payment overdue" (it can still be managed and cancelled) but the premium data
 * is not served. Every other status is free.
 */
export const PREMIUM_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing'];

export function grantsPremium(status: string): boolean {
  return (PREMIUM_STATUSES as readonly string[]).includes(status);
}

/** True when at least one subscription grants Premium. */
export function hasPremium(subscriptions: readonly Pick<Subscription, 'status'>[]): boolean {
  return subscriptions.some((s) => grantsPremium(s.status));
}

/**
 * The status of a running plan whose payment is overdue: the provider still retries the card, so the
 * plan is neither Premium nor over. The player must be sent to manage it, never to a second checkout.
 */
export const OVERDUE_STATUS: SubscriptionStatus = 'past_due';

/** True when a plan's payment is overdue: a `past_due` subscription and none that grants Premium. */
export function paymentOverdue(subscriptions: readonly Pick<Subscription, 'status'>[]): boolean {
  return !hasPremium(subscriptions) && subscriptions.some((s) => s.status === OVERDUE_STATUS);
}

/** docs/product-rules.md: how long to wait for the session url. */
export const CHECKOUT_TIMEOUT_MS = 30_000;

/** The messages of the error catalogue (docs/product-rules.md). */
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
 * Structural check (not `instanceof`): each part bundles its own copy of this library, so an error
 * thrown by one copy is not an instance of another's class.
 */
export function isBillingError(error: unknown): error is BillingError {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; code?: unknown; message?: unknown };
  return e.name === 'BillingError' && typeof e.message === 'string' && (BILLING_ERROR_CODES as readonly unknown[]).includes(e.code);
}
