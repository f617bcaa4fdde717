// What the service worker does with each request: pure functions of the URL and the site's config, used
// by the worker (shell/src/offline/sw.ts) and by the page (which URLs it hands the worker to keep).
// The worker bundles this file, ./premiumCaches and the site's remotes (../remotes/site) alone.
import { PREMIUM_CACHE_PREFIX } from './premiumCaches';
import { SITE_REMOTES } from '../remotes/site';

/** The parts of config.json the worker needs (read from the copy of config.json it keeps). */
export interface CachePolicy {
  /** The origins remotes may load from (`allowedRemoteOrigins`). */
  allowedRemoteOrigins: readonly string[];
  /** Base URL of the free data set (`dataBaseUrl`, relative to the site or absolute). */
  dataBaseUrl: string;
  /** The Premium data files' URL template with `{file}`, or null. */
  premiumUrlTemplate: string | null;
  /** The registry's URL (`remotesUrl`). */
  remotesUrl: string;
}

/** The policy before any config.json was read: the site's own defaults (same-origin data and registry). */
export const DEFAULT_POLICY: CachePolicy = { allowedRemoteOrigins: [], dataBaseUrl: '/data', premiumUrlTemplate: null, remotesUrl: '/remotes.json' };

/**
 * - `shell-file` / `remote-file`: content-hashed files of the shell / of a remote on an allowed origin: cache first.
 * - `site`: config.json and the shell's own unhashed files (main.js): network first.
 * - `registry`: remotes.json: the network whenever it answers (any status, however slow); the kept copy
 *   only on a network error, so a revoked or rolled-back remote never starts from an old copy.
 * - `remote-entry`: a remote's unhashed files (mf-manifest.json, remoteEntry.js): network first.
 * - `page`: a page of the site (a navigation): network first, then the cached page of the same route.
 * - `data`: the free data set: network first.
 * - `premium`: the Premium data set: network first, in the signed-in user's own cache.
 * - null: not the worker's business (images, sign-in, payments...), or a file of a revoked remote version:
 *   the browser fetches it as if there were no worker.
 */
export type Strategy = 'shell-file' | 'remote-file' | 'site' | 'registry' | 'remote-entry' | 'page' | 'data' | 'premium' | null;

/** Content-hashed file names (webpack's `[contenthash:10]`), as the static servers and firebase.json know them. */
export const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|png|svg|webp|woff2)$/;

/**
 * The language prefixes of the site's addresses (`/de/tier-list`). A copy, because the worker imports
 * nothing: written by `npm run languages:copies` (scripts/language-copies.mjs) from LANGUAGES;
 * policy.test.ts keeps it equal to LANGUAGE_PREFIX_SOURCE of @tcgp/i18n.
 */
export const LANGUAGE_PREFIX_PATTERN = /^\/(en|de|de-at|es|fr|ja|ko|zh-hans|zh-hant)(?=\/|$)/;

/** A route's trailing parameters (`/:deckId`, `/:deckA/:deckB`), written as one `/_` in its page's path. */
const PARAMS = /(\/:[^/]+)+$/;

/**
 * The site's page paths: the landing page and every page of remotes.manifest.json, a route's trailing
 * `/:param`s as one `/_` (`/deck/_` stands for every deck page, `/compare/_` for every comparison), as
 * the shell prerenders them (`pagePathOf` of @tcgp/routing, which the worker does not import:
 * policy.test.ts checks the two agree).
 */
export const PAGE_PATHS: readonly string[] = ['/', ...SITE_REMOTES.flatMap((remote) => remote.pages.map((page) => page.path.replace(PARAMS, '/_')))];

/** Whether `origin` is on the allowlist (compared as the shell's registry filter compares them). */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => entry.replace(/\/+$/, '') === origin);
}

/** The pages that stand for a route with parameters (`/deck/_`), and its addresses: one segment per parameter. */
const PARAM_PAGES = SITE_REMOTES.flatMap((remote) => remote.pages)
  .filter((page) => PARAMS.test(page.path))
  .map((page) => ({ path: page.path.replace(PARAMS, '/_'), address: new RegExp(`^${page.path.replace(/:[^/]+/g, '[^/]+')}$`) }));

