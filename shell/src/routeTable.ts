/**
 * The shell's route table: which remote module renders each path, and how a path maps to its
 * prerendered page. Data only, so the layout and the prerenderer can read it without the routes' components.
 */
import { pagePathOf, routeMatches } from '@tcgp/routing';
import { SITE_REMOTES } from './remotes/site';

/** A route the shell hands to a remote: which exposed module renders it, and how its first paint looks. */
export interface RemoteRoute {
  /** The page's id (remotes.manifest.json): the contract's ROUTES key where other parts link to it, and its texts' key (`meta.<id>`). */
  key: string;
  path: string;
  /** The remote that renders it. */
  remote: string;
  module: string;
  /** The layout-reserving skeleton prerendered into the HTML and shown while the remote loads. */
  skeleton: SitePage['skeleton'];
  /**
   * Data files (relative to the public data set) the page reads first: the prerendered page preloads
   * them, so they download while the shell and the remote start. A hint only; the remote decides.
   */
  prefetch: readonly string[];
  /** Listed in the site's menu after the shell's own pages. */
  menu: boolean;
}

/** Route table (docs/product-rules.md): every page of remotes.manifest.json, path -> exposed module of its remote. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = SITE_REMOTES.flatMap((remote) =>
  remote.pages.map((page) => ({
    key: page.id,
    path: page.path,
    remote: remote.name,
    module: page.module,
    skeleton: page.skeleton,
    prefetch: page.prefetch,
    menu: page.menu ?? false,
  })),
);

/** The remote route a path shows, or undefined for the landing page (any path that is not a remote route). */
export function matchRemoteRoute(pathname: string): RemoteRoute | undefined {
  return REMOTE_ROUTES.find((r) => routeMatches(r.path, pathname));
}

/** The path of the "page not found" page the shell prerenders (`404.html`). */
export const NOT_FOUND_PATH = '/404';

/** Whether a path (without a language prefix) is a page of the site: the landing page or a remote route. */
export function isKnownPath(pathname: string): boolean {
  return (pathname.replace(/\/+$/, '') || '/') === '/' || matchRemoteRoute(pathname) !== undefined;
}

/** The prerendered page of a location: `/`, a remote route's path, `/deck/_` for any deck page, `/404` for any other path. */
export function prerenderedPath(pathname: string): string {
  const route = matchRemoteRoute(pathname);
  if (route) return pagePathOf(route.path);
  return isKnownPath(pathname) ? '/' : NOT_FOUND_PATH;
}
