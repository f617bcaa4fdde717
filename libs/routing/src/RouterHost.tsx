import { useMemo, type ReactNode } from 'react';
import { Router, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NavigationProvider, type Navigation } from 'shared-contracts';

/**
 * Which router: the browser's address bar (under `base`, a page's language prefix like `/de`), a fixed
 * path (prerendering), or an in-memory history (tests).
 */
export type AppRouter = { kind: 'browser'; base?: string } | { kind: 'static'; path: string } | { kind: 'memory'; path: string };

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Gives the parts the contract's navigation port from the shell's router (wouter): the page's path and
 * query, the route's parameters (decoded), and `navigate`.
 */
export function NavigationFromRouter({ params = {}, children }: { params?: Record<string, string | undefined>; children: ReactNode }) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const entries = Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string');
  const key = JSON.stringify(entries);
  const value = useMemo<Navigation>(
    () => ({
      pathname,
      search: search ? `?${search}` : '',
      params: Object.fromEntries(entries.map(([k, v]) => [k, decode(v)])),
      navigate: (to, options) => navigate(to, { replace: options?.replace ?? false }),
    }),
    // `entries` is rebuilt every render; its serialized form is the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pathname, search, key, navigate],
  );
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}

/** The shell's router for the chosen kind, with the navigation port for everything inside. */
export function RouterHost({ router, children }: { router: AppRouter; children: ReactNode }) {
  // A fixed path while prerendering (no window): wouter's server path. In a browser, a fixed or test
  // path is an in-memory location (that cannot move when fixed).
  const server = router.kind === 'static' && typeof window === 'undefined';
  const memory = useMemo(() => {
    if (router.kind === 'browser' || server) return null;
    const [path = '/', search = ''] = router.path.split('?');
    return memoryLocation({ path, searchPath: search, static: router.kind === 'static' });
  }, [router, server]);
  const inner = <NavigationFromRouter>{children}</NavigationFromRouter>;
  if (router.kind === 'static' && server) {
    const [path = '/', search = ''] = router.path.split('?');
    return (
      <Router ssrPath={path} ssrSearch={search}>
        {inner}
      </Router>
    );
  }
  if (memory) {
    return (
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {inner}
      </Router>
    );
  }
  return <Router base={router.kind === 'browser' ? (router.base ?? '') : ''}>{inner}</Router>;
}
