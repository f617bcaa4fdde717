/**
 * Server entry of the shell (built by `webpack --env prerender`, run by scripts/prerender.mjs after the
 * client build): renders each page of the shell to HTML in each language. Remote routes render their
 * skeleton (the remote is never loaded here); the header is the visitor's while sign-in is unknown.
 * The client hydrates this HTML with the same components, so nothing is rendered twice.
 */
import { renderToString } from 'react-dom/server';
import { LANGUAGE_CODES, addNamespace, createAppStore, type AuthClient, type LanguageCode, type Texts } from 'shared-contracts';
import { createI18n, detectLanguage, parseAcceptLanguage } from '@tcgp/i18n';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';
import { App } from './App';
import { loadShellTexts } from './i18n';
import { pageMeta } from './layout/DocumentMeta';
import type { RemoteLoaderApi } from './remotes/loader';
import { REMOTE_ROUTES, prerenderedPath } from './routes';
import { THEME_BOOT_SCRIPT } from './theme/theme';

const never = <T,>() => new Promise<T>(() => undefined);

/** A loader that never loads: remote routes and slots render their fallbacks (skeleton, shell sign-in). */
const serverLoader: RemoteLoaderApi = {
  load: () => never(),
  reset: () => undefined,
  getLoaded: () => [],
  getRegistryState: () => ({ status: 'loading', rejected: [] }),
  subscribe: () => () => undefined,
};

const noAuth: AuthClient = {
  signInWithGoogle: () => never(),
  signOut: () => never(),
  onChange: () => () => undefined,
  getIdToken: () => Promise.resolve(null),
};

export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
  /** Shown by the entry script when the app's first chunk cannot load (no texts can load then either). */
  startFailed: string;
  /** The shell texts the page was rendered with (the client loads the same module). */
  texts: Texts;
}

export async function renderPage(language: LanguageCode, path: string): Promise<PrerenderedPage> {
  const i18n = await createI18n(language);
  await addNamespace(i18n, 'shell', loadShellTexts);
  const html = renderToString(
    <App
      store={createAppStore()}
      i18n={i18n}
      services={{ auth: noAuth, config: LOCAL_DEFAULT_CONFIG }}
      loader={serverLoader}
      router={{ kind: 'static', path }}
    />,
  );
  const meta = pageMeta(i18n.getFixedT(language, 'shell'), path);
  return { html, ...meta, startFailed: i18n.getFixedT(language, 'shell')('startup.failed'), texts: await loadShellTexts(language) };
}

/** The pages to prerender: the landing page and one per remote route (`/deck/:deckId` as `/deck/_`). */
export const PAGES: readonly { path: string; file: string; prefetch: readonly string[] }[] = [
  { path: '/', file: 'index.html', prefetch: [] },
  ...REMOTE_ROUTES.map((r) => {
    const path = r.path.replace('/:deckId', '/_');
    return { path, file: `${path.slice(1)}/index.html`, prefetch: r.prefetch };
  }),
];

export { THEME_BOOT_SCRIPT };

/** The shared libraries the shell starts with (their chunks are preloaded by the prerendered pages). */
export const FIRST_SHARED: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  'shared-contracts',
];

/**
 * Folders of the prerendered pages per language, in the layout of Firebase Hosting's i18n rewrites
 * (`localized/<language>[_<country>]/...`; the country there comes from the visitor's IP address).
 */
export const LANGUAGE_FOLDERS: Record<LanguageCode, readonly string[]> = {
  en: ['en'],
  de: ['de'],
  'de-AT': ['de_at'],
  es: ['es'],
  fr: ['fr'],
  ja: ['ja'],
  ko: ['ko'],
  'zh-Hans': ['zh', 'zh_cn', 'zh_sg'],
  'zh-Hant': ['zh_tw', 'zh_hk', 'zh_mo'],
};

export { LANGUAGE_CODES };

/**
 * The prerendered file (relative to the shell's dist folder) a local server answers a page request
 * with: the page of the route in the language the browser asks for (`Accept-Language`, the same rule
 * as the client's detection). Production does the same with Firebase Hosting's i18n rewrites.
 */
export function documentFor(pathname: string, acceptLanguage: string | undefined): string {
  const language = detectLanguage(parseAcceptLanguage(acceptLanguage));
  const page = PAGES.find((p) => p.path === prerenderedPath(pathname)) ?? PAGES[0];
  return `localized/${LANGUAGE_FOLDERS[language][0]}/${page?.file ?? 'index.html'}`;
}
