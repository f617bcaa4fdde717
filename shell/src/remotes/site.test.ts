/**
 * A remote added to remotes.manifest.json (as `npm run new:remote` adds one) is composed from that entry
 * alone: the route table, the prerendered page, the worker's page list, the menu and the page's texts
 * read the build's `__SITE_REMOTES__`, and nothing else changes.
 */
const NEWS: SiteRemote = {
  name: 'news',
  modules: ['NewsPage'],
  pages: [
    {
      id: 'news',
      path: '/news',
      module: 'NewsPage',
      skeleton: 'page',
      prefetch: ['meta.json'],
      menu: true,
    },
  ],
};
/** Its page's texts, as the manifest gives them. */
const NEWS_TEXTS = {
  en: { title: 'News · TCG Pocket', heading: 'News', description: 'What is new.' },
  de: { title: 'Neuigkeiten · TCG Pocket', heading: 'Neuigkeiten', description: 'Was es Neues gibt.' },
};

/** The jest globals standing in for DefinePlugin's `__SITE_REMOTES__` and `__SITE_PAGE_TEXTS__`. */
const globals = globalThis as unknown as { __SITE_REMOTES__: readonly SiteRemote[]; __SITE_PAGE_TEXTS__: typeof __SITE_PAGE_TEXTS__ };
const declared = globals.__SITE_REMOTES__;
const declaredTexts = globals.__SITE_PAGE_TEXTS__;
/** The page texts of the build with the news page (English in a language the manifest gives none, as tooling/remotes.mjs does). */
const textsWithNews = Object.fromEntries(
  Object.entries(declaredTexts).map(([code, pages]) => [code, { ...pages, news: code === 'de' ? NEWS_TEXTS.de : NEWS_TEXTS.en }]),
) as unknown as typeof __SITE_PAGE_TEXTS__;

/** A module of the shell, loaded afresh with the news remote in the build's remotes. */
async function withNews<T>(load: () => Promise<T>): Promise<T> {
  let loaded: T | undefined;
  globals.__SITE_REMOTES__ = [...declared, NEWS];
  globals.__SITE_PAGE_TEXTS__ = textsWithNews;
  try {
    await jest.isolateModulesAsync(async () => {
      loaded = await load();
    });
  } finally {
    globals.__SITE_REMOTES__ = declared;
    globals.__SITE_PAGE_TEXTS__ = declaredTexts;
  }
  return loaded as T;
}

describe('a remote declared in remotes.manifest.json only', () => {
  it('is a remote of the site, and its route goes to its module', async () => {
    const { isSiteRemote } = await withNews(() => import('./site'));
    expect(isSiteRemote('news')).toBe(true);
    expect(isSiteRemote('__proto__')).toBe(false);
    const table = await withNews(() => import('../routeTable'));
    expect(table.matchRemoteRoute('/news')).toMatchObject({ key: 'news', remote: 'news', module: 'NewsPage', skeleton: 'page', menu: true });
    expect(table.prerenderedPath('/news')).toBe('/news');
    expect(table.isKnownPath('/news/')).toBe(true);
  });

  it('is prerendered, kept by the worker as a page, and listed in the menu', async () => {
    const { PAGES } = await withNews(() => import('../prerender'));
    expect(PAGES).toContainEqual({ path: '/news', file: 'news/index.html', prefetch: ['meta.json'] });
    const { PAGE_PATHS, fallbackPage } = await withNews(() => import('../offline/policy'));
    expect(PAGE_PATHS).toContain('/news');
    expect(fallbackPage('/de/news')).toBe('/de/news');
    const { PAGE_LINKS } = await withNews(() => import('../layout/SiteMenu'));
    expect(PAGE_LINKS.at(-1)).toEqual({ to: '/news', key: 'meta.news.heading' });
  });

  it("has its page texts in the shell's texts, in the page language (English where the manifest has none)", async () => {
    type Loaded = { meta: Record<string, { heading: string }> };
    // Each language's texts module is loaded with the build's page texts (it inlines its own language's).
    const [de, ja] = await withNews(async () => {
      const { loadShellTexts } = await import('../i18n');
      return [(await loadShellTexts('de')) as Loaded, (await loadShellTexts('ja')) as Loaded];
    });
    expect(de.meta.news?.heading).toBe('Neuigkeiten');
    expect(de.meta.tierList?.heading).toBeTruthy();
    expect(ja.meta.news?.heading).toBe('News');
  });

  it('is not known without its entry', async () => {
    const { isSiteRemote } = await import('./site');
    expect(isSiteRemote('news')).toBe(false);
  });
});
