import { Provider } from 'react-redux';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { ServicesProvider, useHtmlLang, type AppStore, type Services } from 'shared-contracts';
import { RemoteLoaderContext } from './remotes/RemoteModule';
import type { RemoteLoader } from './remotes/loader';
import type { RejectedRemote } from './remotes/registry';
import { ThemeProvider } from './theme/ThemeContext';
import styles from './App.module.css';

export interface StartupState {
  registryFailed: boolean;
  rejected: RejectedRemote[];
}

function HtmlLang() {
  useHtmlLang();
  return null;
}

function StartupNotice({ startup }: { startup: StartupState }) {
  const { t } = useTranslation('shell');
  if (!startup.registryFailed && startup.rejected.length === 0) return null;
  return (
    <div role="status" className={styles.startupNotice}>
      {startup.registryFailed ? t('startup.registryFailed') : t('startup.rejected', { count: startup.rejected.length })}
    </div>
  );
}

export function App(props: {
  store: AppStore;
  i18n: I18n;
  services: Services;
  loader: RemoteLoader;
  router: ReturnType<typeof createBrowserRouter>;
  startup: StartupState;
}) {
  return (
    <Provider store={props.store}>
      <I18nextProvider i18n={props.i18n}>
        <ServicesProvider services={props.services}>
          <RemoteLoaderContext.Provider value={props.loader}>
            <ThemeProvider>
              <HtmlLang />
              <StartupNotice startup={props.startup} />
              <RouterProvider router={props.router} />
            </ThemeProvider>
          </RemoteLoaderContext.Provider>
        </ServicesProvider>
      </I18nextProvider>
    </Provider>
  );
}
