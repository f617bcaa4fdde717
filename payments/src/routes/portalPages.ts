/**
 * The local subscription portal, standing in for the provider's customer portal:
 *
 *   GET  /portal                 how to get a portal link
 *   GET  /portal/:token          the user's subscriptions, each with Cancel
 *   POST /portal/:token/cancel   form field `subscription`; 303 back to the site
 */
import { Hono, type Context } from 'hono';
import { BILLING_MESSAGES } from '@tcgp/billing';
import { userSubscriptions } from '../domain/subscriptions';
import { HttpError, redirectTo, sendHtml, type AppEnv } from '../http';
import { messagePage, portalPage } from '../pages';
import type { ServiceDeps } from './deps';
import { requireSameOrigin } from './forms';

export function portalPages(d: ServiceDeps): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();
  const html = (c: Context, status: Parameters<typeof sendHtml>[1], body: string) => sendHtml(c, status, body, d.siteOrigins);
  /** The live portal session of the path's token, or null. */
  const find = (c: Context) => {
    const portal = d.store.get('portalSessions', c.req.param('token') ?? '');
    return portal && Date.parse(portal.expires_at) > d.now().getTime() ? portal : null;
  };
  const expired = (c: Context) =>
    html(c, 404, messagePage('Portal link expired', 'This portal link is not valid any more. Open “Manage subscription” on the site again.'));

  pages.get('/', (c) => html(c, 200, messagePage('Local subscription portal', 'Open “Manage subscription” on the site to manage your subscriptions.')));

  pages.get('/:token', (c) => {
    const portal = find(c);
    if (!portal) return expired(c);
    return html(c, 200, portalPage(portal.id, userSubscriptions(d.store.list('subscriptions'), portal.uid), portal.return_url, d.prices));
  });

  pages.post('/:token/cancel', async (c) => {
    requireSameOrigin(c, d.baseUrl());
    const form = new URLSearchParams(await c.req.text());
    const portal = find(c);
    if (!portal) return expired(c);
    const subId = form.get('subscription') ?? '';
    const sub = d.store.get('subscriptions', subId);
    if (!sub) return html(c, 404, messagePage('Subscription not found', BILLING_MESSAGES.notFound(subId, portal.uid)));
    if (sub.uid !== portal.uid) return html(c, 403, messagePage('Not allowed', BILLING_MESSAGES.permissionDenied));
    const at = d.now().toISOString();
    await d.store.transact((tx) => {
      const s = tx.get('subscriptions', subId);
      if (!s || s.status === 'canceled') return;
      tx.put('subscriptions', subId, { ...s, status: 'canceled', canceled_at: at, ended_at: at, cancel_at: at, cancel_at_period_end: false });
    });
    return redirectTo(c, portal.return_url);
  });

  pages.all('/:token/:action?', () => {
    throw new HttpError(405, 'invalid-argument', 'Method not allowed.');
  });
  return pages;
}
