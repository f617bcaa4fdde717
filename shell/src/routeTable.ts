/**
 * The shell's route table: which remote module renders each path, and how a path maps to its
 * prerendered page. Data only, so the layout and the prerenderer can read it without the routes' components.
 */
import { REMOTE_MODULES, REMOTE_NAMES, ROUTES, type RemoteModuleName, type RemoteName, type RouteKey } from 'shared-contracts';
import type { SkeletonKind } from './layout/RouteSkeleton';
import { pagePathOf, routeMatches } from '@tcgp/routing';

/** A route the shell hands to a remote: which exposed module renders it, and how its first paint looks. */
export interface RemoteRoute {
  key: Exclude<RouteKey, 'home'>;
  path: string;
  /** The remote that exposes `module` (the contract's REMOTE_MODULES). */
  remote: RemoteName;
  module: RemoteModuleName;
  /** The layout-reserving skeleton prerendered into the HTML and shown while the remote loads. */
  skeleton: SkeletonKind;
  /**
   * Data files (relative to the public data set) the page reads first: the prerendered page preloads
   * them, so they download while the shell and the remote start. A hint only; the remote decides.
   */
  prefetch: readonly string[];
}

const DECK_DATA = ['meta.json', 'cards.json', 'best-decks.json', 'matchup-summary.json'] as const;

/**
 * The remote that exposes a module, as the contract's REMOTE_MODULES says (a module name belongs to
 * one remote), so moving a page to another remote is a change of the contract alone.
 */
export function remoteOf(module: RemoteModuleName): RemoteName {
  const remote = REMOTE_NAMES.find((name) => (REMOTE_MODULES[name] as readonly string[]).includes(module));
  if (!remote) throw new Error(`no remote exposes ${module}`);
  return remote;
}

/** The shell's pages (docs/product-rules.md): route -> exposed module, and how its first paint looks. */
const PAGES: readonly Omit<RemoteRoute, 'path' | 'remote'>[] = [
  { key: 'tierList', module: 'TierListPage', skeleton: 'tiers', prefetch: DECK_DATA },
  { key: 'cardsList', module: 'CardsListPage', skeleton: 'tiers', prefetch: ['meta.json', 'cards.json', 'card-scores.json'] },
  { key: 'expansionList', module: 'ExpansionListPage', skeleton: 'tiers', prefetch: ['meta.json', 'cards.json', 'card-scores.json'] },
  { key: 'deckFinder', module: 'DeckFinderPage', skeleton: 'deck', prefetch: DECK_DATA },
  { key: 'statistics', module: 'StatisticsPage', skeleton: 'statistics', prefetch: ['meta.json', 'history.json', 'stats-14d.json'] },
  { key: 'collection', module: 'CollectionPage', skeleton: 'collection', prefetch: ['meta.json', 'cards.json', 'best-decks.json'] },
  { key: 'deckDetail', module: 'DeckDetailPage', skeleton: 'deck', prefetch: DECK_DATA },
];

/** Route table owned by the shell (docs/product-rules.md): path -> exposed module of a remote. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = PAGES.map((page) => ({ ...page, path: ROUTES[page.key], remote: remoteOf(page.module) }));

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
