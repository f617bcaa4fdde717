// The site's service worker, served from the shell's origin at /sw.js (scope /), built with the shell by
// Workbox's InjectManifest (tooling/webpack/browserConfig.mjs). Which request gets which strategy is decided by
// ./policy.ts; the caching itself is Workbox's. Why this design: docs/adr/0015-service-worker-caching.md.
//
// - content-hashed files of the shell and of remotes on allowed origins: cache first;
// - config.json, remotes' manifests and entries, main.js, pages and data: network first (3 s), the
//   cached copy when the network fails, so a swapped remote reaches players on the next load;
// - remotes.json: the network whenever it answers, the cached copy only on a network error; the revoked
//   versions it names are never served from a cache again, and their kept files are deleted;
// - a page never opened: the same route's page, kept on the first visit (never another route's) with
//   the stylesheets it links;
// - Premium files: network first, in a cache of the user whose token fetched them, deleted on sign-out
//   and on another user's first request, after the fetches in flight settle.
// Only readable 200 answers of the expected type are kept (`keepable`); content-hashed files expire.
// A new worker waits until the player clicks "Reload to update" (SKIP_WAITING); nothing is taken over
// in the middle of a page.
import { CacheFirst, NetworkFirst, type Strategy as WorkboxStrategy } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import {
  DEFAULT_POLICY,
  KEPT_AT_HEADER,
  premiumGate,
  expiredFiles,
  fallbackPage,
  isOldCache,
  isRevoked,
  keepList,
  keepable,
  pageStylesheets,
  policyFromConfig,
  premiumCacheName,
  revokedFolders,
  strategyFor,
  userOfAuthorization,
  type CachePolicy,
  type Strategy,
} from './policy';

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  __WB_MANIFEST: { url: string; revision: string | null }[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent & ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
}
declare const self: WorkerScope;

/** The shell build this worker belongs to (InjectManifest lists the shell's entry with its revision). */
export const SHELL_BUILD = self.__WB_MANIFEST;

/** Content-hashed files (shell and remotes), what is read on every load (config, registry, entries), pages, data. */
const CACHES = { files: 'tcgp-files', site: 'tcgp-site', pages: 'tcgp-pages', data: 'tcgp-data' } as const;
const NETWORK_TIMEOUT_SECONDS = 3;
const origin = self.location.origin;

/** Pages, data and entries are kept by their address without a query (`/tier-list?x` is the `/tier-list` page). */
const byAddress: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return url.origin + url.pathname.replace(/(.)\/+$/, '$1');
  },
};
/** Offline and never opened: the same route's page, kept when the worker was installed. */
const routeFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const page = fallbackPage(new URL(request.url).pathname);
    if (page === null) return undefined;
    return (await (await caches.open(CACHES.pages)).match(origin + page)) ?? undefined;
  },
};

/**
 * Keeps only what `keepable` accepts (replacing Workbox's default, which also keeps opaque answers),
 * and only while `mayKeep` says so.
 */
const keepOnly = (mayKeep = () => true): WorkboxPlugin => ({
  cacheWillUpdate: async ({ request, response }) => (mayKeep() && keepable(request.url, request.destination, response) ? response : null),
});
const kept = keepOnly();

/**
 * The content-hashed files: each kept with the time it was kept; beyond the limits the oldest go when a
 * worker starts and when a new one activates (a worker lives minutes, a new build brings a new one).
 */
let trimming: Promise<void> | undefined;
const trimFiles = () =>
  (trimming ??= (async () => {
    const cache = await caches.open(CACHES.files);
    const [keys, responses] = await Promise.all([cache.keys(), cache.matchAll()]);
    const entries = keys.map((key, i) => ({ url: key.url, keptAt: responses[i]?.headers.get(KEPT_AT_HEADER) ?? null }));
    await Promise.all(expiredFiles(entries, Date.now()).map((url) => cache.delete(url)));
  })().finally(() => (trimming = undefined)));
const expiring: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(KEPT_AT_HEADER, String(Date.now()));
    return new Response(response.body, { headers });
  },
};

const files = new CacheFirst({ cacheName: CACHES.files, plugins: [kept, expiring] });
const site = new NetworkFirst({ cacheName: CACHES.site, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [byAddress, kept] });
const strategies: Record<Exclude<Strategy, 'premium' | null>, WorkboxStrategy> = {
  'shell-file': files,
  'remote-file': files,
  site,
  // No timeout: a slow registry is still the registry (a revoked version must not start from an old copy).
  registry: new NetworkFirst({ cacheName: CACHES.site, plugins: [byAddress, kept] }),
  'remote-entry': site,
  page: new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [byAddress, kept, routeFallback] }),
  data: new NetworkFirst({ cacheName: CACHES.data, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [byAddress, kept] }),
};
/**
 * The token changes every hour: a user's Premium files are found again whatever token fetched them.
 * The cache is named from the token's `sub` as the token claims it, unverified: the worker only sorts
 * answers the server gave to a request on this site, after checking the token; it grants nothing.
 */
