import type { RemoteName } from 'shared-contracts';
import { isSiteRemote } from './site';
import { isVersionLabel, parseOverrides, readRegistryDocument, readRemoteReleases } from '@tcgp/schemas';
import { OVERRIDE_PARAM, OVERRIDE_STORAGE_KEY, checkUrl, fetchRegistry, filterRegistry, type RefusedOverride, type RegistryResult } from './registry';

// The `?remote=` overrides of testers and contributors: a chunk of its own, loaded only by a tab that
// asks for some (registry.ts's wantsOverrides), never by a player's first load.

export interface ResolveOptions {
  /** The player's bucket (1-100); null: the default versions (the page renderer). */
  bucket?: number | null;
  /** `name -> version label or manifest URL`, from readOverrides. */
  overrides?: Record<string, string>;
}

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface OverridesTab {
  remotesUrl: string;
  allowedRemoteOrigins: readonly string[];
  /** Whether manifest URLs may be asked for (`allowRemoteOverrides`); version labels always may. */
  allowRemoteOverrides: boolean;
  /** The player's bucket (1-100). */
  bucket: number | null;
  search: string;
  storage: TabStorage | null;
}

/**
 * How a tab that asks for overrides reads the registry: its overrides are read once (from the address
 * and the tab's storage), then every read of remotes.json applies them; a refused one is named in the
 * console and dropped from the tab's storage, so the next load does not ask for it again.
 */
export function registryReader(tab: OverridesTab, fetchImpl: typeof fetch = fetch, base?: string): () => Promise<RegistryResult> {
  const overrides = readOverrides(tab.search, tab.storage, tab.allowRemoteOverrides);
  return async () => {
    const doc = await fetchRegistry(tab.remotesUrl, fetchImpl);
    const result = resolveRegistry(doc, tab.allowedRemoteOrigins, base ?? window.location.href, { bucket: tab.bucket, overrides });
    for (const r of result.refusedOverrides) console.warn(`[shell] ?remote=${r.name}@${r.value} refused (${r.reason})`);
    dropOverrides(tab.storage, result.refusedOverrides);
    return result;
  };
}

/**
 * The registry's pick for one player (registry.ts's filterRegistry), then the overrides: a version a
 * tester names (`?remote=deck@1.4.0+3f2c1ab`) only among the versions listed and not revoked, a manifest
 * URL (contributors) through the same allowlist and never in a revoked version's folder. An override
 * that cannot be used is refused and the registry's pick is kept.
 */
export function resolveRegistry(raw: unknown, allowedOrigins: readonly string[], base: string, options: ResolveOptions = {}): RegistryResult {
  const { bucket = null, overrides = {} } = options;
  const result = filterRegistry(raw, allowedOrigins, base, bucket);
  const doc = readRegistryDocument(raw);
  for (const [name, value] of Object.entries(overrides)) {
    const refuse = (reason: RefusedOverride['reason']) => result.refusedOverrides.push({ name, value, reason });
    if (!isSiteRemote(name)) {
      refuse('unknown-remote');
      continue;
    }
    const entry = doc && Object.hasOwn(doc.remotes, name) ? doc.remotes[name] : undefined;
    const releases = doc?.schema === 2 && entry !== undefined ? readRemoteReleases(entry) : null;
    const revoked = releases?.revoked ?? [];
    let chosen: { url: string; label?: string } | null = null;
    if (isVersionLabel(value)) {
      const url = releases && Object.hasOwn(releases.versions, value) ? releases.versions[value]?.manifest : undefined;
      if (revoked.includes(value)) refuse('revoked');
      else if (url === undefined) refuse('not-listed');
      else chosen = { url, label: value };
    } else {
      const checked = checkUrl(value, allowedOrigins, base);
      if (!checked.ok) refuse(checked.reason);
      else if (revoked.some((label) => new URL(checked.href).pathname.split('/').includes(label))) refuse('revoked');
      else chosen = { url: checked.href };
    }
    if (!chosen) continue;
    // The override replaces the registry's pick (or its refusal) for this remote.
    const remote = name as RemoteName;
    result.rejected = result.rejected.filter((r) => r.name !== name);
    delete result.accepted[remote];
    delete result.versions[remote];
    const checked = checkUrl(chosen.url, allowedOrigins, base);
    if (!checked.ok) result.rejected.push({ name, url: chosen.url, reason: checked.reason });
    else {
      result.accepted[remote] = checked.href;
      if (chosen.label) result.versions[remote] = chosen.label;
    }
  }
  return result;
}

/**
 * Overrides for this tab, kept in sessionStorage: `?remote=deck@1.4.0+3f2c1ab` asks for a version the
 * registry lists (testers, everywhere); `?remote=deck@http://127.0.0.1:3002/mf-manifest.json` points
 * the shell at another build (contributors, only where the runtime config allows it:
 * `allowRemoteOverrides`, on in local runs, off in production; through the same allowlist as
 * remotes.json). `?remote=reset` clears them. A damaged stored value counts as none.
 */
export function readOverrides(search: string, storage: TabStorage | null, allowed: boolean): Record<string, string> {
  const params = new URLSearchParams(search);
  const values = params.getAll(OVERRIDE_PARAM);
  const stored = storedOverrides(storage);
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
export function dropOverrides(storage: TabStorage | null, refused: readonly RefusedOverride[]): void {
  if (refused.length === 0) return;
  const stored = storedOverrides(storage);
  for (const r of refused) if (stored[r.name] === r.value) delete stored[r.name];
  writeOverrides(storage, stored);
}

/** The tab's stored overrides; a damaged value (or storage that refuses) counts as none. */
function storedOverrides(storage: Pick<Storage, 'getItem'> | null): Record<string, string> {
  try {
    return parseOverrides(JSON.parse(storage?.getItem(OVERRIDE_STORAGE_KEY) ?? '{}'));
  } catch {
    return {};
  }
}

function writeOverrides(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, overrides: Record<string, string>): void {
  try {
    if (Object.keys(overrides).length === 0) storage?.removeItem(OVERRIDE_STORAGE_KEY);
    else storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
  } catch {
    /* storage refused: the overrides hold for this load */
  }
}
