// The shell's registry reader before registry v2, with the library functions it used then: the
// baseline of scripts/registry-bytes.mjs. Not part of any build.
import * as v from 'valibot';
import type { RemoteRegistry } from 'shared-contracts';
import { check, keyedBy, type ParseResult } from '@tcgp/schemas';

const registryDocumentSchema = keyedBy(v.unknown(), 'an object of remote name -> manifest URL');

/** The remote names the contract listed then. */
const isRemoteName = (name: string): boolean => ['tierlist', 'deck', 'cards', 'account'].includes(name);

function parseRegistryDocument(json: unknown): ParseResult<Record<string, unknown>> {
  return check(registryDocumentSchema, json);
}

function parseOverrides(json: unknown): Record<string, string> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(json)) if (typeof value === 'string' && value.trim() !== '') out[name] = value;
  return out;
}

export interface RejectedRemote {
  name: string;
  url: string;
  reason: 'origin-not-allowed' | 'invalid-url' | 'unknown-remote';
}

export interface RegistryResult {
  accepted: RemoteRegistry;
  rejected: RejectedRemote[];
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
 * running shell at another build of one remote for this tab. Only where the runtime config allows it
 * (`allowRemoteOverrides`: on in local runs, off in production); overrides go through the same
 * allowlist as remotes.json. `?remote=reset` clears them. A damaged stored value counts as none.
 */
export function readOverrides(search: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null, allowed: boolean): Record<string, string> {
  if (!allowed) return {};
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
  if (values.length > 0) storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(stored));
  return stored;
}

/**
 * Fetches remotes.json (the server sends it with no-store; the prerendered page preloads it), then
 * applies overrides and the origin allowlist. A registry that is not an object of URLs is an error.
 */
export async function loadRegistry(
  url: string,
  allowedOrigins: readonly string[],
  overrides: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
  base: string = window.location.href,
): Promise<RegistryResult> {
  const response = await fetchImpl(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const parsed = parseRegistryDocument((await response.json()) as unknown);
  if (!parsed.ok) throw new Error(`remotes.json: ${parsed.problems.map((p) => `${p.path} ${p.reason}`).join('; ')}`);
  return filterRegistry({ ...parsed.value, ...overrides }, allowedOrigins, base);
}
