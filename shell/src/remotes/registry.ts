import { REMOTE_NAMES, type RemoteName, type RemoteRegistry } from 'shared-contracts';

export interface RejectedRemote {
  name: string;
  url: string;
  reason: 'origin-not-allowed' | 'invalid-url' | 'unknown-remote';
}

export interface RegistryResult {
  accepted: RemoteRegistry;
  rejected: RejectedRemote[];
}

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/**
 * Keeps the entries whose manifest URL is on an allowlisted origin. URLs are resolved against the
 * page URL, so a relative entry is same-origin (allowed only when the page origin is on the list).
 */
export function filterRegistry(raw: unknown, allowedOrigins: readonly string[], base: string): RegistryResult {
  const result: RegistryResult = { accepted: {}, rejected: [] };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return result;
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '')));
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const url = typeof value === 'string' ? value : '';
    if (!isRemoteName(name)) {
      result.rejected.push({ name, url, reason: 'unknown-remote' });
      continue;
    }
    // A missing, non-string or empty entry has no manifest URL (resolving '' would give the page URL).
    if (url.trim() === '') {
      result.rejected.push({ name, url, reason: 'invalid-url' });
      continue;
    }
    let parsed: URL;
    try {
      parsed = new URL(url, base);
    } catch {
      result.rejected.push({ name, url, reason: 'invalid-url' });
      continue;
    }
    if (!(parsed.protocol === 'http:' || parsed.protocol === 'https:') || !allowed.has(parsed.origin)) {
      result.rejected.push({ name, url, reason: 'origin-not-allowed' });
      continue;
    }
    result.accepted[name] = parsed.href;
  }
  return result;
}

export const OVERRIDE_PARAM = 'remote';
export const OVERRIDE_STORAGE_KEY = 'tcgp:remote-overrides';

/**
 * Contributor overrides: `?remote=deck@http://127.0.0.1:3002/mf-manifest.json` (repeatable) points the
 * running shell at a local remote for this tab. Overrides go through the same allowlist as remotes.json.
 * `?remote=reset` clears them.
 */
export function readOverrides(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): Record<string, string> {
  const params = new URLSearchParams(search);
  const values = params.getAll(OVERRIDE_PARAM);
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(storage?.getItem(OVERRIDE_STORAGE_KEY) ?? '{}') as Record<string, string>;
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
  if (values.length > 0) storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(stored));
  return stored;
}

/** Fetches remotes.json without any cache, then applies overrides and the origin allowlist. */
export async function loadRegistry(
  url: string,
  allowedOrigins: readonly string[],
  overrides: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
  base: string = window.location.href,
): Promise<RegistryResult> {
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const raw = (await response.json()) as unknown;
  const merged = typeof raw === 'object' && raw !== null ? { ...(raw as Record<string, unknown>), ...overrides } : overrides;
  return filterRegistry(merged, allowedOrigins, base);
}
