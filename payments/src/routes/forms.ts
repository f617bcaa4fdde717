import type { Context } from 'hono';
import { HttpError } from '../http';

/**
 * Form posts of the local pages must come from the local pages themselves: an `Origin` header equal
 * to the service's own origin, else 403. Browsers send it on every form post; a post without one, or
 * with `Origin: null` (a sandboxed frame, a `data:` page, a redirect from another site), cannot be
 * told from a forged one. The pages send `Referrer-Policy: same-origin`, with which a browser sends
 * their real origin (under `no-referrer` it would send `null`).
 */
export function requireSameOrigin(c: Context, baseUrl: string): void {
  const origin = c.req.header('origin');
  if (origin === undefined) throw new HttpError(403, 'permission-denied', 'Form posts without an Origin header are not allowed.');
  if (origin !== baseUrl) throw new HttpError(403, 'permission-denied', 'Cross-site form posts are not allowed.');
}
