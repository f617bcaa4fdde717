/**
 * BillingClient against the local payments service (payments/), the default of local runs:
 * plain HTTP with the signed-in user's Firebase ID token as bearer token.
 */
import {
  BILLING_ERROR_CODES,
  BILLING_MESSAGES,
  BillingError,
  CHECKOUT_TIMEOUT_MS,
  isBillingError,
  validateCheckoutParams,
  validateStatusFilter,
  type BillingClient,
  type BillingErrorCode,
  type CheckoutSession,
  type StatusFilter,
  type Subscription,
} from '@tcgp/billing';
import { toSubscription } from './subscriptionData';
import { serviceBase, serviceFetch, serviceRequest } from '../shared/localService';

export interface LocalBillingOptions {
  /** e.g. http://127.0.0.1:8090 */
  baseUrl: string;
  /** The signed-in user's ID token (`useServices().auth.getIdToken()`), or null. */
  getIdToken(): Promise<string | null>;
  getUid(): string | null;
  currentPage(): string;
  fetchImpl?: typeof fetch;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function createLocalBilling(o: LocalBillingOptions): BillingClient {
  const base = serviceBase(o.baseUrl);
  const fetchImpl = serviceFetch(o.fetchImpl);

  async function call(method: 'GET' | 'POST', path: (uid: string) => string, body?: unknown, timeoutMs = CHECKOUT_TIMEOUT_MS): Promise<unknown> {
    const uid = o.getUid();
    const token = uid ? await o.getIdToken() : null;
    if (!uid || !token) throw new BillingError('unauthenticated', BILLING_MESSAGES.unauthenticated);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      let response: Response;
      try {
        response = await fetchImpl(`${base}${path(encodeURIComponent(uid))}`, serviceRequest(method, token, body, controller.signal));
      } catch (error) {
        if (timedOut) throw new BillingError('deadline-exceeded', BILLING_MESSAGES.deadlineExceeded);
        throw new BillingError('internal', 'The payments service cannot be reached.', { cause: error });
      }
      const json: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const err = isRecord(json) && isRecord(json.error) ? json.error : {};
        const code = (BILLING_ERROR_CODES as readonly unknown[]).includes(err.code) ? (err.code as BillingErrorCode) : 'internal';
        const message =
          code === 'unauthenticated' ? BILLING_MESSAGES.unauthenticated : typeof err.message === 'string' ? err.message : BILLING_MESSAGES.unexpected;
        throw new BillingError(code, message);
      }
      return json;
    } catch (error) {
      if (timedOut && !(isBillingError(error) && error.code === 'deadline-exceeded')) {
        throw new BillingError('deadline-exceeded', BILLING_MESSAGES.deadlineExceeded);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  const asSubscription = (value: unknown, uid: string): Subscription => {
    if (!isRecord(value) || typeof value.id !== 'string') throw new BillingError('internal', BILLING_MESSAGES.unexpected);
    return toSubscription(value.id, value, uid);
  };

  return {
    async listSubscriptions(status?: StatusFilter) {
      const statuses = validateStatusFilter(status);
      const query = statuses ? `?${statuses.map((s) => `status=${encodeURIComponent(s)}`).join('&')}` : '';
      const json = await call('GET', (uid) => `/v1/customers/${uid}/subscriptions${query}`);
      if (!Array.isArray(json)) throw new BillingError('internal', BILLING_MESSAGES.unexpected);
      const uid = o.getUid() ?? '';
      return json.map((s) => asSubscription(s, uid));
    },

    async getSubscription(subscriptionId: string) {
      if (typeof subscriptionId !== 'string' || subscriptionId.trim() === '')
        throw new BillingError('invalid-argument', 'subscriptionId must be a non-empty string.');
      const json = await call('GET', (uid) => `/v1/customers/${uid}/subscriptions/${encodeURIComponent(subscriptionId)}`);
      return asSubscription(json, o.getUid() ?? '');
    },

    async createCheckoutSession(params): Promise<CheckoutSession> {
      const request = validateCheckoutParams(params, o.currentPage());
      const { timeout, ...body } = request;
      const json = await call('POST', (uid) => `/v1/customers/${uid}/checkout_sessions`, body, timeout);
      if (!isRecord(json) || typeof json.id !== 'string' || typeof json.url !== 'string' || typeof json.created !== 'string') {
        throw new BillingError('internal', BILLING_MESSAGES.unexpected);
      }
      return { id: json.id, url: json.url, created: json.created };
    },

    async getPortalUrl(returnUrl: string) {
      if (typeof returnUrl !== 'string' || returnUrl.trim() === '') throw new BillingError('invalid-argument', 'returnUrl must be a non-empty string.');
      const json = await call('POST', (uid) => `/v1/customers/${uid}/portal_sessions`, { return_url: returnUrl });
      if (!isRecord(json) || typeof json.url !== 'string') throw new BillingError('internal', BILLING_MESSAGES.unexpected);
      return json.url;
    },
  };
}
