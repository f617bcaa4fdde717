// The site's service worker, served from the shell's origin at /sw.js (scope /), built with the shell by
// Workbox's InjectManifest (tooling/webpack.mjs). Which request gets which strategy is decided by
// ./policy.ts; the caching itself is Workbox's. Why this design: docs/adr/0015-service-worker-caching.md.
//
// - content-hashed files of the shell and of remotes on allowed origins: cache first;
// - config.json, remotes.json, remotes' manifests and entries, main.js, pages and data: network first
//   (3 s), the cached copy when the network fails, so a swapped remote reaches players on the next load;
// - a page never opened: the same route's page, kept on the first visit (never another route's);
// - Premium files: network first, in a cache of the user whose token fetched them (the page deletes
//   those caches on sign-out).
// A new worker waits until the player clicks "Reload to update" (SKIP_WAITING); nothing is taken over
// in the middle of a page.
import { CacheFirst, NetworkFirst, type Strategy as WorkboxStrategy } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import {
  DEFAULT_POLICY,
  fallbackPage,
  keepList,
  policyFromConfig,
  premiumCacheName,
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

const files = new CacheFirst({ cacheName: CACHES.files });
const site = new NetworkFirst({ cacheName: CACHES.site, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [byAddress] });
const strategies: Record<Exclude<Strategy, 'premium' | null>, WorkboxStrategy> = {
  'shell-file': files,
  'remote-file': files,
  site,
  'remote-entry': site,
  page: new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [byAddress, routeFallback] }),
  data: new NetworkFirst({ cacheName: CACHES.data, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [byAddress] }),
};
/** The token changes every hour: a user's Premium files are found again whatever token fetched them. */
const premiumStrategy = (cacheName: string) =>
  new NetworkFirst({ cacheName, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, matchOptions: { ignoreVary: true } });

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
  .then((cache) => cache.match(`${origin}/config.json`))
  .then(readPolicy)
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
    (strategyFor(url, request.mode === 'navigate', origin, policy) !== null ||
      (!policyKnown && url.origin !== origin && /\.(js|css|json)$/.test(url.pathname)));
  if (!mayBeOurs) return null;
  const options = { request, event: event as unknown as RouteHandlerCallbackOptions['event'] };
  return (async () => {
    await policyRead;
    const which = strategyFor(url, request.mode === 'navigate', origin, policy);
    if (which === null) return fetch(request);
    if (which === 'premium') {
      const cacheName = premiumCacheName(userOfAuthorization(request.headers.get('Authorization')) ?? '');
      return cacheName ? premiumStrategy(cacheName).handle(options) : fetch(request);
    }
    const response = await strategies[which].handle(options);
    if (which === 'site' && url.pathname === '/config.json') await readPolicy(response);
    return response;
  })();
}

self.addEventListener('fetch', (event) => {
  const response = answer(event.request, event);
  if (response) event.respondWith(response);
});

/** Keeps what a page loaded before this worker served it: with the page, config.json first (the policy), then the rest. */
async function keep(event: ExtendableEventLike, page: unknown, files: unknown): Promise<void> {
  const handle = (url: string) => answer(new Request(url), event)?.catch(() => undefined);
  if (typeof page === 'string') await handle(`${origin}/config.json`);
  await Promise.all(keepList(typeof page === 'string' ? page : null, Array.isArray(files) ? files : [], origin, policy).map(handle));
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; page?: unknown; files?: unknown } | null;
  // "Reload to update": the waiting worker takes over (the page reloads when it does).
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'KEEP') event.waitUntil(keep(event, data.page, data.files));
});
