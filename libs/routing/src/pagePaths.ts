/** A route's trailing parameters (`/deck/:deckId`, `/compare/:deckA/:deckB`): each stands for any one segment. */
const PARAMETERS = /(?:\/:[^/]+)+$/;

/** How many parameters end a route (`/compare/:deckA/:deckB` → 2), 0 for a route without one. */
export function parameterCount(routePath: string): number {
  const params = PARAMETERS.exec(routePath)?.[0];
  return params ? params.split('/:').length - 1 : 0;
}

/** The path a route's addresses share before its parameters (`/deck/:deckId` → `/deck`), or null for a route without one. */
export function parameterBase(routePath: string): string | null {
  return PARAMETERS.test(routePath) ? routePath.replace(PARAMETERS, () => '') : null;
}

/**
 * The prerendered page of a route: its path, with its parameters as one `_` (`/deck/:deckId` → `/deck/_`,
 * the page every deck address gets; `/compare/:deckA/:deckB` → `/compare/_`). The service worker's
 * PAGE_PATHS and the hosting rewrites of firebase.json are checked against it.
 */
export function pagePathOf(routePath: string): string {
  return routePath.replace(PARAMETERS, () => '/_');
}

/**
 * Whether `pathname` (without a language prefix; a trailing `/` ignored) is an address of the route:
 * the route's own path, or for a route with parameters its base and exactly one non-empty segment per
 * parameter.
 */
export function routeMatches(routePath: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const base = parameterBase(routePath);
  if (base === null) return path === routePath;
  if (!path.startsWith(`${base}/`)) return false;
  const segments = path.slice(base.length + 1).split('/');
  return segments.length === parameterCount(routePath) && segments.every((s) => s !== '');
}
