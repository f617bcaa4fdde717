/**
 * Test helpers for the shell (not tests themselves): a fake RemoteLoader, a matchMedia mock and a
 * render function that provides everything the shell's components read from context.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createAppStore, registerNamespace, ServicesProvider, type AppStore, type AuthClient, type LanguageCode, type RemoteName, type RuntimeConfig } from 'shared-contracts';
import { createI18n } from '@tcgp/i18n';
import { createMemoryAuthClient } from '@tcgp/dev-kit/testing';
import { shellTexts } from '../src/i18n/texts';
import { RemoteLoaderContext } from '../src/remotes/RemoteModule';
import type { LoadedRemoteInfo, RemoteLoader } from '../src/remotes/loader';
import { ThemeProvider } from '../src/theme/ThemeContext';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';

/** The page's i18n instance as the shell builds it: common namespace plus the shell's own. */
export function createShellI18n(lng: LanguageCode = 'en'): I18n {
  const i18n = createI18n(lng);
  registerNamespace(i18n, 'shell', shellTexts);
  return i18n;
}

/** A promise that never settles: a remote that is still loading. */
export function pending<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

export interface FakeLoader {
  /** Typed as the real class so it can be provided through RemoteLoaderContext. */
  loader: RemoteLoader;
  load: jest.Mock<Promise<ComponentType>, [RemoteName, string]>;
  reset: jest.Mock<void, [RemoteName]>;
  /** Notifies subscribers (the footer) after `loaded` changed. */
  setLoaded(next: LoadedRemoteInfo[]): void;
}

/** A RemoteLoader stand-in whose `load` runs `impl` (by default: never resolves). */
export function createFakeLoader(impl: (remote: RemoteName, module: string) => Promise<ComponentType> = () => pending()): FakeLoader {
  let loaded: LoadedRemoteInfo[] = [];
  const listeners = new Set<() => void>();
  const load = jest.fn<Promise<ComponentType>, [RemoteName, string]>(impl);
  const reset = jest.fn<void, [RemoteName]>();
  const fake = {
    load,
    reset,
    isRegistered: () => true,
    getLoaded: () => loaded,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return {
    loader: fake as unknown as RemoteLoader,
    load,
    reset,
    setLoaded(next) {
      loaded = next;
      listeners.forEach((l) => l());
    },
  };
}

/** A small stand-in for an exposed remote component. */
export function fakeRemoteComponent(text: string): ComponentType {
  return function FakeRemote() {
    return <p data-testid="fake-remote">{text}</p>;
  };
}

export interface MatchMediaMock {
  /** Changes the system setting and fires the `change` event like a browser does. */
  setDark(dark: boolean): void;
  restore(): void;
}

/** Mocks `window.matchMedia('(prefers-color-scheme: dark)')` (jsdom has no matchMedia). */
export function mockMatchMedia(initiallyDark: boolean): MatchMediaMock {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      media: query,
      get matches() {
        return query.includes('prefers-color-scheme: dark') ? dark : false;
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    }),
  });
  return {
    setDark(next) {
      dark = next;
      listeners.forEach((l) => l());
    },
    restore() {
      if (original) Object.defineProperty(window, 'matchMedia', original);
      else Reflect.deleteProperty(window, 'matchMedia');
    },
  };
}

export interface ShellRenderOptions {
  lang?: LanguageCode;
  i18n?: I18n;
  store?: AppStore;
  auth?: AuthClient;
  config?: RuntimeConfig;
  loader?: RemoteLoader;
  /** Initial URL of a MemoryRouter around the element; `false` renders without a router. */
  route?: string | false;
}

/** Renders `ui` inside the providers the shell's App gives its tree (store, i18n, services, loader, theme, router). */
export function renderInShell(ui: ReactElement, options: ShellRenderOptions = {}) {
  const i18n = options.i18n ?? createShellI18n(options.lang ?? 'en');
  const store = options.store ?? createAppStore();
  const auth = options.auth ?? createMemoryAuthClient();
  const config = options.config ?? LOCAL_DEFAULT_CONFIG;
  const loader = options.loader ?? createFakeLoader().loader;
  const route = options.route ?? '/';
  const withRouter = (children: ReactNode) => (route === false ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>);
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider services={{ auth, config }}>
          <RemoteLoaderContext.Provider value={loader}>
            <ThemeProvider>{withRouter(ui)}</ThemeProvider>
          </RemoteLoaderContext.Provider>
        </ServicesProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, i18n, store, auth, config, loader };
}
