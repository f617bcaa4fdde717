import { isRemoteName, type RemoteName, type RemoteRegistry } from 'shared-contracts';
import { isVersionLabel, parseOverrides, parseRegistry, parseRemoteReleases, pickVersion } from '@tcgp/schemas';

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

export interface ResolveOptions {
  /** The player's bucket (1-100); null: the default versions (the page renderer). */
  bucket?: number | null;
  /** `name -> version label or manifest URL`, from readOverrides. */
  overrides?: Record<string, string>;
}

type UrlCheck = { ok: true; href: string } | { ok: false; reason: 'origin-not-allowed' | 'invalid-url' };

/** A manifest URL resolved against the page URL, if it is http(s) on an allowlisted origin. */
function checkUrl(url: string, allowed: ReadonlySet<string>, base: string): UrlCheck {
  // A missing or empty entry has no manifest URL (resolving '' would give the page URL).
  if (url.trim() === '') return { ok: false, reason: 'invalid-url' };
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return { ok: false, reason: 'invalid-url' };
  }
  if (!(parsed.protocol === 'http:' || parsed.protocol === 'https:') || !allowed.has(parsed.origin)) return { ok: false, reason: 'origin-not-allowed' };
  return { ok: true, href: parsed.href };
}

/**
 * The manifest URL each remote starts from, for one player. Reads either registry:
 * - v1 (`name -> manifest URL`): that URL;
 * - v2: the version of the player's bucket (`pickVersion`), or the one a tester named
 *   (`?remote=deck@1.4.0+3f2c1ab`, only among the versions listed and not revoked). A remote's entry
 *   that fails the schema (a revoked label still listed as a version, a default that is not one) is
 *   refused as a whole: nothing of it starts.
 * Every URL must be http(s) on an allowlisted origin (resolved against the page URL, so a relative entry
 * is same-origin, allowed only when the page's origin is on the list). An override that cannot be used
 * is refused and the registry's pick is kept; a URL override that names a revoked version's folder too.
 */
export function resolveRegistry(raw: unknown, allowedOrigins: readonly string[], base: string, options: ResolveOptions = {}): RegistryResult {
  const { bucket = null, overrides = {} } = options;
  const result: RegistryResult = { accepted: {}, rejected: [], versions: {}, refusedOverrides: [] };
  const parsed = parseRegistry(raw);
  const doc = parsed.ok ? parsed.value : { schema: 1 as const, remotes: {} };
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '')));
  const names = [...new Set([...Object.keys(doc.remotes), ...Object.keys(overrides)])];
  for (const name of names) {
    const override = overrides[name];
    const refuse = (reason: RefusedOverride['reason']) => {
      if (override !== undefined) result.refusedOverrides.push({ name, value: override, reason });
    };
    if (!isRemoteName(name)) {
      if (Object.hasOwn(doc.remotes, name))
        result.rejected.push({ name, url: typeof doc.remotes[name] === 'string' ? (doc.remotes[name] as string) : '', reason: 'unknown-remote' });
      refuse('unknown-remote');
      continue;
    }
    const entry = Object.hasOwn(doc.remotes, name) ? doc.remotes[name] : undefined;
    /** The registry's own pick for this remote: a URL (and label), or why there is none. */
    let pick: { url: string; label?: string; revoked: string[]; listed: Record<string, string> } | { rejected: RejectedRemote } | null = null;
    if (entry !== undefined) {
      if (doc.schema === 1) {
        pick = typeof entry === 'string' ? { url: entry, revoked: [], listed: {} } : { rejected: { name, url: '', reason: 'invalid-url' } };
      } else {
        const releases = parseRemoteReleases(entry);
        if (!releases.ok) pick = { rejected: { name, url: '', reason: 'invalid-entry' } };
        else {
          const { versions, revoked } = releases.value;
          const listed = Object.fromEntries(Object.entries(versions).map(([label, version]) => [label, version.manifest]));
          const label = pickVersion(releases.value, bucket);
          pick = { url: listed[label] ?? '', label, revoked, listed };
        }
      }
    }
    let chosen: { url: string; label?: string } | null = pick && 'url' in pick ? pick : null;
    if (override !== undefined) {
      const listed = pick && 'listed' in pick ? pick.listed : {};
      const revoked = pick && 'revoked' in pick ? pick.revoked : [];
      if (isVersionLabel(override)) {
        const url = Object.hasOwn(listed, override) ? listed[override] : undefined;
        if (revoked.includes(override)) refuse('revoked');
        else if (url === undefined) refuse('not-listed');
        else chosen = { url, label: override };
      } else {
        const checked = checkUrl(override, allowed, base);
        const namesRevoked = checked.ok && revoked.some((label) => new URL(checked.href).pathname.split('/').includes(label));
        if (!checked.ok) refuse(checked.reason);
        else if (namesRevoked) refuse('revoked');
        else chosen = { url: checked.href };
      }
    }
    if (!chosen) {
      if (pick && 'rejected' in pick) result.rejected.push(pick.rejected);
      continue;
    }
    const checked = checkUrl(chosen.url, allowed, base);
    if (!checked.ok) {
      result.rejected.push({ name, url: chosen.url, reason: checked.reason });
      continue;
    }
    result.accepted[name] = checked.href;
    if (chosen.label) result.versions[name] = chosen.label;
  }
  return result;
}

