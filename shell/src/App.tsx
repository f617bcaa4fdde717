import { Component, useEffect, type ReactNode } from 'react';
import { StoreProvider, I18nextProvider, useTranslation, ServicesProvider, type AppStore, type Services } from 'shared-contracts';
import type { i18n as I18n } from 'i18next';
import { useHtmlLang } from '@tcgp/i18n';
import { RemoteLoaderContext } from './remotes/RemoteModule';
import type { RemoteLoaderApi } from './remotes/loader';
import { ThemeProvider } from './theme/ThemeContext';
import { AppRoutes } from './routes';
import { RouterHost, type AppRouter } from '@tcgp/routing';
import { ComposedPageContext, type ComposedContextValue } from './composed/ComposedView';
import styles from './App.module.css';

export type { AppRouter };

function HtmlLang() {
  useHtmlLang();
  return null;
}

/** Calls `onReady` once, after the first commit (after hydration of a prerendered page). */
function Ready({ onReady }: { onReady?: (() => void) | undefined }) {
  useEffect(() => {
    onReady?.();
    // Once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function CrashMessage() {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" className={styles.crash}>
      <h1>{t('remoteError.render')}</h1>
      <a href="/">{t('retry')}</a>
    </div>
  );
}

/** The last line of defence: a crash in the shell's own components shows a message, not a blank page. */
class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] crashed', error);
  }

  override render() {
    return this.state.failed ? <CrashMessage /> : this.props.children;
  }
}

export function App(props: {
  store: AppStore;
  i18n: I18n;
  services: Services;
  loader: RemoteLoaderApi;
  router?: AppRouter;
  /** Called once the page is rendered (hydrated): what may change the state the HTML was made with starts here. */
  onReady?: () => void;
  /** The route's content composed at publish time, read from the page before hydrating it. */
  composed?: ComposedContextValue | null;
}) {
  return (
    <StoreProvider store={props.store}>
      <I18nextProvider i18n={props.i18n}>
        <ServicesProvider services={props.services}>
          <RemoteLoaderContext.Provider value={props.loader}>
            <ThemeProvider>
              <HtmlLang />
              <Ready onReady={props.onReady} />
              <ShellErrorBoundary>
                <RouterHost router={props.router ?? { kind: 'browser' }}>
                  <ComposedPageContext.Provider value={props.composed ?? null}>
                    <AppRoutes />
                  </ComposedPageContext.Provider>
                </RouterHost>
              </ShellErrorBoundary>
            </ThemeProvider>
          </RemoteLoaderContext.Provider>
        </ServicesProvider>
      </I18nextProvider>
    </StoreProvider>
  );
}
