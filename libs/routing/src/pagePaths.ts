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
