/**
 * The HTML of the local test checkout and the local subscription portal: server-rendered forms,
 * no script. They stand in for the payment provider's hosted pages and say so on every page.
 */
import { grantsPremium, type Subscription, type SubscriptionStatus } from '@tcgp/billing';
import type { PriceInfo } from './domain/prices';
import type { CheckoutSessionRecord } from './store';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f7fb; --surface: #fff; --text: #171a21; --muted: #4a5163; --border: #cfd4e0; --accent: #2450b8; --on-accent: #fff; --warn-bg: #fff4d6; --warn: #6b4500; }
@media (prefers-color-scheme: dark) { :root { --bg: #101218; --surface: #191c25; --text: #eceef4; --muted: #b3b9c9; --border: #3a4052; --accent: #8fb0ff; --on-accent: #0d1226; --warn-bg: #3a2c00; --warn: #ffd98a; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, sans-serif; }
main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem; background: var(--surface); border: 1px solid var(--border); border-radius: 12px; }
.test { padding: .75rem 1rem; border-radius: 8px; background: var(--warn-bg); color: var(--warn); font-weight: 600; }
label { display: block; margin-top: .75rem; font-weight: 600; }
input { width: 100%; padding: .5rem; border: 1px solid var(--border); border-radius: 6px; background: var(--bg); color: var(--text); font: inherit; }
.row { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1.25rem; }
button, .link { padding: .6rem 1.2rem; border: 1px solid var(--accent); border-radius: 6px; background: var(--surface); color: var(--accent); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
button.primary { background: var(--accent); color: var(--on-accent); }
:focus-visible { outline: 3px solid #f0a400; outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
th, td { padding: .4rem; border-bottom: 1px solid var(--border); text-align: left; vertical-align: top; }
.muted { color: var(--muted); }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="test" role="note">Local test mode: no real payment is taken. This page stands in for the payment provider in local runs and tests.</p>
${body}
</main>
</body>
</html>
`;
}

const dateOnly = (iso: string | null) => (iso ? escapeHtml(iso.slice(0, 10)) : '—');

/** The Status column: words, not the provider's codes (`past_due` is a plan whose payment is overdue). */
const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

export const statusLabel = (status: string): string => (Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as SubscriptionStatus] : status);

/**
 * A plan that is still running can be cancelled: the Premium ones and a `past_due` one (no Premium
 * while the payment is overdue, but the provider still retries the card and would charge it).
 */
export const isCancellable = (status: string): boolean => grantsPremium(status) || status === 'past_due';

const priceOf = (prices: Record<string, PriceInfo>, id: string) => (Object.hasOwn(prices, id) ? prices[id] : undefined);

export function priceLabel(price: PriceInfo | undefined): string {
  if (!price) return 'Unknown price';
  return `${price.productName}, ${price.amount} per ${price.interval}`;
}

export function checkoutPage(session: CheckoutSessionRecord, prices: Record<string, PriceInfo>): string {
  const id = encodeURIComponent(session.id);
  const items = session.prices
    .map((p) => `<li>${escapeHtml(priceLabel(priceOf(prices, p)))}${session.quantity > 1 ? ` × ${session.quantity}` : ''}</li>`)
    .join('');
  if (session.status !== 'open') {
    return page(
      'Local test checkout',
      `<h1>Local test checkout</h1><p>This checkout session is ${session.status === 'complete' ? 'already paid' : 'canceled'}.</p>
<div class="row"><a class="link" href="${escapeHtml(session.status === 'complete' ? session.success_url : session.cancel_url)}">Return to the site</a></div>`,
    );
  }
  return page(
    'Local test checkout',
    `<h1>Local test checkout</h1>
<ul>${items}</ul>
<form method="post" action="/checkout/${id}/pay" aria-label="Card details">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242">
<label for="expiry">Expiry</label><input id="expiry" name="expiry" autocomplete="off" value="12 / 34">
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="off" value="123">
<label for="holder">Name on card</label><input id="holder" name="holder" autocomplete="off" value="Test Player">
<div class="row"><button type="submit" class="primary">Pay</button></div>
</form>
<form method="post" action="/checkout/${id}/cancel"><div class="row"><button type="submit">Cancel</button></div></form>`,
  );
}

export function portalPage(token: string, subscriptions: Subscription[], returnUrl: string, prices: Record<string, PriceInfo>): string {
  const rows = subscriptions
    .map((s) => {
      const label = escapeHtml(priceLabel(priceOf(prices, s.price)));
      const action = isCancellable(s.status)
        ? `<form method="post" action="/portal/${encodeURIComponent(token)}/cancel"><input type="hidden" name="subscription" value="${escapeHtml(s.id)}"><button type="submit" aria-label="Cancel subscription: ${label}">Cancel subscription</button></form>`
        : `<span class="muted">Ended ${dateOnly(s.ended_at ?? s.canceled_at)}</span>`;
      return `<tr data-subscription="${escapeHtml(s.id)}" data-status="${escapeHtml(s.status)}"><td>${label}</td><td>${escapeHtml(statusLabel(s.status))}</td><td>${dateOnly(s.current_period_end)}</td><td>${action}</td></tr>`;
    })
    .join('');
  return page(
    'Local subscription portal',
    `<h1>Local subscription portal</h1>
${subscriptions.length ? `<table><thead><tr><th scope="col">Plan</th><th scope="col">Status</th><th scope="col">Current period ends</th><th scope="col"><span class="muted">Action</span></th></tr></thead><tbody>${rows}</tbody></table>` : '<p>You have no subscriptions.</p>'}
<div class="row"><a class="link" href="${escapeHtml(returnUrl)}">Return to the site</a></div>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
