// sitemap.xml and robots.txt of the published site: every page with its addresses in every language
// (hreflang alternates), so search engines find each page and show the one in the searcher's language.

import { escapeXml } from './xml.mjs';

/** The most URLs one sitemap file may list (sitemaps.org); more need a sitemap index. */
export const MAX_SITEMAP_URLS = 50_000;

/**
 * A page of the sitemap: its path and its paths in every language.
 * @typedef {{ path: string, alternates: { hreflang: string, path: string }[] }} SitemapPage
 */

export { escapeXml };

/**
 * The absolute URL of a path on the origin, percent-encoded where a URL must be (spaces, non-ASCII);
 * `&` and the other characters a path may hold stay as they are.
 * @param {string} origin  `https://example.com` (a trailing slash is ignored)
 * @param {string} sitePath  `/deck/a&b`
 */
export function absoluteUrl(origin, sitePath) {
  const base = origin.replace(/\/+$/, '');
  return new URL(`${base}${sitePath.startsWith('/') ? '' : '/'}${sitePath}`).href;
}

/**
 * The sitemap: one <url> per page with its <loc> and an <xhtml:link rel="alternate"> per language,
 * plus `x-default` (the page's alternate of that name if it has one, else the page's own path: the
 * address without a language prefix serves the visitor's language).
 * @param {SitemapPage[]} pages
 * @param {string} origin  the site's public origin, `https://example.com`
 * @returns {string}
 */
export function sitemapXml(pages, origin) {
  if (pages.length > MAX_SITEMAP_URLS) throw new RangeError(`a sitemap lists at most ${MAX_SITEMAP_URLS} pages, not ${pages.length}`);
  const url = (/** @type {string} */ sitePath) => escapeXml(absoluteUrl(origin, sitePath));
  const link = (/** @type {string} */ hreflang, /** @type {string} */ sitePath) =>
    `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${url(sitePath)}"/>`;
  const entries = pages.map((page) => {
    const languages = page.alternates.filter((a) => a.hreflang !== 'x-default');
    const xDefault = page.alternates.find((a) => a.hreflang === 'x-default')?.path ?? page.path;
    return ['  <url>', `    <loc>${url(page.path)}</loc>`, ...languages.map((a) => link(a.hreflang, a.path)), link('x-default', xDefault), '  </url>'].join(
      '\n',
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: every crawler may read every page; the sitemap is at /sitemap.xml.
 * @param {string} origin  the site's public origin
 * @returns {string}
 */
export function robotsTxt(origin) {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n');
}