/** The registry with the default versions and no overrides: what the published pages are rendered with. */
export function filterRegistry(raw: unknown, allowedOrigins: readonly string[], base: string): RegistryResult {
  return resolveRegistry(raw, allowedOrigins, base);
}

export const BUCKET_STORAGE_KEY = 'tcgp.bucket.v1';

/**
 * The player's bucket (1-100): a random number kept in localStorage (never sent anywhere), so the player
 * stays on one version across loads. A missing or damaged value gets a new one; without storage, one
 * for this load.
 */
export function readBucket(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  random: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 0,
): number {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(BUCKET_STORAGE_KEY) ?? null;
  } catch {
    /* storage refused */
  }
  if (stored !== null && /^[1-9][0-9]?$|^100$/.test(stored)) return Number(stored);
  const bucket = (random() % 100) + 1;
  try {
    storage?.setItem(BUCKET_STORAGE_KEY, String(bucket));
  } catch {
    /* storage full or refused: a bucket for this load */
  }
  return bucket;
}

export const OVERRIDE_PARAM = 'remote';
export const OVERRIDE_STORAGE_KEY = 'tcgp:remote-overrides';

/**
 * Overrides for this tab, kept in sessionStorage: `?remote=deck@1.4.0+3f2c1ab` asks for a version the
 * registry lists (testers, everywhere); `?remote=deck@http://127.0.0.1:3002/mf-manifest.json` points
 * the shell at another build (contributors, only where the runtime config allows it:
 * `allowRemoteOverrides`, on in local runs, off in production; through the same allowlist as
 * remotes.json). `?remote=reset` clears them. A damaged stored value counts as none.
 */
export function readOverrides(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null, allowed: boolean): Record<string, string> {
  const params = new URLSearchParams(search);
  const values = params.getAll(OVERRIDE_PARAM);
  let stored: Record<string, string>;
  try {
    stored = parseOverrides(JSON.parse(storage?.getItem(OVERRIDE_STORAGE_KEY) ?? '{}'));
  } catch {
    stored = {};
  }
  if (values.includes('reset')) {
    storage?.removeItem(OVERRIDE_STORAGE_KEY);
    return {};
  }
  for (const value of values) {
    const at = value.indexOf('@');
    if (at > 0) stored[value.slice(0, at)] = value.slice(at + 1);
  }
  const kept = allowed ? stored : Object.fromEntries(Object.entries(stored).filter(([, value]) => isVersionLabel(value)));
  if (values.length > 0 || Object.keys(kept).length !== Object.keys(stored).length) writeOverrides(storage, kept);
  return kept;
}

/** Drops overrides that were refused from the tab's storage: the next load does not ask for them again. */
export function dropOverrides(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null, refused: readonly RefusedOverride[]): void {
  if (refused.length === 0) return;
  let stored: Record<string, string>;
  try {
    stored = parseOverrides(JSON.parse(storage?.getItem(OVERRIDE_STORAGE_KEY) ?? '{}'));
  } catch {
    stored = {};
  }
  for (const r of refused) if (stored[r.name] === r.value) delete stored[r.name];
  writeOverrides(storage, stored);
}

function writeOverrides(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, overrides: Record<string, string>): void {
  try {
    if (Object.keys(overrides).length === 0) storage?.removeItem(OVERRIDE_STORAGE_KEY);
    else storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
  } catch {
    /* storage refused: the overrides hold for this load */
  }
}

/**
 * Fetches remotes.json (served with no-store, so a revoked version is never started from a stale HTTP
 * copy; the prerendered page preloads it), then picks each remote's version for the player's bucket, applies the overrides
 * and the origin allowlist. A registry that is neither v1 nor v2 is an error.
 */
export async function loadRegistry(
  url: string,
  allowedOrigins: readonly string[],
  overrides: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
  base: string = window.location.href,
  bucket: number | null = null,
): Promise<RegistryResult> {
  // The server sends it with no-store; the page's preload of it is this load's fresh copy.
  const response = await fetchImpl(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const json = (await response.json()) as unknown;
  const parsed = parseRegistry(json);
  if (!parsed.ok) throw new Error(`remotes.json: ${parsed.problems.map((p) => `${p.path} ${p.reason}`).join('; ')}`);
  return resolveRegistry(json, allowedOrigins, base, { bucket, overrides });
}
