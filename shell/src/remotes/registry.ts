import type { RemoteName, RemoteRegistry } from 'shared-contracts';
import { isSiteRemote } from './site';
import { pickVersion, readRegistryDocument, readRemoteReleases } from '@tcgp/schemas';

// What the first load runs to read remotes.json (v1 or v2): each remote's version for the player's
// bucket, through the origin allowlist. The `?remote=` overrides of testers and contributors are a
// chunk of their own (./overrides), loaded only when the tab has some: registry v2 adds at most 0.3 KB
// brotli to a first load (`node scripts/registry-bytes.mjs`, docs/adr/0017-release-registry.md).

export interface RejectedRemote {
  name: string;
  url: string;
  reason: 'origin-not-allowed' | 'invalid-url' | 'unknown-remote' | 'invalid-entry';
}

/** A `?remote=` override that was not used (dropped from the tab's storage, named in a notice). */
export interface RefusedOverride {
  name: string;
  /** What was asked for: a version label or a manifest URL. */
  value: string;
  reason: 'not-listed' | 'revoked' | 'origin-not-allowed' | 'invalid-url' | 'unknown-remote' | 'not-allowed';
}

export interface RegistryResult {
  accepted: RemoteRegistry;
  rejected: RejectedRemote[];
  /** The version label started per remote (registry v2; absent for v1 entries and URL overrides). */
  versions: Partial<Record<RemoteName, string>>;
  refusedOverrides: RefusedOverride[];
}

export type UrlCheck = { ok: true; href: string } | { ok: false; reason: 'origin-not-allowed' | 'invalid-url' };

/** A manifest URL resolved against the page URL, if it is http(s) on an allowlisted origin. */
export function checkUrl(url: string, allowedOrigins: readonly string[], base: string): UrlCheck {
  // A missing or empty entry has no manifest URL (resolving '' would give the page URL).
  if (url.trim() === '') return { ok: false, reason: 'invalid-url' };
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return { ok: false, reason: 'invalid-url' };
  }
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && allowedOrigins.some((o) => o.replace(/\/+$/, '') === parsed.origin)
    ? { ok: true, href: parsed.href }
    : { ok: false, reason: 'origin-not-allowed' };
}

/**
 * The manifest URL each remote starts from, for the player in `bucket` (null: the default versions,
 * what the published pages are rendered with). Reads either registry:
 * - v1 (`name -> manifest URL`): that URL;
 * - v2: the version of the player's bucket (`pickVersion`). A remote's entry that fails the schema (a
 *   revoked label still listed as a version, a default that is not one) is refused as a whole: nothing
 *   of it starts.
 * Every URL must be http(s) on an allowlisted origin (resolved against the page URL, so a relative entry
 * is same-origin, allowed only when the page's origin is on the list).
 */
export function filterRegistry(raw: unknown, allowedOrigins: readonly string[], base: string, bucket: number | null = null): RegistryResult {
  const result: RegistryResult = { accepted: {}, rejected: [], versions: {}, refusedOverrides: [] };
  const doc = readRegistryDocument(raw);
  for (const [name, entry] of Object.entries(doc?.remotes ?? {})) {
    let url = typeof entry === 'string' ? entry : '';
    let label: string | undefined;
    let reason: RejectedRemote['reason'] | null = null;
    if (!isSiteRemote(name)) reason = 'unknown-remote';
    else if (doc?.schema === 2) {
      const releases = readRemoteReleases(entry);
      label = releases ? pickVersion(releases, bucket) : undefined;
      url = (label && releases?.versions[label]?.manifest) || '';
      if (!releases) reason = 'invalid-entry';
    }
    const checked = checkUrl(url, allowedOrigins, base);
    if (checked.ok && !reason) {
      result.accepted[name as RemoteName] = checked.href;
      if (label) result.versions[name as RemoteName] = label;
    } else result.rejected.push({ name, url, reason: reason ?? (checked as { reason: RejectedRemote['reason'] }).reason });
  }
  return result;
}

export const BUCKET_STORAGE_KEY = 'tcgp.bucket.v1';

/**
 * The player's bucket (1-100): a random number kept in localStorage (never sent anywhere), so the player
 * stays on one version across loads (it only spreads players over versions: Math.random is enough). A
 * missing or damaged value gets a new one; without storage, one for this load.
 */
export function readBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | null, random: () => number = Math.random): number {
  const draw = () => Math.floor(random() * 100) + 1;
  let bucket = 0;
  try {
    bucket = Number(/^([1-9][0-9]?|100)$/.exec(storage?.getItem(BUCKET_STORAGE_KEY) ?? '')?.[0]);
    if (!bucket) storage?.setItem(BUCKET_STORAGE_KEY, String((bucket = draw())));
  } catch {
    /* storage refused: a bucket for this load */
  }
  return bucket || draw();
}

export const OVERRIDE_PARAM = 'remote';
export const OVERRIDE_STORAGE_KEY = 'tcgp:remote-overrides';

/** Whether this tab asks for `?remote=` overrides (in its address or its storage): then ./overrides loads. */
export function wantsOverrides(search: string, storage: Pick<Storage, 'getItem'> | null): boolean {
  return new URLSearchParams(search).has(OVERRIDE_PARAM) || storage?.getItem(OVERRIDE_STORAGE_KEY) != null;
}

/**
 * Fetches remotes.json (served with no-store, so a revoked version is never started from a stale HTTP
 * copy; the prerendered page preloads it): the document as served, once it is registry v1 or v2 (an
 * error otherwise), for `filterRegistry` or the overrides.
 */
export async function fetchRegistry(url: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const response = await fetchImpl(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const json: unknown = await response.json();
  if (!readRegistryDocument(json)) throw new Error('remotes.json: not a registry');
  return json;
}
