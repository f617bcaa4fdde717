import type { Context } from 'hono';
import { HttpError } from '../http';

/** Form posts of the local pages must come from the local pages themselves (403 otherwise). */
export function requireSameOrigin(c: Context, baseUrl: string): void {
  const origin = c.req.header('origin');
  if (origin && origin !== 'null' && origin !== baseUrl) throw new HttpError(403, 'permission-denied', 'Cross-site form posts are not allowed.');
}
