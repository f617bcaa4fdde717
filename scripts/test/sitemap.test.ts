/** scripts/pages/sitemap.mjs: sitemap.xml with the pages' languages, and robots.txt. */
import { MAX_SITEMAP_URLS, absoluteUrl, robotsTxt, sitemapXml } from '../pages/sitemap.mjs';

const LANGUAGES = { en: 'en', de: 'de', 'de-AT': 'de-at', 'zh-Hant': 'zh-hant' };
const page = (sitePath: string) => ({
  path: sitePath,
  alternates: Object.entries(LANGUAGES).map(([hreflang, prefix]) => ({ hreflang, path: `/${prefix}${sitePath === '/' ? '' : sitePath}` })),
});
const origin = 'https://tcgp.example';
const pages = [page('/'), page('/tier-list'), page('/deck/espeon-b3a-020&swablu-b1-196')];

/** The elements of a <url> entry, in order. */
const urls = (xml: string) => [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '');

describe('sitemapXml', () => {
  const xml = sitemapXml(pages, origin);

  it('is a urlset with the sitemap and xhtml namespaces and one <url> per page', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(urls(xml)).toHaveLength(pages.length);
  });

  it('is well-formed: every tag closed, no bare "&", no "<" inside a value', () => {
    const count = (re: RegExp) => (xml.match(re) ?? []).length;
    expect(count(/<url>/g)).toBe(count(/<\/url>/g));
    expect(count(/<loc>/g)).toBe(count(/<\/loc>/g));
    expect(count(/<urlset /g)).toBe(1);
    expect(count(/<xhtml:link [^<>]*\/>/g)).toBe(count(/<xhtml:link /g));
    // Every "&" starts an entity.
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    // Nothing but tags and text: every "<" opens one of the known elements.
    for (const tag of xml.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(/^<(\?xml .*\?|\/?urlset.*|\/?url|\/?loc|xhtml:link .*\/)>$/);
  });

  it('gives absolute URLs on the origin, escaping "&" of deck ids', () => {
    const deck = urls(xml)[2] ?? '';
    expect(deck).toContain('<loc>https://tcgp.example/deck/espeon-b3a-020&amp;swablu-b1-196</loc>');
    expect(deck).toContain('href="https://tcgp.example/de-at/deck/espeon-b3a-020&amp;swablu-b1-196"');
    expect(deck).not.toContain('020&swablu');
    expect(urls(xml)[0]).toContain('<loc>https://tcgp.example/</loc>');
    expect(sitemapXml([page('/tier-list')], 'https://tcgp.example/')).toContain('<loc>https://tcgp.example/tier-list</loc>');
  });

  it('lists every alternate of every page, plus x-default once', () => {
    urls(xml).forEach((entry, i) => {
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
      const sitePath = (pages[i] as { path: string }).path.replace(/&/g, '&amp;');
      const expected = Object.entries(LANGUAGES).map(([hreflang, prefix]) => [hreflang, `${origin}/${prefix}${sitePath === '/' ? '' : sitePath}`]);
      expect(links).toEqual([...expected, ['x-default', `${origin}${sitePath}`]]);
    });
  });

  it('takes the x-default a page gives', () => {
    const xml2 = sitemapXml(
      [
        {
          path: '/a',
          alternates: [
            { hreflang: 'en', path: '/en/a' },
            { hreflang: 'x-default', path: '/en/a' },
          ],
        },
      ],
      origin,
    );
    expect(xml2.match(/hreflang="x-default"/g)).toHaveLength(1);
    expect(xml2).toContain('hreflang="x-default" href="https://tcgp.example/en/a"');
  });

  it('percent-encodes what a URL cannot hold', () => {
    expect(absoluteUrl(origin, '/deck/pokémon ball')).toBe('https://tcgp.example/deck/pok%C3%A9mon%20ball');
  });

  it('refuses more pages than one sitemap may list', () => {
    expect(() =>
      sitemapXml(
        Array.from({ length: MAX_SITEMAP_URLS + 1 }, () => page('/')),
        origin,
      ),
    ).toThrow(RangeError);
  });
});

describe('robotsTxt', () => {
  it('allows everything and references the sitemap', () => {
    const robots = robotsTxt('https://tcgp.example/');
    expect(robots).toContain('User-agent: *\nAllow: /\n');
    expect(robots).not.toMatch(/Disallow: \//);
    expect(robots).toMatch(/^Sitemap: https:\/\/tcgp\.example\/sitemap\.xml$/m);
  });
});
