import { Component, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, MemoryRouter, StaticRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { ServicesProvider, type AppStore, type Services } from 'shared-contracts';
import { useHtmlLang } from '@tcgp/i18n';
import { RemoteLoaderContext } from './remotes/RemoteModule';
import type { RemoteLoaderApi } from './remotes/loader';
import { ThemeProvider } from './theme/ThemeContext';
import { AppRoutes } from './routes';
import styles from './App.module.css';

/** Which router: the browser's address bar, a fixed path (prerendering), or an in-memory history (tests). */
export type AppRouter = { kind: 'browser' } | { kind: 'static'; path: string } | { kind: 'memory'; path: string };

function HtmlLang() {
  useHtmlLang();
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

function Routing({ router }: { router: AppRouter }) {
  if (router.kind === 'static') {
    return (
      <StaticRouter location={router.path}>
        <AppRoutes />
      </StaticRouter>
    );
  }
  if (router.kind === 'memory') {
    return (
      <MemoryRouter initialEntries={[router.path]}>
        <AppRoutes />
      </MemoryRouter>
    );
  }
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

export function App(props: { store: AppStore; i18n: I18n; services: Services; loader: RemoteLoaderApi; router?: AppRouter }) {
  return (
    <Provider store={props.store}>
      <I18nextProvider i18n={props.i18n}>
        <ServicesProvider services={props.services}>
          <RemoteLoaderContext.Provider value={props.loader}>
            <ThemeProvider>
              <HtmlLang />
              <ShellErrorBoundary>
                <Routing router={props.router ?? { kind: 'browser' }} />
              </ShellErrorBoundary>
            </ThemeProvider>
          </RemoteLoaderContext.Provider>
        </ServicesProvider>
      </I18nextProvider>
    </Provider>
  );
}
