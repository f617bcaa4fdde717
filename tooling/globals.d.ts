/** Inlined by webpack's DefinePlugin at build time (see tooling/webpack/buildVariables.mjs); set by jest globals in tests. */
declare const __CONTRACT_VERSION__: string;
declare const __BUILD_LABEL__: string;

/** A page of the site, as remotes.manifest.json declares it (tooling/remotes.mjs checks the file). */
interface SitePage {
  /** The page's name: the contract's ROUTES key for the pages others link to, and its texts' key (`meta.<id>`). */
  readonly id: string;
  /** `/news`, or `/news/:postId`. */
  readonly path: string;
  /** The exposed module that renders it. */
  readonly module: string;
  readonly skeleton: 'tiers' | 'deck' | 'statistics' | 'collection' | 'page';
  /** Data files the prerendered page preloads. */
  readonly prefetch: readonly string[];
  /** Listed in the site's menu after the shell's own pages. */
  readonly menu?: boolean;
}
/** A page's title, heading and description in one language. */
interface SitePageTexts {
  readonly title: string;
  readonly heading: string;
  readonly description: string;
}
/** A remote of remotes.manifest.json: its name, its exposed modules besides `./setup`, and its pages. */
interface SiteRemote {
  readonly name: string;
  readonly modules: readonly string[];
  readonly pages: readonly SitePage[];
}
/** The remotes and pages of remotes.manifest.json (tooling/remotes.mjs `siteRemotes`); jest globals in tests. */
declare const __SITE_REMOTES__: readonly SiteRemote[];
/**
 * Title, heading and description of the pages the shell has no texts of, by language and page id
 * (remotes.manifest.json `texts`, English where a page has none in a language; tooling/remotes.mjs
 * `sitePageTexts`). Read as `__SITE_PAGE_TEXTS__['de']` in a language's texts module, so each inlines its
 * own language's only; jest globals in tests.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a file of globals imports nothing (an import makes it a module)
declare const __SITE_PAGE_TEXTS__: Readonly<Record<import('shared-contracts').LanguageCode, Readonly<Record<string, SitePageTexts>>>>;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
