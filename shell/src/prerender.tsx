/**
 * Server entry of the shell (built by `webpack --env prerender`, run by scripts/prerender.mjs after the
 * client build): renders each page of the shell to HTML in each language. Remote routes render their
 * skeleton (the remote is never loaded here); the header is the visitor's while sign-in is unknown.
 * The client hydrates this HTML with the same components, so nothing is rendered twice.
 */
import { renderToString } from 'react-dom/server';
import { LANGUAGES, LANGUAGE_CODES, addNamespace, createAppStore, type AuthClient, type LanguageCode, type Texts } from 'shared-contracts';
import { createI18n, detectLanguage, parseAcceptLanguage, splitLanguagePath } from '@tcgp/i18n';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';
import { pagePathOf } from '@tcgp/routing';
import { App } from './App';
import { loadShellTexts } from './i18n';
import { pageMeta } from './layout/DocumentMeta';
import type { RemoteLoaderApi } from './remotes/loader';
import { NOT_FOUND_PATH, REMOTE_ROUTES, matchRemoteRoute, prerenderedPath } from './routeTable';
import { THEME_BOOT_SCRIPT } from './theme/theme';
import { VIEW_BOOT_SCRIPT } from './composed/viewMark';
import { TAP_CAPTURE_SCRIPT } from './composed/tapCapture';
import type { ComposedPage } from './composed/ComposedView';

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
  /** The site's name in the page language (deck pages' titles end with it). */
  siteName: string;
}

/** A remote's markup for the page's route, rendered by the remote's server build (the page renderer gives it). */
export type ComposedContent = Omit<ComposedPage, 'personal'>;

/**
 * The page of `path` in `language`: the shell's header and footer around the landing page, the route's
 * skeleton, or (given `composed`) the remote's own markup for the route.
 */
export async function renderPage(language: LanguageCode, path: string, composed?: ComposedContent): Promise<PrerenderedPage> {
  const i18n = await createI18n(language);
  await addNamespace(i18n, 'shell', loadShellTexts);
  const html = renderToString(
    <App
      store={createAppStore()}
      i18n={i18n}
      services={{ auth: noAuth, config: LOCAL_DEFAULT_CONFIG }}
      loader={serverLoader}
      router={{ kind: 'static', path }}
      composed={composed ? { page: { ...composed, personal: false } } : null}
    />,
  );
  const t = i18n.getFixedT(language, 'shell');
  const meta = pageMeta(t, path);
  return { html, ...meta, siteName: t('footer.title'), startFailed: t('startup.failed'), texts: await loadShellTexts(language) };
}

/**
 * The inline script of every page's head: the remembered theme, whether the visit's own view may differ
 * from the published one, and the taps kept until their part is live.
 */
export const HEAD_SCRIPT = `${THEME_BOOT_SCRIPT}${VIEW_BOOT_SCRIPT}${TAP_CAPTURE_SCRIPT}`;

/**
 * Routes whose pages are never indexed: the comparison of two decks (any pair of decks, one page per
 * pair would be too many; docs/product-rules.md).
 */
const UNLISTED_ROUTES: ReadonlySet<string> = new Set(['compare']);

/**
 * The pages to prerender: the landing page, one per remote route (`/deck/:deckId` as `/deck/_`) and
 * "page not found" (`404.html`, served with status 404 for any other address; `noindex`). The
 * comparison's skeleton (`/compare/_`) is `noindex` too.
 */
export const PAGES: readonly { path: string; file: string; prefetch: readonly string[]; noindex?: boolean }[] = [
  { path: '/', file: 'index.html', prefetch: [] },
  ...REMOTE_ROUTES.map((r) => {
    const path = pagePathOf(r.path);
    return { path, file: `${path.slice(1)}/index.html`, prefetch: r.prefetch, ...(UNLISTED_ROUTES.has(r.key) ? { noindex: true } : {}) };
  }),
  { path: NOT_FOUND_PATH, file: '404.html', prefetch: [], noindex: true },
];

export { THEME_BOOT_SCRIPT };

