/**
 * Validation of billing requests, exactly as docs/product-rules.md, shared by both BillingClient
 * adapters (mfe-account) and the local payments service. Pure: no I/O, no globals.
 * Every failure is a BillingError with code `invalid-argument`.
 */
import type { CheckoutLineItem, CheckoutMode, SubscriptionStatus } from './port';
import { BillingError, CHECKOUT_TIMEOUT_MS } from './billing';

/** A checkout request after validation: defaults filled in, exactly one of price / line_items. */
export interface ValidCheckoutRequest {
  mode: CheckoutMode;
  success_url: string;
  cancel_url: string;
  price?: string;
  line_items?: CheckoutLineItem[];
  quantity?: number;
  /** Milliseconds to wait for the session url. */
  timeout: number;
}

const invalid = (message: string) => new BillingError('invalid-argument', message);

const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isPositiveNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function validUrl(params: Record<string, unknown>, key: 'success_url' | 'cancel_url', currentPage: string | null): string {
  const value = params[key];
  if (value === undefined) {
    // docs/product-rules.md: defaults to the current page (a server has none, so there it is required).
    if (currentPage === null || !isNonEmptyString(currentPage)) throw invalid(`${key} must be a non-empty string.`);
    return currentPage;
  }
  if (!isNonEmptyString(value)) throw invalid(`${key} must be a non-empty string.`);
  return value;
}

function validLineItems(value: unknown): CheckoutLineItem[] {
  if (!Array.isArray(value) || value.length === 0) throw invalid('line_items must be a non-empty array.');
  return value.map((item: unknown, i) => {
    if (!isRecord(item) || !isNonEmptyString(item.price)) throw invalid(`line_items[${i}].price must be a non-empty string.`);
    if (item.quantity !== undefined && !isPositiveNumber(item.quantity)) throw invalid(`line_items[${i}].quantity must be a positive number.`);
    return item.quantity === undefined ? { price: item.price } : { price: item.price, quantity: item.quantity };
  });
}

/**
 * Validates checkout session parameters (docs/product-rules.md):
 * - cancel_url and success_url default to the current page and, if given, must be non-empty strings;
 * - mode defaults to `subscription` (else `payment`);
 * - either a non-empty line_items array or a non-empty price string is required (not both);
 * - quantity and timeout, if given, must be positive numbers (timeout defaults to 30000 ms).
 *
 * @param currentPage the page to come back to by default (`window.location.href`); null on a server.
 */
export function validateCheckoutParams(params: unknown, currentPage: string | null): ValidCheckoutRequest {
  if (!isRecord(params)) throw invalid('Checkout session parameters must be an object.');
  const cancel_url = validUrl(params, 'cancel_url', currentPage);
  const success_url = validUrl(params, 'success_url', currentPage);

  let mode: CheckoutMode = 'subscription';
  if (params.mode !== undefined) {
    if (params.mode !== 'subscription' && params.mode !== 'payment') throw invalid('mode must be either subscription or payment.');
    mode = params.mode;
  }

  const request: ValidCheckoutRequest = { mode, success_url, cancel_url, timeout: CHECKOUT_TIMEOUT_MS };
  if (params.line_items !== undefined) {
    if (params.price !== undefined) throw invalid('Specify either line_items or price, not both.');
    request.line_items = validLineItems(params.line_items);
  } else if (params.price === undefined) {
    throw invalid('Either a non-empty line_items array or a non-empty price string is required.');
  } else {
    if (!isNonEmptyString(params.price)) throw invalid('price must be a non-empty string.');
    request.price = params.price;
  }

  if (params.quantity !== undefined) {
    if (!isPositiveNumber(params.quantity)) throw invalid('quantity must be a positive number.');
    request.quantity = params.quantity;
  }
  if (params.timeout !== undefined) {
    if (!isPositiveNumber(params.timeout)) throw invalid('timeout must be a positive number.');
    request.timeout = params.timeout;
  }
  return request;
}

/**
 * Validates a subscription status filter (docs/product-rules.md): absent = every subscription; otherwise a
 * non-empty string or a non-empty array of non-empty strings. Returns the statuses as a list.
 */
export function validateStatusFilter(status: unknown): SubscriptionStatus[] | undefined {
  if (status === undefined) return undefined;
  if (isNonEmptyString(status)) return [status as SubscriptionStatus];
  if (Array.isArray(status) && status.length > 0 && status.every(isNonEmptyString)) return [...status] as SubscriptionStatus[];
  throw invalid('status must be a non-empty string or a non-empty array.');
}

/** The prices of a validated request, in order (the first is the subscription's `price`). */
export function requestPrices(request: Pick<ValidCheckoutRequest, 'price' | 'line_items'>): string[] {
  if (request.line_items) return request.line_items.map((i) => i.price);
  return request.price ? [request.price] : [];
}
