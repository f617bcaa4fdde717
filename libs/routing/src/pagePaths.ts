/** A route's last segment when it is a parameter (`/deck/:deckId`): it stands for any one segment. */
const PARAMETER = /\/:[^/]+$/;

/** The path a route's addresses share before its parameter (`/deck/:deckId` → `/deck`), or null for a route without one. */
export function parameterBase(routePath: string): string | null {
  return PARAMETER.test(routePath) ? routePath.replace(PARAMETER, () => '') : null;
}

/**
 * The prerendered page of a route: its path, with a parameter as `_` (`/deck/:deckId` → `/deck/_`, the
 * page every deck address gets). The service worker's PAGE_PATHS and the hosting rewrites of
 * firebase.json are checked against it.
 */
export function pagePathOf(routePath: string): string {
  return routePath.replace(PARAMETER, () => '/_');
}

/**
 * Whether `pathname` (without a language prefix; a trailing `/` ignored) is an address of the route:
 * the route's own path, or for a route with a parameter its base and exactly one non-empty segment.
 */
export function routeMatches(routePath: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const base = parameterBase(routePath);
  if (base === null) return path === routePath;
  const rest = path.slice(base.length + 1);
  return path.startsWith(`${base}/`) && rest !== '' && !rest.includes('/');
}
