// What the service worker does with each request: pure functions of the URL and the site's config, used
// by the worker (shell/src/offline/sw.ts) and by the page (which URLs it hands the worker to keep).
// The worker bundles this file and ./premiumCaches alone (no other imports).
import { PREMIUM_CACHE_PREFIX } from './premiumCaches';

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
 * - `site`: config.json, remotes.json and the shell's own unhashed files (main.js): network first.
 * - `remote-entry`: a remote's unhashed files (mf-manifest.json, remoteEntry.js): network first.
 * - `page`: a page of the site (a navigation): network first, then the cached page of the same route.
 * - `data`: the free data set: network first.
 * - `premium`: the Premium data set: network first, in the signed-in user's own cache.
 * - null: not the worker's business (images, sign-in, payments...): the browser fetches it as if there were no worker.
 */
export type Strategy = 'shell-file' | 'remote-file' | 'site' | 'remote-entry' | 'page' | 'data' | 'premium' | null;

/** Content-hashed file names (webpack's `[contenthash:10]`), as the static servers and firebase.json know them. */
export const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css|png|svg|webp|woff2)$/;

/** The language prefixes of the site's addresses (`/de/tier-list`): LANGUAGE_PREFIXES of shell/src/i18n/languagePaths.ts. */
export const LANGUAGE_PREFIX_PATTERN = /^\/(en|de|de-at|es|fr|ja|ko|zh-hans|zh-hant)(?=\/|$)/;

/** The site's page paths (ROUTES of the contract), `/deck/:deckId` as `/deck/_`. */
export const PAGE_PATHS = ['/', '/tier-list', '/cards-list', '/expansion-list', '/deck', '/deck/_', '/statistics', '/collection'] as const;

/** Whether `origin` is on the allowlist (compared as the shell's registry filter compares them). */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => entry.replace(/\/+$/, '') === origin);
}

/** The language prefix of a path (`/de`, or `''`), the route it names (`/deck/_` for any deck page; null for none) and whether it names a file. */
function readPath(pathname: string): { prefix: string; route: string | null; file: boolean } {
  const prefix = LANGUAGE_PREFIX_PATTERN.exec(pathname)?.[0] ?? '';
  const path = pathname.slice(prefix.length).replace(/\/+$/, '') || '/';
  const route = /^\/deck\/[^/]+$/.test(path) ? '/deck/_' : (PAGE_PATHS as readonly string[]).includes(path) ? path : null;
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
export function strategyFor(url: URL, navigation: boolean, siteOrigin: string, policy: CachePolicy): Strategy {
  if (!/^https?:$/.test(url.protocol)) return null;
  const sameOrigin = url.origin === siteOrigin;
  if (navigation) return sameOrigin && fallbackPage(url.pathname) !== null ? 'page' : null;
  const premium = policy.premiumUrlTemplate;
  // Resolved by hand: URL() would escape the template's braces.
  if (premium && matchesTemplate(url.href, premium.startsWith('/') ? siteOrigin + premium : premium)) return 'premium';
  if (isUnder(url, policy.dataBaseUrl, siteOrigin)) return 'data';
  if (sameOrigin) {
    if (url.pathname === '/config.json' || url.pathname === new URL(policy.remotesUrl, siteOrigin).pathname) return 'site';
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
