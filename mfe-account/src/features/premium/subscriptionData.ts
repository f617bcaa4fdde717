/**
 * Turns a stored subscription (a Firestore document of the Stripe payments extension, or the local
 * service's JSON) into the Subscription entity. Firestore gives Timestamps and document
 * references where the entity has ISO strings and ids; the local service gives them already.
 */
import { BILLING_MESSAGES, BillingError, type Subscription, type SubscriptionStatus } from '@tcgp/billing';

type Data = Record<string, unknown>;

/** ISO string of a Timestamp ({ toDate() } or { seconds, nanoseconds }), Date, ISO string or epoch ms; null when absent. */
export function toIsoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return Number.isNaN(Date.parse(value)) ? null : new Date(value).toISOString();
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'object') {
    const v = value as { toDate?: unknown; seconds?: unknown; nanoseconds?: unknown };
    if (typeof v.toDate === 'function') return toIsoDate((v.toDate as () => unknown).call(value));
    if (typeof v.seconds === 'number') return new Date(v.seconds * 1000 + (typeof v.nanoseconds === 'number' ? v.nanoseconds / 1e6 : 0)).toISOString();
  }
  return null;
}

/** The id of a document reference ({ id, path }), or the string itself. */
export function toRefId(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string') return (value as { id: string }).id;
  return null;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function stringRecord(v: unknown): Record<string, string> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** Maps stored data to a Subscription; rejects data without id, status or period dates (`internal`). */
export function toSubscription(id: string, data: Data, uid: string): Subscription {
  const status = str(data.status);
  const created = toIsoDate(data.created);
  const start = toIsoDate(data.current_period_start);
  const end = toIsoDate(data.current_period_end);
  if (!id || !status || !created || !start || !end) throw new BillingError('internal', BILLING_MESSAGES.unexpected);
  const prices = Array.isArray(data.prices) ? data.prices.map(toRefId).filter((p): p is string => p !== null) : [];
  const price = toRefId(data.price) ?? prices[0] ?? '';
  return {
    id,
    status: status as SubscriptionStatus,
    price,
    prices: prices.length ? prices : price ? [price] : [],
    product: toRefId(data.product) ?? '',
    quantity: typeof data.quantity === 'number' ? data.quantity : 1,
    role: str(data.role),
    metadata: stringRecord(data.metadata),
    created,
    current_period_start: start,
    current_period_end: end,
    cancel_at: toIsoDate(data.cancel_at),
    cancel_at_period_end: data.cancel_at_period_end === true,
    canceled_at: toIsoDate(data.canceled_at),
    ended_at: toIsoDate(data.ended_at),
    trial_start: toIsoDate(data.trial_start),
    trial_end: toIsoDate(data.trial_end),
    uid: str(data.uid) ?? uid,
    stripeLink: str(data.stripeLink),
  };
}
