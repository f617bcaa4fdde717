import type { ReactElement, ReactNode } from 'react';
import {
  StoreProvider,
  I18nextProvider,
  ServicesProvider,
  addMissing,
  configureDataSource,
  premiumResolved,
  userChanged,
  type User,
  createAppStore,
  rootReducer,
  type AppStore,
  addNamespace,
  type LanguageCode,
  type RemoteSetup,
  type TextsLoader,
} from 'shared-contracts';
import type { RuntimeConfig } from '@tcgp/domain';
import { Route, Switch } from 'wouter';
import { NavigationFromRouter, RouterHost } from '@tcgp/routing';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { dataApi } from 'shared-contracts/data-api';
import { createI18n } from '@tcgp/i18n';
import { createMemoryAuthClient } from '../memoryAuth';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';

const BASE = 'http://data.test/data';

/** A fake data server: file name (relative to the data base URL) -> JSON body, or an HTTP status. */
export type FakeFiles = Record<string, unknown | { status: number; body?: string }>;

export function isFakeStatus(value: unknown): value is { status: number; body?: string } {
  return typeof value === 'object' && value !== null && 'status' in value && Object.keys(value).every((k) => k === 'status' || k === 'body');
}

/**
 * A fetch stub serving `files` under the data base URL (names relative to it) or at absolute URLs
 * (e.g. a premium data set); every request is recorded with its Authorization header.
 */
export function createFakeFetch(files: FakeFiles) {
  const requests: string[] = [];
  const authorizations: (string | null)[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push(url);
    const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
    authorizations.push(headers.get('Authorization'));
    const name = decodeURI(url.startsWith(BASE) ? url.slice(BASE.length + 1) : url);
    const value = files[name] ?? files[url];
    if (value === undefined) return new Response('Not found', { status: 404 });
    if (isFakeStatus(value)) return new Response(value.body ?? '', { status: value.status });
    return new Response(typeof value === 'string' ? value : JSON.stringify(value), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetchFn, requests, authorizations };
}

export interface TestHostOptions {
  files?: FakeFiles;
  premium?: boolean | null;
  missing?: string[];
  language?: LanguageCode;
  user?: User | null;
  setups?: RemoteSetup[];
  /** Namespaces to add without a remote's setup (e.g. a library's own texts): name -> loader. */
  namespaces?: Record<string, TextsLoader>;
  config?: Partial<RuntimeConfig>;
}

export interface TestHost {
  store: AppStore;
  i18n: I18n;
  auth: ReturnType<typeof createMemoryAuthClient>;
  config: RuntimeConfig;
  requests: string[];
  /** The Authorization header of each request (null when none). */
  authorizations: (string | null)[];
  fetchFn: jest.Mock;
  Wrapper: (props: { children: ReactNode }) => ReactElement;
}

/**
 * Everything a remote's component needs from the shell, for tests: a store, i18n with the remote's
 * namespace registered through its real `setup`, services, and a fake data server via `fetch`.
 */
export async function createTestHost(options: TestHostOptions = {}): Promise<TestHost> {
  const { fetchFn, requests, authorizations } = createFakeFetch(options.files ?? {});
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  const store = createAppStore();
  store.dispatch(dataApi.util.resetApiState());
  const i18n = await createI18n(options.language ?? 'en');
  const config: RuntimeConfig = { ...LOCAL_DEFAULT_CONFIG, dataBaseUrl: BASE, ...options.config };
  const auth = options.user ? createMemoryAuthClient(options.user) : createMemoryAuthClient();
  // A user given to the host is signed in with the memory client too (so it has an ID token).
  if (options.user) await auth.signInWithGoogle();
  const services = { auth, config };
  configureDataSource({ baseUrl: BASE, premium: config.premiumData, getIdToken: (forceRefresh) => auth.getIdToken(forceRefresh) });
  if (options.user !== undefined) store.dispatch(userChanged(options.user));
  if (options.premium !== undefined && options.premium !== null) store.dispatch(premiumResolved(options.premium));
  if (options.missing?.length) store.dispatch(addMissing(options.missing));
  for (const [ns, load] of Object.entries(options.namespaces ?? {})) await addNamespace(i18n, ns, load);
  for (const setup of options.setups ?? []) await setup.setup({ i18n, store, rootReducer, config, services });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </I18nextProvider>
    </StoreProvider>
  );
  return { store, i18n, auth, config, requests, authorizations, fetchFn, Wrapper };
}

/** Renders `ui` at `route` (matched against `path`) inside a test host. */
export async function renderWithHost(ui: ReactElement, options: TestHostOptions & { route?: string; path?: string } = {}): Promise<TestHost & RenderResult> {
  const host = await createTestHost(options);
  const result = render(
    <host.Wrapper>
      <RouterHost router={{ kind: 'memory', path: options.route ?? '/' }}>
        <Switch>
          {options.path ? (
            <Route path={options.path}>
              {(params: Record<string, string | undefined>) => <NavigationFromRouter params={params}>{ui}</NavigationFromRouter>}
            </Route>
          ) : (
            <Route path={options.route?.split('?')[0] ?? '/'}>{ui}</Route>
          )}
          <Route>
            <p data-testid="navigated-elsewhere">elsewhere</p>
          </Route>
        </Switch>
      </RouterHost>
    </host.Wrapper>,
  );
  return { ...host, ...result };
}
