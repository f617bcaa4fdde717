/**
 * The JSON API of the account remote's local BillingClient adapter (bearer Firebase ID token):
 *
 *   GET  /v1/customers/:uid/subscriptions[?status=active&status=trialing]
 *   GET  /v1/customers/:uid/subscriptions/:id
 *   POST /v1/customers/:uid/checkout_sessions   {price | line_items, mode, success_url, cancel_url, quantity}
 *   POST /v1/customers/:uid/portal_sessions     {return_url}
 */
import { Hono } from 'hono';
import { BILLING_MESSAGES } from '@tcgp/billing';
import { validateStatusFilter } from '@tcgp/billing';
import { requireOwnUid, requireUser } from '../auth';
import { parseCheckoutRequest, requireSiteUrl } from '../domain/checkoutRequest';
import { CHECKOUT_TTL_MS, PORTAL_TTL_MS, createSessionPruner, newId, userSubscriptions } from '../domain/subscriptions';
import { HttpError, readJson, sendJson, type AppEnv } from '../http';
import type { ServiceDeps } from './deps';

export function billingApi(d: ServiceDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const prune = createSessionPruner();
  api.use('/:uid/*', requireUser(d.verifier), requireOwnUid);

  api.get('/:uid/subscriptions', (c) => {
    const raw = c.req.queries('status') ?? [];
    const statuses = validateStatusFilter(raw.length === 0 ? undefined : raw.length === 1 ? raw[0] : raw);
    const subs = userSubscriptions(d.store.list('subscriptions'), c.get('uid')).filter((s) => !statuses || statuses.includes(s.status));
    return sendJson(c, 200, subs);
  });

  api.get('/:uid/subscriptions/:id', (c) => {
    const uid = c.get('uid');
    const id = c.req.param('id');
    const sub = d.store.get('subscriptions', id);
    if (!sub || sub.uid !== uid) throw new HttpError(404, 'not-found', BILLING_MESSAGES.notFound(id, uid));
    return sendJson(c, 200, sub);
  });

  api.post('/:uid/checkout_sessions', async (c) => {
    const uid = c.get('uid');
    const request = parseCheckoutRequest(await readJson(c), d.prices, d.siteOrigins);
    const created = d.now();
    const session = await d.store.transact((tx) => {
      prune(tx, created);
      const record = {
        id: newId('cs_test_'),
        uid,
        ...request,
        created: created.toISOString(),
        expires_at: new Date(created.getTime() + CHECKOUT_TTL_MS).toISOString(),
        status: 'open' as const,
        subscription: null,
      };
      tx.put('checkoutSessions', record.id, record);
      return record;
    });
    return sendJson(c, 201, { id: session.id, created: session.created, url: `${d.baseUrl()}/checkout/${session.id}` });
  });

  api.post('/:uid/portal_sessions', async (c) => {
    const uid = c.get('uid');
    const body = await readJson(c);
    const returnUrl = typeof body === 'object' && body !== null ? (body as { return_url?: unknown }).return_url : undefined;
    if (typeof returnUrl !== 'string' || returnUrl.trim() === '') throw new HttpError(400, 'invalid-argument', 'return_url must be a non-empty string.');
    const return_url = requireSiteUrl(returnUrl, 'return_url', d.siteOrigins);
    const created = d.now();
    const portal = await d.store.transact((tx) => {
      prune(tx, created);
      const record = {
        id: newId('bps_'),
        uid,
        return_url,
        created: created.toISOString(),
        expires_at: new Date(created.getTime() + PORTAL_TTL_MS).toISOString(),
      };
      tx.put('portalSessions', record.id, record);
      return record;
    });
    return sendJson(c, 201, { url: `${d.baseUrl()}/portal/${portal.id}` });
  });

  return api;
}
