/**
 * The local payments service: plays the Stripe payments extension and the payment provider for
 * local runs and tests. JSON API for the account remote's local BillingClient adapter (bearer
 * Firebase ID token), plus a local checkout page and a local subscription portal.
 *
 *   GET  /health
 *   GET  /v1/customers/:uid/subscriptions[?status=active&status=trialing]
 *   GET  /v1/customers/:uid/subscriptions/:id
 *   POST /v1/customers/:uid/checkout_sessions   {price | line_items, mode, success_url, cancel_url, quantity}
 *   POST /v1/customers/:uid/portal_sessions     {return_url}
 *   GET  /checkout/:id          POST /checkout/:id/pay        POST /checkout/:id/cancel
 *   GET  /portal/:token         POST /portal/:token/cancel    (form field `subscription`)
 *
 * Binds to 127.0.0.1 only. API calls need a valid token (401) and may only touch the token's own
 * user (403). Redirect targets must be on an allowed origin (the shell's), which also get CORS.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { BILLING_MESSAGES, isBillingError, requestPrices, validateCheckoutParams, validateStatusFilter } from '@tcgp/billing';
import { type Subscription } from 'shared-contracts';
import type { JsonFileStore, PaymentsState } from './store';
import type { TokenVerifier } from './verifier';
import { checkoutPage, messagePage, portalPage, type PriceInfo } from './pages';

export type { PriceInfo } from './pages';

export function defaultPrices(monthly = 'price_monthly', yearly = 'price_yearly'): Record<string, PriceInfo> {
  return {
    [monthly]: { product: 'prod_premium', productName: 'Premium (monthly)', interval: 'month', amount: 1 },
    [yearly]: { product: 'prod_premium', productName: 'Premium (yearly)', interval: 'year', amount: 6 },
  };
}

export interface PaymentsServerOptions {
  store: JsonFileStore;
  verifier: TokenVerifier;
  /** Origins of the site (scheme://host:port): CORS is allowed for them and redirects may go there. */
  allowedOrigins: string[];
  prices?: Record<string, PriceInfo>;
  /** 0 (default) picks a free port. */
  port?: number;
  now?: () => Date;
}

export interface PaymentsServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
const PORTAL_TTL_MS = 60 * 60 * 1000;
const MAX_BODY = 64 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

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

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new HttpError(413, 'invalid-argument', 'Request body too large.'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'invalid-argument', 'The request body is not valid JSON.');
  }
}

