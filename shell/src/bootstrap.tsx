import '@tcgp/ui/tokens.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { addNamespace, configureDataSource, createAppStore, rootReducer, type AppStore } from 'shared-contracts';
import { createI18n, detectLanguage, languagePath, splitLanguagePath } from '@tcgp/i18n';
import type { i18n as I18n } from 'i18next';
import { App } from './App';
import { loadShellTexts } from './i18n';
import { matchRemoteRoute, prerenderedPath } from './routeTable';
import { loadRuntimeConfig } from './startup/config';
import { ConfigFailure } from './startup/ConfigFailure';
import { createLazyAuthClient, localSessionMarker } from './auth/lazyAuthClient';
import { startAuthBridge } from './auth/authBridge';
import { watchEntitlements } from './auth/entitlements';
import { keepCollection, keptCollectionNotice, restoreKeptCollection } from './collection/keptCollection';
import { releaseUnlessOwner } from './collection/browserOwnerGuard';
import { RemoteLoader } from './remotes/loader';
import { fetchRegistry, filterRegistry, readBucket, wantsOverrides } from './remotes/registry';
import { errorClassifierPlugin } from './remotes/plugins/errorClassifier';
import { manifestGuardPlugin } from './remotes/plugins/manifestGuard';
import { stepPausePlugin } from './remotes/plugins/stepPause';
import { nextTask } from '@tcgp/scheduling';
import { browserStorage } from '@tcgp/collection';
import { markRouteLive, readComposedPage } from './composed/ComposedView';
import { releaseTaps } from './composed/tapCapture';
import { isPersonalVisit } from './composed/viewMark';
import { clearPremiumCaches } from './offline/premiumCaches';
import { whenRouteLive } from './offline/whenRouteLive';
import { startPageHealth } from './health/recorder';
import type { ConnectionInfo } from './navigation/linkPrefetch';

/** Waits for the browser to be idle after the first paint (or a short time where it cannot tell). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 1500 });
    else setTimeout(resolve, 100);
  });
}

/** Once the page is interactive: its route live, then the browser idle. */
function afterRouteLive(): Promise<void> {
  return whenRouteLive().then(afterFirstPaint);
}

/**
 * Once the first load is over: the route live, the browser idle, then AFTER_FIRST_LOAD_MS more. Work
 * the player does not wait for (the health reporter) starts then, so it never takes a phone's bandwidth
 * or main thread from the first load.
 */
const AFTER_FIRST_LOAD_MS = 3000;
function afterFirstLoad(): Promise<void> {
  return afterRouteLive().then(() => new Promise((resolve) => setTimeout(resolve, AFTER_FIRST_LOAD_MS)));
}

/** Whether the page in #root was prerendered for this language and route (then it is hydrated). */
function isPrerenderedFor(i18n: I18n): boolean {
  const root = document.getElementById('root');
  const { dataset } = document.documentElement;
  const { path } = splitLanguagePath(window.location.pathname);
  return dataset.prerendered === i18n.language && dataset.prerenderedPath === prerenderedPath(path) && root !== null && root.hasChildNodes();
}

