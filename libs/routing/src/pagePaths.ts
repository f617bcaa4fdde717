/** A route's trailing parameters (`/deck/:deckId`, `/compare/:deckA/:deckB`). */
const PARAMETERS = /(?:\/:[^/]+)+$/;

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
 * segment by segment the route's own, a parameter (`:deckId`) standing for any one non-empty segment.
 */
export function routeMatches(routePath: string, pathname: string): boolean {
  const path = (pathname.replace(/\/+$/, '') || '/').split('/');
  const route = routePath.split('/');
  return path.length === route.length && route.every((part, i) => (part.startsWith(':') ? path[i] !== '' : part === path[i]));
}
