/**
 * A checkout request as the local service accepts it: the shared validation of docs/product-rules.md
 * first (same messages as the site's adapters), then what the production rules (firestore.rules)
 * also pin, so a request the rules refuse is refused here too:
 * - only the keys the rules' `hasOnly` allows (CHECKOUT_REQUEST_KEYS): `price_data`, `metadata`,
 *   `discounts`, `allow_promotion_codes` or any other key is refused, not dropped; `created`, when
 *   sent, is a date (the rules want a timestamp; it is not stored, the service dates the session);
 * - every price is one of the configured Premium prices; at most MAX_LINE_ITEMS line items, each
 *   with only `price` and an optional integer `quantity` >= 1 (no `price_data`);
 * - `quantity` is an integer >= 1;
 * - success_url and cancel_url are http(s) URLs on one of the site's origins, stored normalized
 *   (`new URL(v).href`, which also drops tabs and line breaks).
 */
import { requestPrices, validateCheckoutParams, type CheckoutMode } from '@tcgp/billing';
import { HttpError } from '../http';
import type { PriceInfo } from './prices';

export const MAX_LINE_ITEMS = 2;

/** The top-level keys `isCheckoutRequest` of firestore.rules allows (`hasOnly`), in its order. */
export const CHECKOUT_REQUEST_KEYS: readonly string[] = ['price', 'line_items', 'mode', 'success_url', 'cancel_url', 'quantity', 'created'];

export interface CheckoutRequest {
  mode: CheckoutMode;
  prices: string[];
  quantity: number;
  success_url: string;
  cancel_url: string;
}

const invalid = (message: string) => new HttpError(400, 'invalid-argument', message);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

/** The normalized URL when `value` is an http(s) URL on one of `origins`, else null. */
export function siteUrl(value: string, origins: ReadonlySet<string>): string | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && origins.has(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

export function requireSiteUrl(value: string, key: string, origins: ReadonlySet<string>): string {
  const url = siteUrl(value, origins);
  if (url === null) throw invalid(`${key} must be a URL of the site (${[...origins].join(', ')}).`);
  return url;
}

export function parseCheckoutRequest(body: unknown, prices: Record<string, PriceInfo>, origins: ReadonlySet<string>): CheckoutRequest {
  if (isRecord(body)) {
    const extra = Object.keys(body).filter((k) => !CHECKOUT_REQUEST_KEYS.includes(k));
    if (extra.length > 0) throw invalid(`A checkout request may only have ${CHECKOUT_REQUEST_KEYS.join(', ')} (not ${extra.join(', ')}).`);
    if (body.created !== undefined && (typeof body.created !== 'string' || Number.isNaN(Date.parse(body.created))))
      throw invalid('created must be a date (an ISO 8601 string).');
  }
  const request = validateCheckoutParams(body, null);
  if (request.quantity !== undefined && !isCount(request.quantity)) throw invalid('quantity must be a positive integer.');
  if (isRecord(body) && Array.isArray(body.line_items)) {
    if (body.line_items.length > MAX_LINE_ITEMS) throw invalid(`line_items may hold at most ${MAX_LINE_ITEMS} items.`);
    body.line_items.forEach((item: unknown, i) => {
      const extra = isRecord(item) ? Object.keys(item).filter((k) => k !== 'price' && k !== 'quantity') : [];
      if (extra.length > 0) throw invalid(`line_items[${i}] may only have price and quantity (not ${extra.join(', ')}).`);
      if (isRecord(item) && item.quantity !== undefined && !isCount(item.quantity)) throw invalid(`line_items[${i}].quantity must be a positive integer.`);
    });
  }
  const requested = requestPrices(request);
  for (const p of requested) if (!Object.hasOwn(prices, p)) throw invalid(`No such price: ${p}`);
  return {
    mode: request.mode,
    prices: requested,
    quantity: request.quantity ?? request.line_items?.[0]?.quantity ?? 1,
    success_url: requireSiteUrl(request.success_url, 'success_url', origins),
    cancel_url: requireSiteUrl(request.cancel_url, 'cancel_url', origins),
  };
}