/** Renders into the prerendered page: hydrates it when it was made for this language, replaces it otherwise. */
function mount(element: React.ReactElement, i18n: I18n): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const prerendered = isPrerenderedFor(i18n);
  // In a transition, React renders in slices of a few milliseconds and lets the browser respond in
  // between (no long task that blocks a tap on the prerendered page).
  startTransition(() => {
    if (prerendered) {
      hydrateRoot(root, element, {
        onRecoverableError(error) {
          // A route whose remote was not in the HTML (its skeleton was) is rendered on the client; that is expected.
          if (!(error instanceof Error && /Suspense boundary|server could not finish|#419/i.test(error.message))) console.warn('[shell] hydration', error);
        },
      });
    } else {
      createRoot(root).render(element);
    }
  });
  if (document.documentElement.lang !== i18n.language) document.documentElement.lang = i18n.language;
}

async function start() {
  // Not in the task that evaluated the app's modules.
  await nextTask();
  // Language from the browser setting only; the page's texts and the config load side by side
  // (the prerendered HTML preloads both).
  // A page's address may name its language (`/de/tier-list`); otherwise the browser's languages decide.
  const addressed = splitLanguagePath(window.location.pathname);
  const language = addressed.language ?? detectLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
  const i18nReady = createI18n(language).then(async (i18n) => {
    await addNamespace(i18n, 'shell', loadShellTexts);
    return i18n;
  });
  const outcome = await loadRuntimeConfig(window.location.hostname);
  const i18n = await i18nReady;
  if (!outcome.ok) {
    console.error('[shell] the site cannot start:', outcome.reason);
    const root = document.getElementById('root');
    if (root) createRoot(root).render(<ConfigFailure i18n={i18n} />);
    // Its Retry is live; the taps kept on the published page went with it.
    releaseTaps(true);
    return;
  }
  const config = outcome.config;
  // The start is a few short tasks, not one long one: the prerendered page stays responsive.
  await nextTask();

  // The missing cards kept in this browser, before the first render (an unreadable list is put aside, with a notice).
  const storage = browserStorage();
  const kept = restoreKeptCollection(storage);
  const store: AppStore = createAppStore({ missingCards: { ids: kept.missing, lastChange: null }, follows: { ids: kept.follows } });
  if (kept.unreadable) keptCollectionNotice.show();
  // Nothing is saved over an unreadable list that could not be put aside.
  if (storage && kept.unreadable?.backupKey !== null) keepCollection(store, storage, window);
  await nextTask();
  const auth = createLazyAuthClient(() => import('./auth/firebaseAuthClient').then((m) => m.createFirebaseAuthClient(config.auth)));
  // Signed out: the Premium files the service worker kept for the last user are deleted. Signed out or
  // someone else: the last account's list leaves this browser (also when found at start-up).
  startAuthBridge(
    auth,
    store.dispatch,
    config.auth.tokenSyncUrl,
    undefined,
    () => void clearPremiumCaches().catch(() => undefined),
    (user) => releaseUnlessOwner(store, storage, user),
  );
  configureDataSource({ baseUrl: config.dataBaseUrl, premium: config.premiumData, getIdToken: (forceRefresh) => auth.getIdToken(forceRefresh) });
  const services = { auth, config };

  registerPlugins([manifestGuardPlugin(config.allowedRemoteOrigins), errorClassifierPlugin(), stepPausePlugin(nextTask)]);
  // The player's bucket picks the version of each remote (registry v2); it never leaves the browser.
  const bucket = readBucket(storage);
  // `?remote=` overrides (testers, contributors): their code is a chunk of its own, loaded only by a tab
  // that asks for some, which then reads the registry through it.
  const { search } = window.location;
  const withOverrides = wantsOverrides(search, window.sessionStorage)
    ? import(/* webpackChunkName: "remote-overrides" */ './remotes/overrides').then((m) =>
        m.registryReader({ ...config, bucket, search, storage: window.sessionStorage }),
      )
    : null;
  const readRegistry = () =>
    withOverrides
      ? withOverrides.then((read) => read())
      : fetchRegistry(config.remotesUrl).then((doc) => filterRegistry(doc, config.allowedRemoteOrigins, window.location.href, bucket));
  const registry = readRegistry().then((result) => {
    for (const r of result.rejected) console.warn(`[shell] remote "${r.name}" rejected (${r.reason}): ${r.url}`);
    return result;
  });
  const loader = new RemoteLoader(
    {
      loadRemote: (id) => loadRemote(id),
      registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    },
    registry,
    { i18n, store, rootReducer, config, services },
    config.remoteTimeoutMs,
  );
  // The route's remote downloads while the page hydrates.
  const route = matchRemoteRoute(addressed.path);
  // Health of each remote version (sampled): failures are noted from the start, counted and sent by a
  // chunk that loads a while after the page is live (never part of the first load).
  startPageHealth({
    config: config.health,
    loader,
    routeRemote: route?.remote ?? null,
    whenLive: afterFirstLoad,
  });
  if (route) loader.preload(route.remote, route.module);
  watchEntitlements(store, loader);

  await nextTask();
  // Sign-in (Firebase Auth), once the page is hydrated: a visitor without a session on this device is
  // signed out at once and the adapter loads when they sign in; a device with a session loads it after
  // the first paint (the auth state is `loading` until then).
  const onReady = () => {
    // In a task of its own: the header it updates is not re-rendered in the task that finished hydrating.
    if (!localSessionMarker.has()) setTimeout(() => auth.settleSignedOut(), 0);
    else void afterFirstPaint().then(() => auth.start());
    // The frame is live: taps kept on it since the first byte play now (the view's when it is live).
    setTimeout(() => releaseTaps(true), 0);
    // The landing page (and "page not found") is the frame alone: live once the frame is.
    if (!route) markRouteLive();
  };
  // The route's content composed at publish time (hydrated as it is, or shown as updating for a personal visit).
  const rootElement = document.getElementById('root');
  const page =
    rootElement && isPrerenderedFor(i18n) ? readComposedPage(rootElement, isPersonalVisit() || kept.missing.length > 0 || kept.unreadable !== null) : null;
  const composed = page ? { page, island: { store, i18n, services, loader } } : null;
  const router = { kind: 'browser' as const, base: addressed.language ? languagePath(addressed.language, '/') : '' };
  mount(<App store={store} i18n={i18n} services={services} loader={loader} onReady={onReady} composed={composed} router={router} />, i18n);
  // The data API (RTK Query) every page remote reads with: the shell provides it to all parts
  // (production remotes ship no copy). It downloads alongside the remote and starts in a task of its own.
  if (route) setTimeout(() => void import('shared-contracts/data-api'), 0);
  // Links start loading their page's code on a press, a focus or (on screen, when idle) before it, so the
  // next page opens at once; a chunk of its own, once the page is interactive.
  void afterRouteLive()
    .then(() => import(/* webpackChunkName: "link-prefetch" */ './navigation/linkPrefetch'))
    .then((m) =>
      m.startLinkPrefetch({
        document,
        preload: (next) => loader.preload(next.remote, next.module),
        speculate: m.maySpeculate((navigator as Navigator & { connection?: ConnectionInfo }).connection),
        whenIdle: (work) => void afterFirstPaint().then(work),
      }),
    )
    .catch(() => undefined);
  // The service worker, once the page is interactive (loaded, its route live, the browser idle): its
  // registration is a chunk of its own.
  if ('serviceWorker' in navigator) {
    const startWorker = () =>
      void afterRouteLive()
        .then(() => import(/* webpackChunkName: "sw-register" */ './offline/register'))
        .then((m) =>
          m.registerServiceWorker({
            loadedRegistry: registry.then((r) => r.accepted),
            readRegistry: () => readRegistry().then((r) => r.accepted),
          }),
        )
        .catch((error: unknown) => console.warn('[shell] the offline worker is not available', error));
    if (document.readyState === 'complete') startWorker();
    else window.addEventListener('load', startWorker, { once: true });
  }
}

void start();
