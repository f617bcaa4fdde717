import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '@tcgp/domain';
import type { User } from './store/auth';

/**
 * Service ports: what the host provides to every part (auth, config) and the payments port the
 * account remote's adapters implement. Only types and the React context live here; the adapters and
 * the rules (validation, error messages, which statuses grant Premium) are in the parts and libraries.
 */

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

// ---------------------------------------------------------------------------------------------
// Payments (SPEC sections 3, 5, 7, 8). Two adapters in the account remote implement BillingClient:
// Firestore like the Stripe payments extension (production), and the local payments service.

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

// ---------------------------------------------------------------------------------------------

/** Services the host provides to every part, reached through React context (one instance per page). */
export interface Services {
  auth: AuthClient;
  config: RuntimeConfig;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider> (the shell or a standalone host)');
  return services;
}
