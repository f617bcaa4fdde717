// The next page's code starts loading before the player taps its link, so a client-side navigation
// finds it loaded. Loaded as its own chunk ("link-prefetch") once the page is interactive (bootstrap.tsx).
//
// - Intent: a pointer down on a link, a link focused, a pointer over it: its route's page loads at once.
//   The navigation is about to happen; this gives it a head start of the press (100–200 ms on a phone).
// - Speculation: a link of the page's content (`main`) on screen while the browser is idle: its route's
//   page loads, at most SPECULATIVE_ROUTES routes in a visit. Never with Save-Data or on a 2G
//   connection, and never for the header's menu (every route is there; those load on intent).
// A route is asked for once, and never the route on screen (it is loaded); the loader loads each
// remote's setup and module once.
import { matchRemoteRoute, type RemoteRoute } from '../routeTable';
import { splitLanguagePath } from '@tcgp/i18n';

/**
 * How many routes speculation may load in a visit: a bound on the bytes a player who taps nothing
 * downloads for nothing (a route's page code and its remote's setup; docs/performance.md, "The next page").
 */
export const SPECULATIVE_ROUTES = 1;

/** The links speculation watches: those of the page's content, not of its frame. */
export const CONTENT_LINKS = 'main a[href]';

/** The network facts the browser gives (`navigator.connection`, where it exists). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether links may be loaded on speculation: not when the player asked to save data, nor on 2G. */
export function maySpeculate(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The remote route a link leads to on this site, or null (another origin, the landing page, a file, a download, a new tab). */
export function routeOfLink(link: HTMLAnchorElement, origin: string): RemoteRoute | null {
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  return url.origin === origin ? routeOfPath(url.pathname) : null;
}

/** The remote route an address of the site shows, in any language (null for the landing page and unknown paths). */
function routeOfPath(pathname: string): RemoteRoute | null {
  return matchRemoteRoute(splitLanguagePath(pathname).path) ?? null;
}

export interface LinkPrefetchOptions {
  document: Document;
  /** Starts loading a route's page (the remote's setup and module) without rendering it. */
  preload(route: RemoteRoute): void;
  /** Whether links on screen may be loaded on speculation ({@link maySpeculate}). */
  speculate: boolean;
  /** Runs `work` when the browser is idle. */
  whenIdle(work: () => void): void;
}

/** Starts watching the page's links; returns what stops it. */
export function startLinkPrefetch({ document: doc, preload, speculate, whenIdle }: LinkPrefetchOptions): () => void {
  const origin = doc.location.origin;
  const asked = new Set<string>();
  let speculated = 0;
  const load = (route: RemoteRoute | null): boolean => {
    if (!route || asked.has(route.key)) return false;
    // The route on screen is loaded already.
    if (routeOfPath(doc.location.pathname)?.key === route.key) return false;
    asked.add(route.key);
    preload(route);
    return true;
  };
  const linkOf = (target: EventTarget | null): HTMLAnchorElement | null => (target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null);
  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    if (link) load(routeOfLink(link, origin));
  };
  const intents = ['pointerdown', 'focusin', 'mouseover'] as const;
  for (const type of intents) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  const stopIntents = () => {
    for (const type of intents) doc.removeEventListener(type, onIntent, { capture: true });
  };
  const View = doc.defaultView;
  if (!speculate || !View || typeof View.IntersectionObserver !== 'function' || typeof View.MutationObserver !== 'function') return stopIntents;

  // Links on screen wait for an idle moment; those still on screen then load.
  const onScreen = new Set<HTMLAnchorElement>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    for (const link of onScreen) {
      if (speculated >= SPECULATIVE_ROUTES) break;
      if (link.isConnected && load(routeOfLink(link, origin))) speculated += 1;
    }
    onScreen.clear();
    if (speculated >= SPECULATIVE_ROUTES) stopSpeculation();
  };
  const seen = new View.IntersectionObserver((entries) => {
    for (const entry of entries) {
      const link = entry.target as HTMLAnchorElement;
      if (entry.isIntersecting) onScreen.add(link);
      else onScreen.delete(link);
    }
    if (onScreen.size > 0 && !scheduled) {
      scheduled = true;
      whenIdle(flush);
    }
  });
  // Observing a link already observed does nothing.
  const watchLinks = () => {
    for (const link of doc.querySelectorAll(CONTENT_LINKS)) seen.observe(link);
  };
  // Pages render their links as their data arrives, and a navigation brings another page's.
  let watchQueued = false;
  const added = new View.MutationObserver(() => {
    if (watchQueued) return;
    watchQueued = true;
    whenIdle(() => {
      watchQueued = false;
      watchLinks();
    });
  });
  added.observe(doc.body, { childList: true, subtree: true });
  watchLinks();
  function stopSpeculation() {
    added.disconnect();
    seen.disconnect();
    onScreen.clear();
  }
  return () => {
    stopSpeculation();
    stopIntents();
  };
}