const premiumStrategy = (cacheName: string, mayKeep: () => boolean) =>
  new NetworkFirst({ cacheName, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, matchOptions: { ignoreVary: true }, plugins: [keepOnly(mayKeep)] });
const premium = premiumGate(caches);

/** The folders of revoked remote versions, from the last registry the network gave (kept in `tcgp-site`). */
let revoked: string[] = [];
const readRegistry = async (response: Response | undefined) => {
  if (!response?.ok) return;
  try {
    revoked = revokedFolders(await response.clone().json());
  } catch {
    return;
  }
  // Whatever a revoked version left in the caches goes.
  for (const name of [CACHES.files, CACHES.site]) {
    const cache = await caches.open(name);
    await Promise.all((await cache.keys()).filter((key) => isRevoked(key.url, revoked)).map((key) => cache.delete(key)));
  }
};

// The policy comes from config.json: the copy kept by the worker at start, then every config.json the
// site reads through the worker.
let policy: CachePolicy = DEFAULT_POLICY;
let policyKnown = false;
const readPolicy = async (response: Response | undefined) => {
  if (!response?.ok) return;
  policyKnown = true;
  try {
    policy = policyFromConfig(await response.clone().json());
  } catch {
    // Not JSON: the site shows its config failure page; the policy stays as it was.
  }
};
const policyRead = caches
  .open(CACHES.site)
  .then(async (cache) => {
    await readPolicy(await cache.match(`${origin}/config.json`));
    const registry = new URL(policy.remotesUrl, origin);
    await readRegistry(await cache.match(registry.origin + registry.pathname));
    void trimFiles();
  })
  .catch(() => undefined);

/**
 * The worker's answer to a request, or null when the browser fetches it as if there were no worker.
 * Workbox's strategies are used directly (no workbox-routing): one decision, `strategyFor`, picks them.
 */
function answer(request: Request, event: ExtendableEventLike): Promise<Response> | null {
  const url = new URL(request.url);
  // Until the kept config.json is read (the worker just started), a remote's file may be on an allowed
  // origin: the handler decides once the policy is known.
  const mayBeOurs =
    request.method === 'GET' &&
    (strategyFor(url, request.mode === 'navigate', origin, policy, revoked) !== null ||
      (!policyKnown && url.origin !== origin && /\.(js|css|json)$/.test(url.pathname)));
  if (!mayBeOurs) return null;
  const options = { request, event: event as unknown as RouteHandlerCallbackOptions['event'] };
  return (async () => {
    await policyRead;
    const which = strategyFor(url, request.mode === 'navigate', origin, policy, revoked);
    if (which === null) return fetch(request);
    if (which === 'premium') {
      const cacheName = premiumCacheName(userOfAuthorization(request.headers.get('Authorization')) ?? '');
      if (!cacheName) return fetch(request);
      const { response, done } = premium.run(cacheName, (mayKeep) => premiumStrategy(cacheName, mayKeep).handle(options));
      event.waitUntil(done);
      return response;
    }
    const response = await strategies[which].handle(options);
    if (which === 'site' && url.pathname === '/config.json') await readPolicy(response);
    if (which === 'registry') await readRegistry(response);
    return response;
  })();
}

self.addEventListener('fetch', (event) => {
  const response = answer(event.request, event);
  if (response) event.respondWith(response);
});

/** The policy as the last page that handed the worker its files read it (config.json first). */
let configRead: Promise<unknown> = policyRead;

/**
 * Keeps what a page loaded before this worker served it: with the page, config.json first (the policy),
 * then the rest. Every page kept brings the stylesheets it links (`pageStylesheets`): a route's page
 * kept without being opened would otherwise open offline unstyled.
 */
async function keep(event: ExtendableEventLike, page: unknown, files: unknown): Promise<void> {
  const handle = (url: string) => answer(new Request(url), event)?.catch(() => undefined);
  const keepWithStyles = async (url: string) => {
    const response = await handle(url);
    if (!response?.ok || strategyFor(new URL(url), false, origin, policy) !== 'page') return;
    const html = await response.clone().text();
    await Promise.all(pageStylesheets(html, url, origin, policy).map(handle));
  };
  // A page's list starts with config.json: the policy says which files are kept. The lists of files
  // the page loads next may arrive before it is read, and wait for it.
  if (typeof page === 'string') configRead = Promise.all([configRead, handle(`${origin}/config.json`)]);
  await configRead;
  await Promise.all(keepList(typeof page === 'string' ? page : null, Array.isArray(files) ? files : [], origin, policy).map(keepWithStyles));
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; page?: unknown; files?: unknown } | null;
  // "Reload to update": the waiting worker takes over (the page reloads when it does).
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'KEEP') event.waitUntil(keep(event, data.page, data.files));
  // The site was signed out: no Premium answer in flight is kept, and every Premium cache goes.
  if (data?.type === 'SIGNED_OUT') event.waitUntil(premium.signedOut());
});

// A new worker takes over: caches this worker does not use go, and the content-hashed files expire.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current: string[] = Object.values(CACHES);
      await Promise.all((await caches.keys()).filter((name) => isOldCache(name, current)).map((name) => caches.delete(name)));
      await trimFiles();
    })(),
  );
});
