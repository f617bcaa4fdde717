/**
 * The local payments service: plays the Stripe payments extension and the payment provider for
 * local runs and tests, serves the premium data set to premium users and keeps players' saved
 * collections. Binds to 127.0.0.1 only. The routes live in routes/:
 *
 *   GET  /health                  liveness
 *   POST /health, GET /health/summary   health of remote versions   routes/health.ts
 *   /v1/customers/:uid/...        billing JSON API          routes/billingApi.ts
 *   /v1/premium-data/<path>       premium data files        routes/premiumData.ts
 *   /v1/users/:uid/collection     saved collection          routes/collection.ts
 *   /checkout/:id[/pay|/cancel]   local test checkout page  routes/checkoutPages.ts
 *   /portal/:token[/cancel]       local subscription portal routes/portalPages.ts
 *
 * Every API call needs a valid bearer token (401) and may only touch the token's own user (403).
 * Redirect targets must be on the site's origins, which also get CORS. No request can stop the
 * process: a malformed URL is 400, a body over the limit 413, any other failure 500.
 */
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { isBillingError } from '@tcgp/billing';
import { defaultPrices, type PriceInfo } from './domain/prices';
import {
  HttpError,
  answerClientError,
  answerConnect,
  isApiPath,
  jsonError,
  limitBody,
  securityHeaders,
  sendHtml,
  sendJson,
  wellFormedPath,
  type AppEnv,
} from './http';
import { messagePage } from './pages';
import { billingApi } from './routes/billingApi';
import { checkoutPages } from './routes/checkoutPages';
import { collectionApi } from './routes/collection';
import { healthApi } from './routes/health';
import type { ServiceDeps } from './routes/deps';
import { portalPages } from './routes/portalPages';
import { premiumData } from './routes/premiumData';
import type { PaymentsStore } from './store';
import type { TokenVerifier } from './verifier';

export { defaultPrices, type PriceInfo } from './domain/prices';
export { addMonths } from './domain/subscriptions';

export interface PaymentsServerOptions {
  store: PaymentsStore;
  verifier: TokenVerifier;
  /** Origins of the site (scheme://host:port): CORS is allowed for them and redirects may go there. */
  allowedOrigins: string[];
  prices?: Record<string, PriceInfo>;
  /** Folder of the premium data set (GET /v1/premium-data/...); without it those requests are 404. */
  premiumDataDir?: string | null;
  /** 0 (default) picks a free port. */
  port?: number;
  now?: () => Date;
}

export interface PaymentsServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The whole service as a Hono app (no socket): middleware, routes and error pages. */
export function createPaymentsApp(d: ServiceDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders, wellFormedPath);
  app.use(
    '/v1/*',
    cors({
      origin: (origin) => (d.siteOrigins.has(origin) ? origin : null),
      // If-Match / If-None-Match: the collection's conditional saves; the page reads the ETag they name.
      allowHeaders: ['Authorization', 'Content-Type', 'If-Match', 'If-None-Match'],
      exposeHeaders: ['ETag'],
      allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  // The health beacon (sendBeacon, text/plain, no credentials) and the summary the release CLI reads.
  app.use(
    '/health/*',
    cors({ origin: (origin) => (d.siteOrigins.has(origin) ? origin : null), allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'], maxAge: 600 }),
  );
  app.use(
    '/health',
    cors({ origin: (origin) => (d.siteOrigins.has(origin) ? origin : null), allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'], maxAge: 600 }),
  );
  app.use('*', limitBody);

  app.get('/health', (c) => sendJson(c, 200, { ok: true }));
  app.route('/health', healthApi(d));
  app.route('/v1/customers', billingApi(d));
  app.route('/v1/premium-data', premiumData(d));
  app.route('/v1/users', collectionApi(d));
  app.route('/checkout', checkoutPages(d));
  app.route('/portal', portalPages(d));

  app.notFound((c) => {
    if (isApiPath(c)) return jsonError(c, 404, 'not-found', 'No such endpoint.');
    return sendHtml(c, 404, messagePage('Not found', 'There is no page here.'), d.siteOrigins);
  });

  app.onError((error, c) => {
    let status: HttpError['status'] = 500;
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
    if (isApiPath(c)) return jsonError(c, status, code, message);
    return sendHtml(c, status, messagePage(status === 404 ? 'Not found' : 'Something went wrong', message), d.siteOrigins);
  });
  return app;
}

export async function startPaymentsServer(o: PaymentsServerOptions): Promise<PaymentsServer> {
  let baseUrl = '';
  const app = createPaymentsApp({
    store: o.store,
    verifier: o.verifier,
    siteOrigins: new Set(o.allowedOrigins.map((u) => new URL(u).origin)),
    prices: o.prices ?? defaultPrices(),
    now: o.now ?? (() => new Date()),
    baseUrl: () => baseUrl,
    premiumDataDir: o.premiumDataDir ?? null,
  });
  const server = createAdaptorServer({ fetch: app.fetch });
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
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
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
