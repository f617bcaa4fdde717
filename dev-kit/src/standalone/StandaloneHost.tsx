import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  StoreProvider,
  I18nextProvider,
  useTranslation,
  LANGUAGES,
  Link,
  ServicesProvider,
  configureDataSource,
  createAppStore,
  premiumResolved,
  rootReducer,
  useAppDispatch,
  useAppSelector,
  userChanged,
  type RemoteSetup,
} from 'shared-contracts';
import type { RuntimeConfig } from '@tcgp/domain';
import { Route, Switch } from 'wouter';
import { NavigationFromRouter, RouterHost } from '@tcgp/routing';
import { LOCAL_DEFAULT_CONFIG, parseRuntimeConfig } from '@tcgp/schemas';
import { createI18n, detectLanguage, useHtmlLang } from '@tcgp/i18n';
import { createMemoryAuthClient } from '../memoryAuth';
import '@tcgp/ui/tokens.css';

export interface StandaloneOptions {
  setup: RemoteSetup;
  /** Paths (with `:params`) and what each shows; the first one is also shown for any other path. */
  routes: { path: string; element: ReactNode }[];
  nav: { to: string; label: string }[];
}

function DevBar({ nav }: { nav: StandaloneOptions['nav'] }) {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const premium = useAppSelector((s) => s.entitlements.premium);
  const [dark, setDark] = useState(() => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false);
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
  useHtmlLang();
  const bar = {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.75rem',
    alignItems: 'center',
    padding: '0.5rem 1rem',
    borderBottom: '1px solid var(--color-border)',
    background: 'var(--color-surface)',
  } as const;
  return (
    <div style={bar} data-standalone-host>
      <strong>Standalone dev host</strong>
      {nav.map((n) => (
        <Link key={n.to} to={n.to}>
          {n.label}
        </Link>
      ))}
      <select aria-label="Language" value={i18n.language} onChange={(e) => void i18n.changeLanguage(e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </select>
      <label>
        <input type="checkbox" checked={dark} onChange={(e) => setDark(e.target.checked)} /> Dark
      </label>
      <label>
        <input type="checkbox" checked={premium === true} onChange={(e) => dispatch(premiumResolved(e.target.checked))} /> Premium
      </label>
    </div>
  );
}

/**
 * Runs ONE remote on its own: its own store, i18n, router and an in-memory sign-in, with the
 * demo data served by its dev server. Contributors need nothing else running.
 */
export async function startStandalone(options: StandaloneOptions): Promise<void> {
  let config: RuntimeConfig = LOCAL_DEFAULT_CONFIG;
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) config = parseRuntimeConfig(await response.json());
  } catch {
    /* no config.json in standalone mode: defaults (demo data under /data) */
  }
  const i18n = await createI18n(detectLanguage(navigator.languages ?? [navigator.language]));
  const store = createAppStore();
  const auth = createMemoryAuthClient();
  configureDataSource({ baseUrl: config.dataBaseUrl, premium: config.premiumData, getIdToken: () => auth.getIdToken() });
  auth.onChange((user) => store.dispatch(userChanged(user)));
  const services = { auth, config };
  await options.setup.setup({ i18n, store, rootReducer, config, services });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <ServicesProvider services={services}>
            <RouterHost router={{ kind: 'browser' }}>
              <DevBar nav={options.nav} />
              <main style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: '1.5rem 1rem' }}>
                <Switch>
                  {options.routes.map((r) => (
                    <Route key={r.path} path={r.path}>
                      {(params: Record<string, string | undefined>) => <NavigationFromRouter params={params}>{r.element}</NavigationFromRouter>}
                    </Route>
                  ))}
                  <Route>{options.routes[0]?.element}</Route>
                </Switch>
              </main>
            </RouterHost>
          </ServicesProvider>
        </I18nextProvider>
      </StoreProvider>
    </StrictMode>,
  );
}
