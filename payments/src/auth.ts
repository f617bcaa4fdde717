/**
 * Who is calling: the bearer Firebase ID token of the API routes. 401 without a valid token, 503
 * when the sign-in service cannot be asked, 403 when the path names another user.
 */
import type { MiddlewareHandler } from 'hono';
import { BILLING_MESSAGES } from '@tcgp/billing';
import { HttpError, type AppEnv } from './http';
import type { TokenVerifier } from './verifier';

/** Longest token we pass to the verifier (Firebase ID tokens are about 1 KB). */
const MAX_TOKEN = 8 * 1024;

/** Sets `uid` to the token's user. */
export function requireUser(verifier: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer ([!-~]+)$/.exec(c.req.header('authorization') ?? '');
    const token = match?.[1];
    if (!token || token.length > MAX_TOKEN) throw new HttpError(401, 'unauthenticated', BILLING_MESSAGES.unauthenticated);
    let uid: string | null;
    try {
      uid = await verifier.verify(token);
    } catch (error) {
      console.error('[payments] token verification failed', error);
      throw new HttpError(503, 'internal', 'The sign-in service cannot be reached.');
    }
    if (!uid) throw new HttpError(401, 'unauthenticated', BILLING_MESSAGES.unauthenticated);
    c.set('uid', uid);
    await next();
  };
}

/** After requireUser: the `:uid` of the path must be the caller's own. */
export const requireOwnUid: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.param('uid') !== c.get('uid')) throw new HttpError(403, 'permission-denied', BILLING_MESSAGES.permissionDenied);
  await next();
};
