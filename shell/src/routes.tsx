import { Route, Switch } from 'wouter';
import { ROUTES, type RemoteName, type RouteKey } from 'shared-contracts';
import { Layout } from './layout/Layout';
import { Landing } from './pages/Landing';
import { RemoteModule } from './remotes/RemoteModule';
import { RouteSkeleton, type SkeletonKind } from './layout/RouteSkeleton';
import { NavigationFromRouter } from '@tcgp/routing';

/** A route the shell hands to a remote: which exposed module renders it, and how its first paint looks. */
export interface RemoteRoute {
  key: Exclude<RouteKey, 'home'>;
  path: string;
  remote: RemoteName;
  module: string;
  /** The layout-reserving skeleton prerendered into the HTML and shown while the remote loads. */
  skeleton: SkeletonKind;
  /**
   * Data files (relative to the public data set) the page reads first: the prerendered page preloads
   * them, so they download while the shell and the remote start. A hint only; the remote decides.
   */
  prefetch: readonly string[];
}

const DECK_DATA = ['meta.json', 'cards.json', 'best-decks.json', 'matchup-summary.json'] as const;

/** Route table owned by the shell (SPEC section 2): path -> exposed module of a remote. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { key: 'tierList', path: ROUTES.tierList, remote: 'tierlist', module: 'TierListPage', skeleton: 'tiers', prefetch: DECK_DATA },
  { key: 'cardsList', path: ROUTES.cardsList, remote: 'cards', module: 'CardsListPage', skeleton: 'tiers', prefetch: ['meta.json', 'cards.json', 'card-scores.json'] },
  { key: 'expansionList', path: ROUTES.expansionList, remote: 'cards', module: 'ExpansionListPage', skeleton: 'tiers', prefetch: ['meta.json', 'cards.json', 'card-scores.json'] },
  { key: 'deckFinder', path: ROUTES.deckFinder, remote: 'deck', module: 'DeckFinderPage', skeleton: 'deck', prefetch: DECK_DATA },
  { key: 'statistics', path: ROUTES.statistics, remote: 'tierlist', module: 'StatisticsPage', skeleton: 'statistics', prefetch: ['meta.json', 'history.json', 'stats-14d.json'] },
  { key: 'collection', path: ROUTES.collection, remote: 'cards', module: 'CollectionPage', skeleton: 'collection', prefetch: ['meta.json', 'cards.json', 'best-decks.json'] },
  { key: 'deckDetail', path: ROUTES.deckDetail, remote: 'deck', module: 'DeckDetailPage', skeleton: 'deck', prefetch: DECK_DATA },
];

/** The remote route a path shows, or undefined for the landing page (any path that is not a remote route). */
export function matchRemoteRoute(pathname: string): RemoteRoute | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return REMOTE_ROUTES.find((r) => {
    if (r.path.endsWith('/:deckId')) {
      const base = r.path.slice(0, -'/:deckId'.length);
      return path.startsWith(`${base}/`) && !path.slice(base.length + 1).includes('/') && path.length > base.length + 1;
    }
    return path === r.path;
  });
}

/** The prerendered page of a location: `/`, a remote route's path, `/deck/_` for any deck page. */
export function prerenderedPath(pathname: string): string {
  const route = matchRemoteRoute(pathname);
  return route ? route.path.replace('/:deckId', '/_') : '/';
}

/** The shell's routes: the landing page, each remote route, and the landing page for any other path. */
export function AppRoutes() {
  return (
    <Layout>
      <Switch>
        <Route path="/">
          <Landing />
        </Route>
        {REMOTE_ROUTES.map((r) => (
          <Route key={r.key} path={r.path}>
            {(params: Record<string, string | undefined>) => (
              <NavigationFromRouter params={params}>
                <RemoteModule key={`${r.remote}/${r.module}`} remote={r.remote} module={r.module} fallback={<RouteSkeleton kind={r.skeleton} route={r.key} />} />
              </NavigationFromRouter>
            )}
          </Route>
        ))}
        <Route>
          <Landing />
        </Route>
      </Switch>
    </Layout>
  );
}
