/**
 * The local test checkout, standing in for the payment provider's hosted page:
 *
 *   GET  /checkout/:id          the page (Pay / Cancel)
 *   POST /checkout/:id/pay      writes the subscription, 303 to success_url
 *   POST /checkout/:id/cancel   303 to cancel_url
 */
import { Hono, type Context } from 'hono';
import { subscriptionFor, withSessionId } from '../domain/subscriptions';
import { HttpError, redirectTo, sendHtml, type AppEnv } from '../http';
import { checkoutPage, messagePage } from '../pages';
import type { CheckoutSessionRecord } from '../store';
import type { ServiceDeps } from './deps';
import { requireSameOrigin } from './forms';

export function checkoutPages(d: ServiceDeps): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();
  const html = (c: Context, status: Parameters<typeof sendHtml>[1], body: string) => sendHtml(c, status, body, d.siteOrigins);
  const expiredPage = (c: Context) => html(c, 410, messagePage('Checkout expired', 'This checkout session has expired. Start again from the site.'));
  const isExpired = (s: CheckoutSessionRecord) => s.status === 'open' && Date.parse(s.expires_at) <= d.now().getTime();
  const find = (c: Context) => d.store.get('checkoutSessions', c.req.param('id') ?? '');
  const notFound = (c: Context) => html(c, 404, messagePage('Checkout not found', 'This checkout session does not exist.'));

  pages.get('/:id', (c) => {
    const session = find(c);
    if (!session) return notFound(c);
    if (isExpired(session)) return expiredPage(c);
    return html(c, 200, checkoutPage(session, d.prices));
  });

  /** The session a form post acts on, or the page to answer instead. */
  const formTarget = async (c: Context): Promise<{ session: CheckoutSessionRecord } | { page: Response }> => {
    requireSameOrigin(c, d.baseUrl());
    await c.req.text();
    const session = find(c);
    if (!session) return { page: notFound(c) };
    if (isExpired(session)) return { page: expiredPage(c) };
    return { session };
  };

  pages.post('/:id/cancel', async (c) => {
    const target = await formTarget(c);
    if ('page' in target) return target.page;
    const { session } = target;
    if (session.status === 'open') {
      await d.store.transact((tx) => {
        const s = tx.get('checkoutSessions', session.id);
        if (s && s.status === 'open') tx.put('checkoutSessions', s.id, { ...s, status: 'canceled' });
      });
    }
    return redirectTo(c, withSessionId(session.cancel_url, session.id));
  });

  pages.post('/:id/pay', async (c) => {
    const target = await formTarget(c);
    if ('page' in target) return target.page;
    const { session } = target;
    if (session.status === 'canceled') return html(c, 409, messagePage('Checkout canceled', 'This checkout session was canceled. Start again from the site.'));
    if (session.status === 'open') {
      const at = d.now();
      await d.store.transact((tx) => {
        const s = tx.get('checkoutSessions', session.id);
        if (!s || s.status !== 'open') return;
        let subscription: string | null = null;
        if (s.mode === 'subscription') {
          const sub = subscriptionFor(s, d.prices, at, `${d.baseUrl()}/portal`);
          tx.put('subscriptions', sub.id, sub);
          subscription = sub.id;
        }
        tx.put('checkoutSessions', s.id, { ...s, status: 'complete', subscription });
      });
    }
    return redirectTo(c, withSessionId(session.success_url, session.id));
  });

  pages.all('/:id/:action?', () => {
    throw new HttpError(405, 'invalid-argument', 'Method not allowed.');
  });
  return pages;
}
