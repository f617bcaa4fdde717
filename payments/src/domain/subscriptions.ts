/**
 * What paying and cancelling do to the records, and how long sessions live. Pure functions over a
 * store transaction: the routes call them, the tests call them with fixed clocks.
 */
import { randomBytes } from 'node:crypto';
import { grantsPremium, type Subscription } from '@tcgp/billing';
// Runtime values come from the module itself: the package entry point also loads React components
// and CSS, which Node cannot run.
import type { CheckoutSessionRecord, Transaction } from '../store';
import type { PriceInfo } from './prices';

export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
export const PORTAL_TTL_MS = 60 * 60 * 1000;

export const newId = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

/** Adds calendar months (the day is clamped to the end of a shorter month), in UTC. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** A user's subscriptions, oldest first. */
export function userSubscriptions(all: readonly Subscription[], uid: string): Subscription[] {
  return all.filter((s) => s.uid === uid).sort((a, b) => a.created.localeCompare(b.created));
}

/**
 * The site's premium rule, the one of @tcgp/billing (the account remote uses the same function): at
 * least one subscription that is active or trialing, the statuses the Stripe extension sets the
 * `stripeRole` claim for, which Cloud Storage checks in production.
 */
export function isPremiumUser(all: readonly Subscription[], uid: string): boolean {
  return all.some((s) => s.uid === uid && grantsPremium(s.status));
}

/** The subscription a paid checkout session writes, like the Stripe extension does. */
export function subscriptionFor(session: CheckoutSessionRecord, prices: Record<string, PriceInfo>, at: Date, portalUrl: string): Subscription {
  const first = session.prices[0] ?? '';
  const price = Object.hasOwn(prices, first) ? prices[first] : undefined;
  const end = price?.interval === 'year' ? addMonths(at, 12) : addMonths(at, 1);
  return {
    id: newId('sub_'),
    status: 'active',
    price: first,
    prices: session.prices,
    product: price?.product ?? 'prod_premium',
    quantity: session.quantity,
    role: 'premium',
    metadata: { source: 'local-test-checkout', checkout_session: session.id, interval: price?.interval ?? 'month' },
    created: at.toISOString(),
    current_period_start: at.toISOString(),
    current_period_end: end.toISOString(),
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    trial_start: null,
    trial_end: null,
    uid: session.uid,
    stripeLink: portalUrl,
  };
}

/** The redirect target of a session, with the session id filled in (the stored URL is normalized, so `{` is `%7B`). */
export function withSessionId(url: string, sessionId: string): string {
  return url.replaceAll('{CHECKOUT_SESSION_ID}', () => sessionId).replaceAll('%7BCHECKOUT_SESSION_ID%7D', () => sessionId);
}

/** Deletes the checkout and portal sessions that have expired at `now`; returns how many. */
export function pruneExpiredSessions(tx: Transaction, now: Date): number {
  const t = now.getTime();
  let pruned = 0;
  for (const collection of ['checkoutSessions', 'portalSessions'] as const) {
    for (const s of tx.list(collection)) {
      if (Date.parse(s.expires_at) <= t) {
        tx.delete(collection, s.id);
        pruned += 1;
      }
    }
  }
  return pruned;
}

/** Prunes expired sessions at most once per `intervalMs`, so a busy service does not scan on every write. */
export function createSessionPruner(intervalMs = 60_000) {
  let last = Number.NEGATIVE_INFINITY;
  return (tx: Transaction, now: Date): number => {
    if (now.getTime() - last < intervalMs) return 0;
    last = now.getTime();
    return pruneExpiredSessions(tx, now);
  };
}
