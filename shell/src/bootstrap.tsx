import 'shared-contracts/src/styles/tokens.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  DEFAULT_CONFIG,
  configureDataApi,
  createAppStore,
  createI18n,
  detectLanguage,
  parseRuntimeConfig,
  registerNamespace,
  rootReducer,
  type RemoteRegistry,
  type RuntimeConfig,
} from 'shared-contracts';
import { App, type StartupState } from './App';
import { routes } from './routes';
import { shellTexts } from './i18n/texts';
import { createFirebaseAuthClient } from './auth/firebaseAuthClient';
import { startAuthBridge } from './auth/authBridge';
import { RemoteLoader } from './remotes/loader';
import { loadRegistry, readOverrides } from './remotes/registry';
import { errorClassifierPlugin, retryPlugin } from './remotes/plugins';

async function fetchConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.error('[shell] config.json could not be loaded; using defaults', error);
    return DEFAULT_CONFIG;
  }
}

async function start() {
  const config = await fetchConfig();
  const i18n = createI18n(detectLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]));
  registerNamespace(i18n, 'shell', shellTexts);
  document.documentElement.lang = i18n.language;

  configureDataApi({ baseUrl: config.dataBaseUrl });
  const store = createAppStore();
  const auth = createFirebaseAuthClient(config.auth);
  startAuthBridge(auth, store.dispatch, config.auth.tokenSyncUrl);

  const startup: StartupState = { registryFailed: false, rejected: [] };
  let registry: RemoteRegistry = {};
  try {
    const overrides = readOverrides(window.location.search, window.sessionStorage);
    const result = await loadRegistry(config.remotesUrl, config.allowedRemoteOrigins, overrides);
    registry = result.accepted;
    startup.rejected = result.rejected;
    for (const r of result.rejected) console.warn(`[shell] remote "${r.name}" rejected (${r.reason}): ${r.url}`);
  } catch (error) {
    console.error('[shell] remotes.json could not be loaded', error);
    startup.registryFailed = true;
  }

  registerPlugins([retryPlugin(), errorClassifierPlugin()]);
  const loader = new RemoteLoader(
    { loadRemote: (id) => loadRemote(id), registerRemotes: (remotes, options) => registerRemotes(remotes, options) },
    registry,
    { i18n, store, rootReducer, config },
    config.remoteTimeoutMs,
  );

  const router = createBrowserRouter(routes);
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root is missing');
  createRoot(rootElement).render(
    <App store={store} i18n={i18n} services={{ auth, config }} loader={loader} router={router} startup={startup} />,
  );
}

void start();
