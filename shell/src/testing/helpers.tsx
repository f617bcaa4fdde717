/**
 * Test helpers for the shell (not tests themselves): a fake RemoteLoader, a matchMedia mock and a
 * render function that provides everything the shell's components read from context.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { RouterHost } from '@tcgp/routing';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import {
  addNamespace,
  createAppStore,
  I18nextProvider,
  ServicesProvider,
  StoreProvider,
  type AppStore,
  type AuthClient,
  type LanguageCode,
  type RemoteName,
} from 'shared-contracts';
import type { RuntimeConfig } from '@tcgp/domain';
import { createI18n } from '@tcgp/i18n';
import { createMemoryAuthClient } from '@tcgp/dev-kit/testing';
import { loadShellTexts } from '../i18n';
import { RemoteLoaderContext } from '../remotes/RemoteModule';
import type { LoadedRemoteInfo, RegistryState, RemoteLoaderApi } from '../remotes/loader';
import { ThemeProvider } from '../theme/ThemeContext';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';

/** The page's i18n instance as the shell builds it, with the shell's texts. */
export async function createShellI18n(lng: LanguageCode = 'en'): Promise<I18n> {
  const i18n = await createI18n(lng);
  await addNamespace(i18n, 'shell', loadShellTexts);
  return i18n;
}

/** A promise that never settles: a remote that is still loading. */
export function pending<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

export interface FakeLoader {
  loader: RemoteLoaderApi;
  load: jest.Mock<Promise<ComponentType>, [RemoteName, string]>;
  reset: jest.Mock<void, [RemoteName]>;
  /** Notifies subscribers (the footer) after `loaded` changed. */
  setLoaded(next: LoadedRemoteInfo[]): void;
  /** Notifies subscribers (the startup notice) after the registry state changed. */
  setRegistryState(next: RegistryState): void;
}

/** A RemoteLoader stand-in whose `load` runs `impl` (by default: never resolves). */
export function createFakeLoader(impl: (remote: RemoteName, module: string) => Promise<ComponentType> = () => pending()): FakeLoader {
  let loaded: LoadedRemoteInfo[] = [];
  let registry: RegistryState = { status: 'ready', rejected: [] };
  const listeners = new Set<() => void>();
  const load = jest.fn<Promise<ComponentType>, [RemoteName, string]>(impl);
  const reset = jest.fn<void, [RemoteName]>();
  const fake: RemoteLoaderApi = {
    load,
    reset,
    getLoaded: () => loaded,
    getRegistryState: () => registry,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return {
    loader: fake,
    load,
    reset,
    setLoaded(next) {
      loaded = next;
      listeners.forEach((l) => l());
    },
    setRegistryState(next) {
      registry = next;
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
  loader?: RemoteLoaderApi;
  /** Initial URL of a MemoryRouter around the element; `false` renders without a router. */
  route?: string | false;
}

/** Renders `ui` inside the providers the shell's App gives its tree (store, i18n, services, loader, theme, router). */
export async function renderInShell(ui: ReactElement, options: ShellRenderOptions = {}) {
  const i18n = options.i18n ?? (await createShellI18n(options.lang ?? 'en'));
  const store = options.store ?? createAppStore();
  const auth = options.auth ?? createMemoryAuthClient();
  const config = options.config ?? LOCAL_DEFAULT_CONFIG;
  const loader = options.loader ?? createFakeLoader().loader;
  const route = options.route ?? '/';
  const withRouter = (children: ReactNode) => (route === false ? children : <RouterHost router={{ kind: 'memory', path: route }}>{children}</RouterHost>);
  const result = render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ServicesProvider services={{ auth, config }}>
          <RemoteLoaderContext.Provider value={loader}>
            <ThemeProvider>{withRouter(ui)}</ThemeProvider>
          </RemoteLoaderContext.Provider>
        </ServicesProvider>
      </I18nextProvider>
    </StoreProvider>,
  );
  return { ...result, i18n, store, auth, config, loader };
}
