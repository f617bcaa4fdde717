/**
 * The player's saved collection (issue 14; production keeps it in Firestore `collections/{uid}`):
 *
 *   GET /v1/users/:uid/collection   200 the saved document, 404 `not-found` when nothing was saved
 *   PUT /v1/users/:uid/collection   {version: 1, missing: string[], updatedAt}; 200 the saved document
 *
 * Bearer token, own uid only (401/403 like the billing API); a bad document is 400 with the code of
 * domain/savedCollection.ts, a body over the limit 413. A PUT is durable when it is answered.
 */
import { Hono } from 'hono';
import { requireOwnUid, requireUser } from '../auth';
import { CollectionError, parseSavedCollection } from '../domain/savedCollection';
import { HttpError, readJson, sendJson, type AppEnv } from '../http';
import type { ServiceDeps } from './deps';

export function collectionApi(d: ServiceDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('/:uid/*', requireUser(d.verifier), requireOwnUid);

  api.get('/:uid/collection', (c) => {
    const saved = d.store.get('collections', c.get('uid'));
    if (!saved) throw new HttpError(404, 'not-found', 'No collection has been saved for this user.');
    return sendJson(c, 200, saved);
  });

  api.put('/:uid/collection', async (c) => {
    const uid = c.get('uid');
    let doc;
    try {
      doc = parseSavedCollection(await readJson(c, 'invalid-json'));
    } catch (error) {
      if (error instanceof CollectionError) throw new HttpError(400, error.code, error.message);
      throw error;
    }
    await d.store.transact((tx) => tx.put('collections', uid, doc));
    return sendJson(c, 200, doc);
  });

  return api;
}