export async function startPaymentsServer(o: PaymentsServerOptions): Promise<PaymentsServer> {
  const prices = o.prices ?? defaultPrices();
  const now = o.now ?? (() => new Date());
  const allowed = new Set(o.allowedOrigins.map((u) => new URL(u).origin));
  let baseUrl = '';

  const isAllowedTarget = (value: string) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && allowed.has(url.origin);
    } catch {
      return false;
    }
  };
  const requireAllowedTarget = (value: string, key: string) => {
    if (!isAllowedTarget(value)) throw new HttpError(400, 'invalid-argument', `${key} must be a URL of the site (${[...allowed].join(', ')}).`);
  };

  function setCors(req: http.IncomingMessage, res: http.ServerResponse) {
    res.setHeader('Vary', 'Origin');
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Max-Age', '600');
    }
  }

  const sendJson = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const sendHtml = (res: http.ServerResponse, status: number, html: string) => {
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${[...allowed].join(' ')}; base-uri 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(html);
  };

  const redirect = (res: http.ServerResponse, location: string) => {
    res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
    res.end();
  };

  /** The uid of the bearer token; 401 without a valid one. */
  async function authenticate(req: http.IncomingMessage): Promise<string> {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    if (!match?.[1]) throw new HttpError(401, 'unauthenticated', BILLING_MESSAGES.unauthenticated);
    let uid: string | null;
    try {
      uid = await o.verifier.verify(match[1]);
    } catch (error) {
      console.error('[payments] token verification failed', error);
      throw new HttpError(503, 'internal', 'The sign-in service cannot be reached.');
    }
    if (!uid) throw new HttpError(401, 'unauthenticated', BILLING_MESSAGES.unauthenticated);
    return uid;
  }

  const userSubscriptions = (state: PaymentsState, uid: string) =>
    Object.values(state.subscriptions)
      .filter((s) => s.uid === uid)
      .sort((a, b) => a.created.localeCompare(b.created));

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL, parts: string[]) {
    // /v1/customers/:uid/...
    const [, customers, pathUid, collection, docId, extra] = parts;
    if (customers !== 'customers' || !pathUid || !collection || extra !== undefined) throw new HttpError(404, 'not-found', 'No such endpoint.');
    const uid = await authenticate(req);
    if (uid !== pathUid) throw new HttpError(403, 'permission-denied', BILLING_MESSAGES.permissionDenied);

    if (collection === 'subscriptions' && req.method === 'GET') {
      if (docId !== undefined) {
        const sub = o.store.read().subscriptions[docId];
        if (!sub || sub.uid !== uid) throw new HttpError(404, 'not-found', BILLING_MESSAGES.notFound(docId, uid));
        return sendJson(res, 200, sub);
      }
      const raw = url.searchParams.getAll('status');
      const statuses = validateStatusFilter(raw.length === 0 ? undefined : raw.length === 1 ? raw[0] : raw);
      const subs = userSubscriptions(o.store.read(), uid).filter((s) => !statuses || statuses.includes(s.status));
      return sendJson(res, 200, subs);
    }

    if (collection === 'checkout_sessions' && req.method === 'POST' && docId === undefined) {
      const request = validateCheckoutParams(await readJson(req), null);
      requireAllowedTarget(request.success_url, 'success_url');
      requireAllowedTarget(request.cancel_url, 'cancel_url');
      const requested = requestPrices(request);
      for (const p of requested) if (!prices[p]) throw new HttpError(400, 'invalid-argument', `No such price: ${p}`);
      const created = now();
      const session = await o.store.update((draft) => {
        const record = {
          id: newId('cs_test_'),
          uid,
          mode: request.mode,
          prices: requested,
          quantity: request.quantity ?? request.line_items?.[0]?.quantity ?? 1,
          success_url: request.success_url,
          cancel_url: request.cancel_url,
          created: created.toISOString(),
          expires_at: new Date(created.getTime() + CHECKOUT_TTL_MS).toISOString(),
          status: 'open' as const,
          subscription: null,
        };
        draft.checkoutSessions[record.id] = record;
        return record;
      });
      return sendJson(res, 201, { id: session.id, created: session.created, url: `${baseUrl}/checkout/${session.id}` });
    }

    if (collection === 'portal_sessions' && req.method === 'POST' && docId === undefined) {
      const body = await readJson(req);
      const returnUrl = typeof body === 'object' && body !== null ? (body as { return_url?: unknown }).return_url : undefined;
      if (typeof returnUrl !== 'string' || returnUrl.trim() === '') throw new HttpError(400, 'invalid-argument', 'return_url must be a non-empty string.');
      requireAllowedTarget(returnUrl, 'return_url');
      const created = now();
      const portal = await o.store.update((draft) => {
        // Expired portal and checkout sessions are dropped whenever a new one is written.
        for (const [k, p] of Object.entries(draft.portalSessions)) if (Date.parse(p.expires_at) <= created.getTime()) delete draft.portalSessions[k];
        const record = { id: newId('bps_'), uid, return_url: returnUrl, created: created.toISOString(), expires_at: new Date(created.getTime() + PORTAL_TTL_MS).toISOString() };
        draft.portalSessions[record.id] = record;
        return record;
      });
      return sendJson(res, 201, { url: `${baseUrl}/portal/${portal.id}` });
    }
    throw new HttpError(404, 'not-found', 'No such endpoint.');
  }

  /** Form posts of the local pages must come from the local pages themselves. */
  function requireSameOrigin(req: http.IncomingMessage) {
    const origin = req.headers.origin;
    if (origin && origin !== 'null' && origin !== baseUrl) throw new HttpError(403, 'permission-denied', 'Cross-site form posts are not allowed.');
  }

  function subscriptionFor(sessionId: string, uid: string, priceIds: string[], quantity: number, at: Date): Subscription {
    const first = priceIds[0] ?? '';
    const price = prices[first];
    const end = price?.interval === 'year' ? addMonths(at, 12) : addMonths(at, 1);
    const id = newId('sub_');
    return {
      id,
      status: 'active',
      price: first,
      prices: priceIds,
      product: price?.product ?? 'prod_premium',
      quantity,
      role: 'premium',
      metadata: { source: 'local-test-checkout', checkout_session: sessionId, interval: price?.interval ?? 'month' },
      created: at.toISOString(),
      current_period_start: at.toISOString(),
      current_period_end: end.toISOString(),
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      trial_start: null,
      trial_end: null,
      uid,
      stripeLink: `${baseUrl}/portal`,
    };
  }

  async function handleCheckout(req: http.IncomingMessage, res: http.ServerResponse, parts: string[]) {
    const [, sessionId, action, extra] = parts;
    const session = sessionId ? o.store.read().checkoutSessions[sessionId] : undefined;
    if (!sessionId || !session || extra !== undefined) return sendHtml(res, 404, messagePage('Checkout not found', 'This checkout session does not exist.'));
    const expired = session.status === 'open' && Date.parse(session.expires_at) <= now().getTime();
    if (action === undefined && req.method === 'GET') {
      if (expired) return sendHtml(res, 410, messagePage('Checkout expired', 'This checkout session has expired. Start again from the site.'));
      return sendHtml(res, 200, checkoutPage(session, prices));
    }
    if (req.method !== 'POST' || (action !== 'pay' && action !== 'cancel')) throw new HttpError(405, 'invalid-argument', 'Method not allowed.');
    requireSameOrigin(req);
    await readBody(req);
    if (expired) return sendHtml(res, 410, messagePage('Checkout expired', 'This checkout session has expired. Start again from the site.'));
    if (action === 'cancel') {
      if (session.status === 'open') {
        await o.store.update((draft) => {
          const s = draft.checkoutSessions[sessionId];
          if (s && s.status === 'open') s.status = 'canceled';
        });
      }
      return redirect(res, session.cancel_url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId));
    }
    if (session.status === 'canceled') return sendHtml(res, 409, messagePage('Checkout canceled', 'This checkout session was canceled. Start again from the site.'));
    if (session.status === 'open') {
      const at = now();
      await o.store.update((draft) => {
        const s = draft.checkoutSessions[sessionId];
        if (!s || s.status !== 'open') return;
        s.status = 'complete';
        if (s.mode === 'subscription') {
          const sub = subscriptionFor(s.id, s.uid, s.prices, s.quantity, at);
          draft.subscriptions[sub.id] = sub;
          s.subscription = sub.id;
        }
      });
    }
    return redirect(res, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId));
  }

  async function handlePortal(req: http.IncomingMessage, res: http.ServerResponse, parts: string[]) {
    const [, token, action, extra] = parts;
    if (!token) return sendHtml(res, 200, messagePage('Local subscription portal', 'Open “Manage subscription” on the site to manage your subscriptions.'));
    const state = o.store.read();
    const portal = state.portalSessions[token];
    if (!portal || extra !== undefined || Date.parse(portal.expires_at) <= now().getTime()) {
      return sendHtml(res, 404, messagePage('Portal link expired', 'This portal link is not valid any more. Open “Manage subscription” on the site again.'));
    }
    if (action === undefined && req.method === 'GET') {
      return sendHtml(res, 200, portalPage(token, userSubscriptions(state, portal.uid), portal.return_url, prices));
    }
    if (action !== 'cancel' || req.method !== 'POST') throw new HttpError(405, 'invalid-argument', 'Method not allowed.');
    requireSameOrigin(req);
    const form = new URLSearchParams(await readBody(req));
    const subId = form.get('subscription') ?? '';
    const sub = state.subscriptions[subId];
    if (!sub) return sendHtml(res, 404, messagePage('Subscription not found', BILLING_MESSAGES.notFound(subId, portal.uid)));
    if (sub.uid !== portal.uid) return sendHtml(res, 403, messagePage('Not allowed', BILLING_MESSAGES.permissionDenied));
    const at = now().toISOString();
    await o.store.update((draft) => {
      const s = draft.subscriptions[subId];
      if (!s || s.status === 'canceled') return;
      s.status = 'canceled';
      s.canceled_at = at;
      s.ended_at = at;
      s.cancel_at = at;
      s.cancel_at_period_end = false;
    });
    return redirect(res, portal.return_url);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    setCors(req, res);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const parts = url.pathname.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
    const isApi = parts[0] === 'v1';
    try {
      if (url.pathname === '/health') return sendJson(res, 200, { ok: true });
      if (isApi) return await handleApi(req, res, url, parts);
      if (parts[0] === 'checkout') return await handleCheckout(req, res, parts);
      if (parts[0] === 'portal') return await handlePortal(req, res, parts);
      throw new HttpError(404, 'not-found', 'Not found.');
    } catch (error) {
      let status = 500;
      let code = 'internal';
      let message = 'Unexpected error in the local payments service.';
      if (error instanceof HttpError) {
        ({ status, code, message } = error);
      } else if (isBillingError(error)) {
        ({ code, message } = error);
        status = error.code === 'invalid-argument' ? 400 : 500;
      } else {
        console.error('[payments] request failed', error);
      }
      if (res.headersSent) {
        res.end();
        return;
      }
      if (isApi) sendJson(res, status, { error: { code, message } });
      else sendHtml(res, status, messagePage('Something went wrong', message));
    }
  }

  const server = http.createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