// What the page renderer (scripts/pages/render.mjs) checks with the shell's own rules: the registry's
// allowlist, the manifest check and the contract rule are the browser's, applied at publish time too.
export { filterRegistry } from './remotes/registry';
export { checkManifest } from './remotes/plugins/manifestGuard';
export { contractMismatch } from './remotes/compatibility';
export { parseRuntimeConfig, resolveManifest } from '@tcgp/schemas';
export { REMOTE_ROUTES } from './routeTable';
export { pagePathOf };
export { CONTRACT_VERSION, ROUTES, deckPath } from 'shared-contracts';

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
 * What a page that reads the data set (every remote route) also starts with: the contract's data API and
 * the RTK Query it builds on (preloaded beside the first chunks, not discovered once the remote asks).
 */
export const DATA_PAGE_SHARED: readonly string[] = ['shared-contracts/data-api', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'];

/**
 * Folders of the prerendered pages per language, in the layout of Firebase Hosting's i18n rewrites
 * (`localized/<language>[_<country>]/...`): `hostingFolders` of LANGUAGES; pages go to the first.
 */
export const LANGUAGE_FOLDERS = Object.fromEntries(
  LANGUAGES.map(({ code, hostingFolders: [first, ...others] }) => {
    if (first === undefined) throw new Error(`shared-contracts/src/languages.json: ${code} has no hostingFolders`);
    return [code, [first, ...others] as const];
  }),
) as Record<LanguageCode, readonly [string, ...string[]]>;

export { LANGUAGE_CODES };

/**
 * The prerendered file (relative to the shell's dist folder) a local server answers a page request
 * with: the page of the route in the language the browser asks for (`Accept-Language`, the same rule
 * as the client's detection). Production does the same with Firebase Hosting's i18n rewrites.
 */
export function documentFor(pathname: string, acceptLanguage: string | undefined): string {
  const addressed = splitLanguagePath(pathname);
  const language = addressed.language ?? detectLanguage(parseAcceptLanguage(acceptLanguage));
  const page = PAGES.find((p) => p.path === prerenderedPath(addressed.path)) ?? PAGES[0];
  // Any address that is no page of the site: "page not found" (404.html, answered with status 404).
  return `localized/${LANGUAGE_FOLDERS[language][0]}/${page?.file ?? 'index.html'}`;
}

/**
 * The page the renderer composed for exactly this address (relative to its output folder), in the
 * language of its prefix or of `Accept-Language`; the server answers with it when it exists, else with
 * {@link documentFor}. Null for an address that cannot name a page file.
 */
export function composedDocumentFor(pathname: string, acceptLanguage: string | undefined): string | null {
  const addressed = splitLanguagePath(pathname);
  const language = addressed.language ?? detectLanguage(parseAcceptLanguage(acceptLanguage));
  let segments: string[];
  try {
    segments = addressed.path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.some((s) => s.startsWith('.') || /[\\/\0]/.test(s))) return null;
  return ['localized', LANGUAGE_FOLDERS[language][0], ...segments, 'index.html'].join('/');
}

/** The "page not found" page (relative to the shell's dist folder) in the language of the address or of `Accept-Language`. */
export function notFoundDocumentFor(pathname: string, acceptLanguage: string | undefined): string {
  const language = splitLanguagePath(pathname).language ?? detectLanguage(parseAcceptLanguage(acceptLanguage));
  return `localized/${LANGUAGE_FOLDERS[language][0]}/404.html`;
}

/**
 * The deck ids of the archetypes of a data set's best-decks.json: the name lower-cased, whitespace as
 * hyphens (the deck id rule of docs/product-rules.md, `deckIdFromName` of @tcgp/rules).
 */
export function deckIdsOf(archetypes: readonly { name: string }[]): Set<string> {
  return new Set(archetypes.map((a) => a.name.trim().toLowerCase().replace(/\s+/g, '-')));
}

/**
 * The deck id a deck page's address names (`/de/deck/a%26b` -> `a&b`), or null for another address and
 * for `/deck/_`, the deck route's own page (the skeleton the service worker keeps for decks never opened).
 */
export function deckIdOfPath(pathname: string): string | null {
  const { path } = splitLanguagePath(pathname);
  const route = matchRemoteRoute(path);
  if (route?.key !== 'deckDetail') return null;
  try {
    const id = decodeURIComponent(path.replace(/\/+$/, '').split('/').pop() ?? '');
    return id === '_' ? null : id;
  } catch {
    return null;
  }
}

export { LANGUAGE_PREFIXES, languagePath, splitLanguagePath } from '@tcgp/i18n';
