import { Route, Switch } from 'wouter';
import { NavigationFromRouter } from '@tcgp/routing';
import { Layout } from './layout/Layout';
import { Landing } from './pages/Landing';
import { NotFound } from './pages/NotFound';
import { RemoteModule } from './remotes/RemoteModule';
import { RouteSkeleton } from './layout/RouteSkeleton';
import { REMOTE_ROUTES } from './routeTable';

/** The shell's routes: the landing page, each remote route, and "page not found" for any other path. */
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
                <RemoteModule
                  key={`${r.remote}/${r.module}`}
                  remote={r.remote}
                  module={r.module}
                  fallback={<RouteSkeleton kind={r.skeleton} route={r.key} />}
                />
              </NavigationFromRouter>
            )}
          </Route>
        ))}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Layout>
  );
}
