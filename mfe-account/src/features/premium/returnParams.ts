/**
 * Markers the account remote puts on the urls that checkout and the portal come back to, so the page
 * knows to check the subscription again (and then removes them from the address bar).
 */
export const CHECKOUT_PARAM = 'checkout';
export const PORTAL_PARAM = 'portal';

export type ReturnKind = 'checkout-success' | 'checkout-cancel' | 'portal';

/** `url` with exactly one return marker (any previous marker is dropped). */
export function withReturnParam(url: string, kind: ReturnKind): string {
  const u = new URL(url);
  u.searchParams.delete(CHECKOUT_PARAM);
  u.searchParams.delete(PORTAL_PARAM);
  if (kind === 'portal') u.searchParams.set(PORTAL_PARAM, 'return');
  else u.searchParams.set(CHECKOUT_PARAM, kind === 'checkout-success' ? 'success' : 'cancel');
  return u.href;
}

/** The return marker of a query string (if any) and the query string without it. */
export function readReturnParam(search: string): { kind: ReturnKind | null; rest: string } {
  const params = new URLSearchParams(search);
  const checkout = params.get(CHECKOUT_PARAM);
  const portal = params.get(PORTAL_PARAM);
  let kind: ReturnKind | null = null;
  if (checkout === 'success') kind = 'checkout-success';
  else if (checkout === 'cancel') kind = 'checkout-cancel';
  else if (portal === 'return') kind = 'portal';
  if (!kind) return { kind: null, rest: search };
  params.delete(CHECKOUT_PARAM);
  params.delete(PORTAL_PARAM);
  const rest = params.toString();
  return { kind, rest: rest ? `?${rest}` : '' };
}