/** The language prefix of a path (`/de`, or `''`), the route it names (`/deck/_` for any deck page; null for none) and whether it names a file. */
function readPath(pathname: string): { prefix: string; route: string | null; file: boolean } {
  const prefix = LANGUAGE_PREFIX_PATTERN.exec(pathname)?.[0] ?? '';
  const path = pathname.slice(prefix.length).replace(/\/+$/, '') || '/';
  const route = PAGE_PATHS.includes(path) ? path : (PARAM_PAGES.find((page) => page.address.test(path))?.path ?? null);
  return { prefix, route, file: /\.[a-z0-9]+$/i.test(path) };
}

/**
 * The cached page that stands in for `pathname` when neither the network nor a cached copy of that very
 * address answers: the same route's page in the same language, never another route's. A deck page
 * falls back to the deck route's skeleton (`/deck/_`); any other address is the landing page, as the
 * server answers it. Null for a path that is not a page (a file).
 */
export function fallbackPage(pathname: string): string | null {
  const { prefix, route, file } = readPath(pathname);
  if (file) return null;
  return route && route !== '/' ? prefix + route : prefix || '/';
}

/** Whether a same-origin path is one of the site's pages (what the worker keeps as a page when asked to). */
export function isPagePath(pathname: string): boolean {
  return readPath(pathname).route !== null;
}

/** Whether `href` is a file of the `{file}` URL template. */
export function matchesTemplate(href: string, template: string): boolean {
  const at = template.indexOf('{file}');
  if (at < 0) return false;
  const [head, tail] = [template.slice(0, at), template.slice(at + '{file}'.length)];
  return href.length > head.length + tail.length && href.startsWith(head) && href.endsWith(tail);
}

/** Whether `url` is under the data base URL (resolved against the site's origin). */
function isUnder(url: URL, base: string, siteOrigin: string): boolean {
  let root: URL;
  try {
    root = new URL(base.endsWith('/') ? base : `${base}/`, siteOrigin);
  } catch {
    return false;
  }
  return url.origin === root.origin && url.pathname.startsWith(root.pathname);
}

/**
 * Which strategy answers a request.
 * @param url the request's URL
 * @param navigation whether the request is a navigation (a page the browser opens)
 * @param siteOrigin the worker's own origin (the shell's)
 */
export function strategyFor(url: URL, navigation: boolean, siteOrigin: string, policy: CachePolicy, revoked: readonly string[] = []): Strategy {
  if (!/^https?:$/.test(url.protocol) || isRevoked(url.href, revoked)) return null;
  const sameOrigin = url.origin === siteOrigin;
  if (navigation) return sameOrigin && fallbackPage(url.pathname) !== null ? 'page' : null;
  const premium = policy.premiumUrlTemplate;
  // Resolved by hand: URL() would escape the template's braces.
  if (premium && matchesTemplate(url.href, premium.startsWith('/') ? siteOrigin + premium : premium)) return 'premium';
  if (isUnder(url, policy.dataBaseUrl, siteOrigin)) return 'data';
  if (sameOrigin) {
    if (url.pathname === new URL(policy.remotesUrl, siteOrigin).pathname) return 'registry';
    if (url.pathname === '/config.json') return 'site';
    if (HASHED_FILE.test(url.pathname)) return 'shell-file';
    if (isPagePath(url.pathname)) return 'page';
    // The shell's entry (main.js) and other unhashed files at the top (the browser fetches /sw.js itself, never through a worker).
    if (/^\/[^/]+\.(js|json)$/.test(url.pathname)) return 'site';
    return null;
  }
  if (!isAllowedOrigin(url.origin, policy.allowedRemoteOrigins)) return null;
  if (HASHED_FILE.test(url.pathname)) return 'remote-file';
  if (/\.(js|json|css)$/.test(url.pathname)) return 'remote-entry';
  return null;
}

/** The policy in a config.json document (what is missing or malformed keeps its default). */
export function policyFromConfig(config: unknown): CachePolicy {
  const c = (config ?? {}) as Record<string, unknown>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);
  const template = (c.premiumData as Record<string, unknown> | null | undefined)?.urlTemplate;
  return {
    allowedRemoteOrigins: Array.isArray(c.allowedRemoteOrigins) ? c.allowedRemoteOrigins.filter((o): o is string => typeof o === 'string') : [],
    dataBaseUrl: text(c.dataBaseUrl, DEFAULT_POLICY.dataBaseUrl),
    premiumUrlTemplate: typeof template === 'string' ? template : null,
    remotesUrl: text(c.remotesUrl, DEFAULT_POLICY.remotesUrl),
  };
}

