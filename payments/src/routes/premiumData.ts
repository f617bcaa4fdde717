/**
 * The premium data set, for premium users only (production serves it from Cloud Storage under
 * storage.rules):
 *
 *   GET /v1/premium-data/<path>     e.g. best-decks.json, matchups/<file>.json
 *
 * 401 without a valid bearer token, 403 unless the token's user has a subscription that grants
 * Premium (`grantsPremium` of @tcgp/billing: active or trialing), 404 for anything that is not a
 * .json file inside the folder (no dot segments, no symlink leaving it). `Cache-Control: private,
 * no-cache` with an ETag; the .br / .gz file next to the JSON (scripts/precompress.mjs) is sent when
 * the client accepts it, it is fresh, and it is a regular file (not a symlink) inside the folder.
 */
import { createReadStream, type Stats } from 'node:fs';
import { lstat, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { requireUser } from '../auth';
import { isPremiumUser } from '../domain/subscriptions';
import { HttpError, type AppEnv } from '../http';
import type { ServiceDeps } from './deps';

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const notFound = () => new HttpError(404, 'not-found', 'No such premium data file.');

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/** The real path of `relative` inside `root`, or null when it is not a served file. */
export async function resolveDataFile(root: string, relative: string): Promise<string | null> {
  const segments = relative.split('/');
  if (!relative.endsWith('.json') || !segments.every((s) => SEGMENT.test(s))) return null;
  try {
    const [realRoot, real] = await Promise.all([realpath(root), realpath(path.join(root, ...segments))]);
    return real.startsWith(`${realRoot}${path.sep}`) ? real : null;
  } catch {
    return null;
  }
}

/**
 * The stats of the precompressed copy `copy` when it may be sent: a regular file itself (a symlink
 * is never followed, wherever it points) whose real path is inside `realRoot`; else null.
 */
async function copyStats(realRoot: string, copy: string): Promise<Stats | null> {
  try {
    const s = await lstat(copy);
    if (!s.isFile()) return null;
    return (await realpath(copy)).startsWith(`${realRoot}${path.sep}`) ? s : null;
  } catch {
    return null;
  }
}

/** Which file to send for the request's Accept-Encoding: a fresh precompressed copy when accepted. */
async function pickEncoding(c: Context, realRoot: string, file: string, source: Stats): Promise<{ file: string; stats: Stats; encoding: string | null }> {
  const accepted = (c.req.header('accept-encoding') ?? '').toLowerCase();
  for (const e of ENCODINGS) {
    if (!accepted.includes(e.name)) continue;
    const s = await copyStats(realRoot, file + e.suffix);
    if (s && s.mtimeMs >= source.mtimeMs) return { file: file + e.suffix, stats: s, encoding: e.name };
  }
  return { file, stats: source, encoding: null };
}

export function premiumData(d: ServiceDeps): Hono<AppEnv> {
  const data = new Hono<AppEnv>();
  data.use('*', requireUser(d.verifier));
  data.get('/*', async (c) => {
    if (!isPremiumUser(d.store.list('subscriptions'), c.get('uid'))) {
      throw new HttpError(403, 'permission-denied', 'The premium data is part of Premium.');
    }
    if (!d.premiumDataDir) throw notFound();
    const relative = decodeURIComponent(new URL(c.req.url).pathname.replace(/^\/v1\/premium-data\//, ''));
    const file = await resolveDataFile(d.premiumDataDir, relative);
    const source = file ? await fileStats(file) : null;
    if (!file || !source) throw notFound();
    const chosen = await pickEncoding(c, await realpath(d.premiumDataDir), file, source);
    const etag = `W/"${chosen.encoding ?? 'identity'}-${chosen.stats.size}-${Math.trunc(chosen.stats.mtimeMs)}"`;
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Accept-Encoding', { append: true });
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=utf-8');
    c.header('Content-Length', String(chosen.stats.size));
    if (chosen.encoding) c.header('Content-Encoding', chosen.encoding);
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(Readable.toWeb(createReadStream(chosen.file)) as ReadableStream, 200);
  });
  return data;
}
