/**
 * The one rule for the addresses of a remote's files, used by the shell's manifest check before the
 * federation runtime reads a manifest, and by the page renderer for its preload links (through the
 * shell's server bundle). It resolves a file exactly as the runtime does — `${publicPath}${file}`, a
 * string concatenation (getResourceUrl and simpleJoinRemoteEntry of @module-federation/sdk) — so what
 * is checked is what is loaded. A manifest the concatenation could take elsewhere is refused: its
 * publicPath must be `auto` (the manifest's folder) or an absolute http(s) address ending in `/`, and
 * every file a relative path of plain names (no `//`, no leading `/`, no `.`/`..`, no `\`, `@`, `:`,
 * `%`, `?` or `#`; the entry's name one file name).
 */

/** One exposed module's or shared library's files, as absolute URLs. */
export interface ResolvedAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

export interface ResolvedManifest {
  /** What the runtime puts in front of every file: ends with `/`. */
  publicPath: string;
  /** The remote entry script. */
  entry: string;
  exposes: ({ name: string; path: string } & ResolvedAssets)[];
  shared: ({ name: string } & ResolvedAssets)[];
}

export type ResolveResult = { ok: true; manifest: ResolvedManifest } | { ok: false; reason: string };

/** A path segment of a file the manifest names: a plain name that does not start with a dot. */
const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~+=-]*$/;

/** The runtime's join of remoteEntry's path and name (simpleJoinRemoteEntry of @module-federation/sdk). */
export function joinEntryPath(path: string, name: string): string {
  if (!path) return name;
  let dir = path;
  if (dir === '.') dir = '';
  else if (dir.startsWith('./')) dir = dir.replace('./', '');
  else if (dir.startsWith('/')) dir = dir.slice(1).replace(/\/$/, '');
  if (!dir) return name;
  return dir.endsWith('/') ? `${dir}${name}` : `${dir}/${name}`;
}

