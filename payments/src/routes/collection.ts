/**
 * The player's saved collection (production keeps it in Firestore `collections/{uid}`):
 *
 *   GET /v1/users/:uid/collection   200 the saved document, its version in `ETag`;
 *                                   404 `not-found` when nothing was saved
 *   PUT /v1/users/:uid/collection   {version: 1, missing: string[], updatedAt} with a precondition:
 *                                   `If-Match: <ETag>` of the document it replaces (strong tags), or
 *                                   `If-None-Match: *` for the first save, and nothing else;
 *                                   200 the saved document, its new version in `ETag`;
 *                                   428 `precondition-required` without a usable precondition: none,
 *                                   both headers, `If-Match: *`, a weak or unquoted tag, an empty
 *                                   header, `If-None-Match` with tags (each would overwrite blindly);
 *                                   412 `precondition-failed` when the precondition does not hold:
 *                                   `{error, current}` with the stored document (null when none) and
 *                                   its version in `ETag`
 *
 * Why the precondition is required: two signed-in devices that read the same list and each save a
 * change would otherwise both get 200 and the first change would be gone. With it, the second save
 * gets 412 and the current document, merges it into its own change and saves again with the new
 * version; a save is never last-writer-wins. The ETag is strong and drawn anew on every write (the
 * same list saved twice gets two versions), kept in the store next to the document; the check and
 * the write are one store transaction, so no other write can come between them.
 *
 * Bearer token, own uid only (401/403 like the billing API); a bad document is 400 with the code of
 * domain/savedCollection.ts, a body over the limit 413. A PUT is durable when it is answered.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { requireOwnUid, requireUser } from '../auth';
import { CollectionError, parseSavedCollection } from '../domain/savedCollection';
import { HttpError, readJson, sendJson, type AppEnv } from '../http';
import type { CollectionVersionRecord, SavedCollection } from '../store';
import type { ServiceDeps } from './deps';

/** The version of a document saved before versions were kept; any write replaces it with a drawn one. */
const UNVERSIONED = '0';

/** The ETag header value (quoted, strong) of a stored version. */
const etagOf = (record: CollectionVersionRecord | undefined): string => `"${record?.etag ?? UNVERSIONED}"`;

/** A strong entity tag (RFC 9110 8.8.3): quoted, no `W/`. */
const STRONG_TAG = /^"[\x21\x23-\x7e\x80-\xff]*"$/;

/**
 * The precondition a save names: the versions it replaces (`If-Match` with strong tags only) or that it
 * creates (`If-None-Match: *` alone); null for anything else, which would let a save overwrite a
 * document it never read (`If-Match: *`, `If-None-Match: "x"`, an empty header, both headers).
 */
export function preconditionOf(ifMatch: string | undefined, ifNoneMatch: string | undefined): { replaces: string[] } | { creates: true } | null {
  if (ifMatch !== undefined && ifNoneMatch !== undefined) return null;
  if (ifNoneMatch !== undefined) return ifNoneMatch.trim() === '*' ? { creates: true } : null;
  if (ifMatch === undefined) return null;
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  return tags.every((tag) => STRONG_TAG.test(tag)) ? { replaces: tags } : null;
}

/** Does the precondition hold for the stored document's version (null when none)? */
function preconditionHolds(precondition: { replaces: string[] } | { creates: true }, current: string | null): boolean {
  return 'creates' in precondition ? current === null : current !== null && precondition.replaces.includes(current);
}

type PutOutcome = { saved: true; etag: string } | { saved: false; current: SavedCollection | null; etag: string | null };

function sendConflict(c: Context, current: SavedCollection | null, etag: string | null): Response {
  c.header('Cache-Control', 'no-store');
  if (etag !== null) c.header('ETag', etag);
  const message = current ? 'The collection changed since the version this save is based on.' : 'No collection has been saved for this user.';
  return c.json({ error: { code: 'precondition-failed', message }, current }, 412);
}

export function collectionApi(d: ServiceDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use('/:uid/*', requireUser(d.verifier), requireOwnUid);

  api.get('/:uid/collection', (c) => {
    const uid = c.get('uid');
    const saved = d.store.get('collections', uid);
    if (!saved) throw new HttpError(404, 'not-found', 'No collection has been saved for this user.');
    c.header('ETag', etagOf(d.store.get('collectionVersions', uid)));
    return sendJson(c, 200, saved);
  });

  api.put('/:uid/collection', async (c) => {
    const uid = c.get('uid');
    const precondition = preconditionOf(c.req.header('If-Match'), c.req.header('If-None-Match'));
    if (precondition === null) {
      throw new HttpError(
        428,
        'precondition-required',
        'Send If-Match with the ETag of the collection this save replaces, or If-None-Match: * for the first save.',
      );
    }
    let doc: SavedCollection;
    try {
      doc = parseSavedCollection(await readJson(c, 'invalid-json'));
    } catch (error) {
      if (error instanceof CollectionError) throw new HttpError(400, error.code, error.message);
      throw error;
    }
    const outcome = await d.store.transact((tx): PutOutcome => {
      const current = tx.get('collections', uid) ?? null;
      const etag = current ? etagOf(tx.get('collectionVersions', uid)) : null;
      if (!preconditionHolds(precondition, etag)) return { saved: false, current, etag };
      const next: CollectionVersionRecord = { etag: randomBytes(12).toString('base64url') };
      tx.put('collections', uid, doc);
      tx.put('collectionVersions', uid, next);
      return { saved: true, etag: etagOf(next) };
    });
    if (!outcome.saved) return sendConflict(c, outcome.current, outcome.etag);
    c.header('ETag', outcome.etag);
    return sendJson(c, 200, doc);
  });

  return api;
}
