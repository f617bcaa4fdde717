import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { selectAuthStatus, useNavigation, useTranslation, type AppStore, type Navigation, type RemoteName, type Services } from 'shared-contracts';
import { COMPOSED_ATTRIBUTE, PageProviders, pageIdentifierPrefix, type PreparablePage } from '@tcgp/page-render';
import type { i18n as I18n } from 'i18next';
import type { RemoteLoaderApi } from '../remotes/loader';
import styles from './ComposedView.module.css';
import { markViewDown, markViewLive, markViewLoading, releaseTaps } from './tapCapture';

/**
 * The page's composed content: the markup a remote's server build rendered at publish time for this
 * route (`<div data-view-root data-composed="<remote>@<build label>">`), read from the HTML before the
 * shell hydrates. On the server the renderer gives the same (its `html` is the remote's markup).
 */
export interface ComposedPage {
  remote: RemoteName;
  module: string;
  /** `<remote>@<build label>` of the server build that rendered it. */
  label: string;
  html: string;
  /** The visit's own view may differ (missing cards, a signed-in device, a query string): never hydrate the published view as theirs. */
  personal: boolean;
}

export interface ComposedContextValue {
  page: ComposedPage;
  /** What the page module's own React root gets (client only). */
  island?: { store: AppStore; i18n: I18n; services: Services; loader: RemoteLoaderApi };
}

export const ComposedPageContext = createContext<ComposedContextValue | null>(null);

/** Composed content is used once, by the first route it was rendered for; later visits of a route render it live. */
const consumed = new WeakSet<ComposedPage>();

/** The composed page when this remote module is the one it was rendered for and it is still unused. */
export function useComposedPage(remote: RemoteName, module: string): ComposedContextValue | null {
  const value = useContext(ComposedPageContext);
  const [mine] = useState(() => value !== null && !consumed.has(value.page) && value.page.remote === remote && value.page.module === module);
  return mine ? value : null;
}

/** Reads the composed content of the prerendered page (before hydrating it), or null when the page has none. */
export function readComposedPage(root: HTMLElement, personal: boolean): ComposedPage | null {
  const view = root.querySelector<HTMLElement>(`[data-view-root][${COMPOSED_ATTRIBUTE}]`);
  const region = view?.closest<HTMLElement>('[data-remote][data-module]');
  const label = view?.getAttribute(COMPOSED_ATTRIBUTE) ?? '';
  const remote = region?.dataset.remote;
  const module = region?.dataset.module;
  if (!view || !remote || !module || !label.startsWith(`${remote}@`)) return null;
  return { remote: remote as RemoteName, module, label, html: view.innerHTML, personal };
}

/** Marks the moment the route's page became interactive (hydrated or rendered live): benchmarks read it. */
export function markRouteLive(): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function' && performance.getEntriesByName('tcgp:route-live').length === 0) {
    performance.mark('tcgp:route-live');
  }
}

type Mode = { kind: 'composed' } | { kind: 'live'; Component: ComponentType };

/**
 * The route's composed content, then the live page:
 * - a visit that sees the published view: the page module is loaded and prepared (its data in the
 *   store), then hydrated in its own React root over the composed markup (the same providers and id
 *   prefix as the server build used, so the markup and ids match); nothing is rendered twice;
 * - a personal visit, a page rendered by another build of the remote than the one the registry gives
 *   now, or a page whose own root fails: the composed content stays, marked as updating, until the
 *   live page is ready, and is then replaced by it in one commit.
 * If the remote cannot load, the composed content stays (readable, its links work) with the error.
 */