/** The runtime's public path of a manifest: `auto` (or empty) is the manifest's own folder. */
export function manifestPublicPath(publicPath: unknown, manifestUrl: string): { ok: true; publicPath: string } | { ok: false; reason: string } {
  if (publicPath === 'auto' || publicPath === '') {
    // The runtime's inferAutoPublicPath: the manifest's URL without query, hash and last segment.
    return {
      ok: true,
      publicPath: manifestUrl
        .replace(/#.*$/, '')
        .replace(/\?.*$/, '')
        .replace(/\/[^/]+$/, '/'),
    };
  }
  if (typeof publicPath !== 'string') return { ok: false, reason: 'the manifest has no publicPath' };
  let url: URL;
  try {
    url = new URL(publicPath);
  } catch {
    return { ok: false, reason: `the manifest's publicPath ${JSON.stringify(publicPath)} is not an absolute address` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, reason: `the manifest's publicPath ${JSON.stringify(publicPath)} is not http(s)` };
  if (!publicPath.endsWith('/')) return { ok: false, reason: `the manifest's publicPath ${JSON.stringify(publicPath)} does not end with /` };
  if (url.href !== publicPath || url.username || url.password || url.search || url.hash)
    return { ok: false, reason: `the manifest's publicPath ${JSON.stringify(publicPath)} is not a plain address` };
  return { ok: true, publicPath };
}

/**
 * The absolute URL the runtime loads for a file of a manifest, or why the file is refused.
 * @param publicPath  from {@link manifestPublicPath}
 */
export function manifestFileUrl(publicPath: string, file: string): { ok: true; url: string } | { ok: false; reason: string } {
  const refused = { ok: false as const, reason: `the manifest names a file that is not a plain relative path: ${JSON.stringify(file)}` };
  if (typeof file !== 'string' || !file.split('/').every((segment) => SEGMENT.test(segment))) return refused;
  const joined = `${publicPath}${file}`;
  let url: URL;
  try {
    url = new URL(joined);
  } catch {
    return refused;
  }
  // Belt and braces: the address is the concatenation itself, under the public path.
  if (url.href !== joined || url.origin !== new URL(publicPath).origin) return refused;
  return { ok: true, url: url.href };
}

function assetLists(assets: unknown): { js: { sync: unknown[]; async: unknown[] }; css: { sync: unknown[]; async: unknown[] } } | null {
  if (assets === undefined) return { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
  if (typeof assets !== 'object' || assets === null) return null;
  const out = { js: { sync: [] as unknown[], async: [] as unknown[] }, css: { sync: [] as unknown[], async: [] as unknown[] } };
  for (const [kind, lists] of Object.entries(assets as Record<string, unknown>)) {
    if (kind !== 'js' && kind !== 'css') continue;
    if (typeof lists !== 'object' || lists === null) return null;
    for (const [when, list] of Object.entries(lists as Record<string, unknown>)) {
      if (when !== 'sync' && when !== 'async') continue;
      if (!Array.isArray(list)) return null;
      out[kind][when] = list;
    }
  }
  return out;
}

/**
 * Every address a manifest makes the runtime load (its entry, the files of its exposed modules and
 * shared libraries), resolved as the runtime resolves them, or the first reason to refuse it.
 * `getPublicPath` (code the runtime would run) is never accepted.
 */
export function resolveManifest(json: unknown, manifestUrl: string): ResolveResult {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, reason: 'the manifest is not an object' };
  const manifest = json as { metaData?: unknown; exposes?: unknown; shared?: unknown };
  const meta = manifest.metaData as
    { publicPath?: unknown; getPublicPath?: unknown; ssrPublicPath?: unknown; remoteEntry?: { path?: unknown; name?: unknown } } | undefined;
  if (typeof meta !== 'object' || meta === null) return { ok: false, reason: 'the manifest has no metaData' };
  if (meta.getPublicPath !== undefined && meta.getPublicPath !== '')
    return { ok: false, reason: 'the manifest computes its public path with code (getPublicPath)' };
  const base = manifestPublicPath(meta.publicPath, manifestUrl);
  if (!base.ok) return base;
  const { publicPath } = base;
  const entryInfo = meta.remoteEntry;
  if (typeof entryInfo?.name !== 'string' || (entryInfo.path !== undefined && typeof entryInfo.path !== 'string'))
    return { ok: false, reason: 'the manifest has no remoteEntry name' };
  // The entry's name is one file name (its folder is `path`): a `/` in it would make a host of a name.
  if (!SEGMENT.test(entryInfo.name))
    return { ok: false, reason: `the manifest names a file that is not a plain relative path: ${JSON.stringify(entryInfo.name)}` };
  const entry = manifestFileUrl(publicPath, joinEntryPath(entryInfo.path ?? '', entryInfo.name));
  if (!entry.ok) return entry;
  let problem: string | null = null;
  const resolveAssets = (assets: unknown): ResolvedAssets => {
    const lists = assetLists(assets);
    const resolved: ResolvedAssets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
    if (!lists) {
      problem ??= 'the manifest has assets of the wrong shape';
      return resolved;
    }
    for (const kind of ['js', 'css'] as const) {
      for (const when of ['sync', 'async'] as const) {
        for (const file of lists[kind][when]) {
          const url = manifestFileUrl(publicPath, file as string);
          if (url.ok) resolved[kind][when].push(url.url);
          else problem ??= url.reason;
        }
      }
    }
    return resolved;
  };
  const list = (value: unknown): Record<string, unknown>[] | null =>
    value === undefined ? [] : Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null) ? (value as Record<string, unknown>[]) : null;
  const exposes = list(manifest.exposes);
  const shared = list(manifest.shared);
  if (!exposes || !shared) return { ok: false, reason: 'the manifest has exposes or shared of the wrong shape' };
  const resolved: ResolvedManifest = {
    publicPath,
    entry: entry.url,
    exposes: exposes.map((e) => ({ name: String(e.name ?? ''), path: String(e.path ?? ''), ...resolveAssets(e.assets) })),
    shared: shared.map((s) => ({ name: String(s.name ?? ''), ...resolveAssets(s.assets) })),
  };
  if (problem !== null) return { ok: false, reason: problem };
  return { ok: true, manifest: resolved };
}