/** The cache of one user's Premium files, or null when the id cannot name one. */
export function premiumCacheName(uid: string): string | null {
  return /^[A-Za-z0-9_-]{1,128}$/.test(uid) ? PREMIUM_CACHE_PREFIX + uid : null;
}

/**
 * The user an `Authorization` header's ID token names (`<scheme> <JWT>`, its `sub` claim: the
 * Firebase user id), or null. Only names the cache the response is kept in: the server checked the token.
 */
export function userOfAuthorization(header: string | null): string | null {
  const token = header?.trim().split(/\s+/)[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims = JSON.parse(json) as Record<string, unknown>;
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

/**
 * What the worker keeps when a page it did not serve hands over what it loaded (the first visit, a
 * forced reload): with `pageUrl`, the page itself and the page of every route in its language (a route
 * opened offline for the first time then has its own page); always the files the policy caches.
 * Premium files are left out: they need the user's token, and the worker keeps them when the page
 * fetches them itself.
 */
export function keepList(pageUrl: string | null, loaded: readonly unknown[], siteOrigin: string, policy: CachePolicy): string[] {
  const files = loaded.filter((href): href is string => {
    try {
      const which = strategyFor(new URL(href as string), false, siteOrigin, policy);
      return which !== null && which !== 'premium';
    } catch {
      return false;
    }
  });
  if (pageUrl === null) return [...new Set(files)];
  const page = new URL(pageUrl, siteOrigin);
  const prefix = LANGUAGE_PREFIX_PATTERN.exec(page.pathname)?.[0] ?? '';
  const pages = PAGE_PATHS.map((p) => siteOrigin + (prefix && p === '/' ? prefix : prefix + p));
  const own = page.origin === siteOrigin ? [siteOrigin + page.pathname] : [];
  return [...new Set([...own, ...pages, ...files])];
}

/** The value of attribute `name` in the attribute text of one tag (quoted or not), or null. */
function attributeOf(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/**
 * The stylesheets a kept page links (`<link rel="stylesheet" href>`, resolved against the page), those
 * the policy caches: a page kept for offline without having been opened (`keepList`) needs them, or it
 * opens offline as unstyled markup. The worker has no DOM parser; the pages are the site's own,
 * written by the prerenderer and the page renderer.
 */
export function pageStylesheets(html: string, pageUrl: string, siteOrigin: string, policy: CachePolicy): string[] {
  const hrefs: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attributeOf(tag, 'rel');
    const href = attributeOf(tag, 'href');
    if (href === null || !rel?.toLowerCase().split(/\s+/).includes('stylesheet')) continue;
    try {
      const url = new URL(href.replace(/&amp;/g, '&'), pageUrl);
      const which = strategyFor(url, false, siteOrigin, policy);
      if (which !== null && which !== 'premium' && which !== 'page') hrefs.push(url.href);
    } catch {
      continue;
    }
  }
  return [...new Set(hrefs)];
}

/** A version label of registry v2 (`<package version>+<build>`, at most 64 characters), as its schema reads it. */
const VERSION_LABEL = /^(?=.{1,64}$)[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?\+[0-9A-Za-z.-]+$/;

interface RegistryV2 {
  schema: 2;
  remotes: Record<string, { versions: Record<string, { manifest: string }>; revoked?: string[] }>;
}

/**
 * The folders of the revoked versions a registry names: registry v2 lists them per remote
 * (`remotes.<name>.revoked`), and a version lives in `<label>/` beside the remote's other versions
 * (the folder that holds a listed version's `<label>/mf-manifest.json`). A v1 registry, or one that
 * cannot be read (the shell refuses it too), revokes nothing.
 */
export function revokedFolders(registry: unknown): string[] {
  const folders = new Set<string>();
  try {
    if ((registry as RegistryV2).schema !== 2) return [];
    for (const { versions, revoked = [] } of Object.values((registry as RegistryV2).remotes)) {
      for (const [label, { manifest }] of Object.entries(versions)) {
        const at = manifest.indexOf(`/${label}/`);
        const base = new URL(at < 0 ? './' : manifest.slice(0, at + 1), manifest).href;
        for (const gone of revoked) if (VERSION_LABEL.test(gone)) folders.add(`${base}${gone}/`);
      }
    }
  } catch {
    return [];
  }
  return [...folders];
}

/** Whether `href` is a file of a revoked version (inside one of `folders`). */
export function isRevoked(href: string, folders: readonly string[]): boolean {
  return folders.some((folder) => href.startsWith(folder));
}

/**
 * Whether the worker may keep an answer: status 200 and readable (never an opaque answer, whose status
 * it cannot see and which costs megabytes of quota each), and never a page under the name of a file
 * (a script, style, image or data file: a server that answers a missing file with its landing page)
 * or as what the page asked for as a script, style or image.
 * @param destination the request's `destination` ('' for `fetch()` and for the files the worker fetches itself)
 */
export function keepable(
  href: string,
  destination: string,
  response: { status: number; type: string; headers: { get(name: string): string | null } },
): boolean {
  if (response.status !== 200 || response.type.startsWith('opaque')) return false;
  const page = destination === 'document' || (destination === '' && !/\.[a-z0-9]+$/i.test(new URL(href).pathname));
  return page || !/html/i.test(response.headers.get('Content-Type') ?? '');
}

/** How many content-hashed files the worker keeps, and for how long (old builds' files go). */
export const FILES_LIMIT = { entries: 400, maxAgeMs: 30 * 24 * 3600 * 1000 };

/** The header the worker adds to a content-hashed file it keeps: when it kept it (ms since 1970). */
export const KEPT_AT_HEADER = 'X-Kept-At';

/**
 * The kept files to delete: those kept longer ago than the limit's age and, beyond the limit's count,
 * the first kept. A file without a time (kept by an older worker) goes by the count only.
 * @param entries the cache's entries in the order they were kept (what `Cache.keys()` returns)
 */
export function expiredFiles(entries: readonly { url: string; keptAt: string | null }[], now: number, limit = FILES_LIMIT): string[] {
  const young = entries.filter((e) => !(now - Number(e.keptAt ?? now) > limit.maxAgeMs));
  const kept = new Set(young.slice(-limit.entries));
  return entries.filter((e) => !kept.has(e)).map((e) => e.url);
}

/** Whether a cache of an older worker (a name this worker does not use) is deleted when this worker activates. */
export function isOldCache(name: string, current: readonly string[]): boolean {
  return !current.includes(name) && !name.startsWith(PREMIUM_CACHE_PREFIX);
}

/** Who may keep Premium files, in the worker (`premiumGate`). */
export interface PremiumGate {
  /**
   * Runs `work` for the user whose cache is `cacheName`; `mayKeep` tells it, when its answer comes,
   * whether that answer may still be kept. `done` settles once the other users' caches are gone.
   */
  run<T>(cacheName: string, work: (mayKeep: () => boolean) => Promise<T>): { response: Promise<T>; done: Promise<void> };
  /** The site was signed out: nothing in flight is kept, and every Premium cache goes once it settles. */
  signedOut(): Promise<void>;
}

/**
 * A Premium answer is kept only in the cache of the user whose request fetched it, and only while that
 * user is still the one signed in: after a sign-out, or once another user's request arrives (an account
 * switch without a sign-out), an answer still in flight is not kept, and the other users' caches are
 * deleted once every fetch in flight has settled.
 */
export function premiumGate(storage: Pick<CacheStorage, 'keys' | 'delete'>): PremiumGate {
  let user: string | null = null;
  let generation = 0;
  const inFlight = new Set<Promise<unknown>>();
  const switchTo = (cacheName: string | null) => {
    user = cacheName;
    generation += 1;
    return Promise.allSettled([...inFlight]).then(async () => {
      const names = (await storage.keys()).filter((n) => n.startsWith(PREMIUM_CACHE_PREFIX) && n !== user);
      await Promise.all(names.map((n) => storage.delete(n)));
    });
  };
  return {
    run(cacheName, work) {
      const done = user === cacheName ? Promise.resolve() : switchTo(cacheName);
      const mine = generation;
      const response = work(() => mine === generation);
      const forget = () => inFlight.delete(response);
      inFlight.add(response);
      response.then(forget, forget);
      return { response, done };
    },
    signedOut: () => switchTo(null),
  };
}