export function ComposedView({
  composed,
  renderError,
}: {
  composed: ComposedContextValue;
  renderError: (error: unknown, retry: () => void) => React.ReactNode;
}) {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  const { page, island } = composed;
  const [mode, setMode] = useState<Mode>({ kind: 'composed' });
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const viewRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<Root | null>(null);
  const navigationRef = useRef<Navigation>(navigation);
  navigationRef.current = navigation;

  useEffect(() => {
    consumed.add(page);
  }, [page]);

  // Taps on the published view before it is live were kept by the page's inline script
  // (./tapCapture); they play once the page is hydrated, in a task of their own after that commit.
  const onLive = useRef(() => {
    markRouteLive();
    const view = viewRef.current;
    setTimeout(() => markViewLive(view), 0);
  }).current;

  useEffect(() => {
    if (!island) return undefined;
    let cancelled = false;
    const { loader, store } = island;
    void (async () => {
      const Component = await loader.load(page.remote, page.module);
      const prepare = (Component as PreparablePage).prepare;
      // A reducer injected since the last action (the data API's, loaded with the remote) has no state
      // until the next action, and RTK Query skips a query whose cache does not exist yet: one action
      // first, so everything `prepare` asks for is loaded.
      store.dispatch(composedPagePreparing());
      if (prepare) await prepare({ store, params: navigationRef.current.params });
      // The published page is a signed-out visitor's: hydrate once sign-in has settled (at once on a
      // device that never signed in), and never over a signed-in user's view.
      const signedIn = (await signInSettled(store)) === 'signedIn';
      if (cancelled) return;
      const loaded = loader.getLoaded().find((r) => r.name === page.remote);
      const sameBuild = loaded !== undefined && `${loaded.name}@${loaded.buildLabel}` === page.label;
      const container = viewRef.current;
      if (page.personal || signedIn || !sameBuild || !container) {
        startTransition(() => setMode({ kind: 'live', Component }));
        return;
      }
      // In a transition, like the shell's own root: React hydrates the page in slices of a few
      // milliseconds, so the prerendered page keeps answering taps instead of blocking for the whole tree.
      startTransition(() => {
        rootRef.current = hydrateRoot(container, islandElement(Component, island, navigationRef.current, onLive), {
          identifierPrefix: pageIdentifierPrefix(page.remote),
          onRecoverableError(cause, info) {
            console.warn('[shell] hydration', cause, info.componentStack);
          },
          onUncaughtError(cause) {
            // The page's own root failed: render it in the shell's tree instead (with its error panel and Retry),
            // once that root is gone (not while it is committing).
            console.error('[shell] composed page failed', cause);
            island.loader.reportRenderError?.(page.remote, cause);
            const root = rootRef.current;
            rootRef.current = null;
            setTimeout(() => {
              root?.unmount();
              startTransition(() => setMode({ kind: 'live', Component }));
            }, 0);
          },
        });
      });
    })().catch((cause: unknown) => {
      if (cancelled) return;
      // Taps kept on the view would wait for a page that is not coming: dropped, and not held until a retry.
      markViewDown(viewRef.current);
      setError(cause);
    });
    return () => {
      cancelled = true;
    };
  }, [island, page, attempt, onLive]);

  // The page's own root follows the route (another deck on the same page) and ends with it.
  useEffect(() => {
    const root = rootRef.current;
    if (root && island && mode.kind === 'composed') {
      // Same component: the loader caches loaded modules.
      void island.loader
        .load(page.remote, page.module)
        .then((Component) => startTransition(() => root.render(islandElement(Component, island, navigation, onLive))));
    }
  }, [navigation, island, page, mode.kind, onLive]);
  useLayoutEffect(
    () => () => {
      const root = rootRef.current;
      rootRef.current = null;
      // Not while the shell's tree is committing.
      if (root) setTimeout(() => root.unmount(), 0);
    },
    [],
  );
  useEffect(() => {
    if (mode.kind !== 'live') return;
    markRouteLive();
    // The nodes a kept tap was on are gone (the page was rendered anew): those taps are dropped.
    releaseTaps();
  }, [mode.kind]);

  if (mode.kind === 'live') {
    const { Component } = mode;
    return (
      <div data-view-root="">
        <Component />
      </div>
    );
  }
  return (
    <>
      {error
        ? renderError(error, () => {
            island?.loader.reset(page.remote);
            markViewLoading(viewRef.current);
            setError(null);
            setAttempt((n) => n + 1);
          })
        : null}
      <p className={styles.updating} data-view-updating="">
        <span role="status">{t('view.updating')}</span>
      </p>
      <div
        ref={viewRef}
        data-view-root=""
        {...{ [COMPOSED_ATTRIBUTE]: page.label }}
        className={styles.composed}
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </>
  );
}

/** The action dispatched before a composed page's `prepare` (it changes no state). */
const composedPagePreparing = () => ({ type: 'shell/composedPagePreparing' }) as const;

/** Resolves with the sign-in state once it is known. */
function signInSettled(store: AppStore): Promise<'signedIn' | 'signedOut'> {
  return new Promise((resolve) => {
    const check = () => {
      const status = selectAuthStatus(store.getState());
      if (status === 'loading') return false;
      resolve(status);
      return true;
    };
    if (check()) return;
    const unsubscribe = store.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

function islandElement(Component: ComponentType, island: NonNullable<ComposedContextValue['island']>, navigation: Navigation, onCommit: () => void) {
  return (
    <PageProviders store={island.store} i18n={island.i18n} services={island.services} navigation={navigation} onCommit={onCommit}>
      <Component />
    </PageProviders>
  );
}
