// The tags of a published page's <head> that link previews and search engines read: Open Graph, the
// X (Twitter) card, the canonical address and the page's addresses in the other languages.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @import { Language, LanguageCode } from 'shared-contracts' */

/**
 * The site's languages as the contract declares them (LANGUAGES: shared-contracts/src/languages.json,
 * read as JSON because plain node cannot import the contract's TypeScript).
 * @type {Readonly<Record<LanguageCode, Omit<Language, 'code'>>>}
 */
const LANGUAGE_FACTS = JSON.parse(
  readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared-contracts/src/languages.json'), 'utf8'),
);

/**
 * The og:locale of each of the site's languages (`ogLocale` of its entry in LANGUAGES).
 * @type {Readonly<Record<LanguageCode, string>>}
 */
export const OG_LOCALES = /** @type {Record<LanguageCode, string>} */ (
  Object.fromEntries(Object.entries(LANGUAGE_FACTS).map(([code, language]) => [code, language.ogLocale]))
);

/** The size of the preview images (scripts/pages/preview.mjs). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Text escaped for an HTML attribute value in double quotes (and for text content). */
export const escapeAttribute = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The og:locale for a language: a site language code (`de-AT`) is looked up in OG_LOCALES; a value
 * that already is a locale (`de_AT`) is kept; any other tag has its `-` turned into `_`.
 * @param {string} locale
 */
export function ogLocale(locale) {
  if (Object.hasOwn(OG_LOCALES, locale)) return OG_LOCALES[/** @type {LanguageCode} */ (locale)];
  return locale.replace(/-/g, '_');
}

/**
 * @typedef {object} HeadInput
 * @property {string} title  the page's title as the browser tab shows it
 * @property {string} description
 * @property {string} url  the page's own absolute address (canonical, og:url)
 * @property {string} image  the absolute address of its preview image (1200×630)
 * @property {string} imageAlt
 * @property {string} siteName
 * @property {string} locale  the page's language: a site language code (`de-AT`) or an og:locale (`de_AT`)
 * @property {{ hreflang: string, href: string }[]} alternates  the page's absolute address in every language;
 *   an `x-default` entry is the address for other languages; without one, the `en` address is (else `url`)
 */

/**
 * The page's link-preview and search tags, one a line.
 * @param {HeadInput} input
 * @returns {string}
 */
export function headTags({ title, description, url, image, imageAlt, siteName, locale, alternates }) {
  const meta = (/** @type {'property' | 'name'} */ kind, /** @type {string} */ key, /** @type {string | number} */ content) =>
    `<meta ${kind}="${key}" content="${escapeAttribute(String(content))}">`;
  const link = (/** @type {string} */ rel, /** @type {string} */ href, /** @type {string} */ hreflang = '') =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${escapeAttribute(hreflang)}"` : ''} href="${escapeAttribute(href)}">`;
  const languages = alternates.filter((a) => a.hreflang !== 'x-default');
  const xDefault = alternates.find((a) => a.hreflang === 'x-default')?.href ?? languages.find((a) => a.hreflang === 'en')?.href ?? url;
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocale(locale)),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', OG_IMAGE_WIDTH),
    meta('property', 'og:image:height', OG_IMAGE_HEIGHT),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    link('canonical', url),
    ...languages.map((a) => link('alternate', a.href, a.hreflang)),
    link('alternate', xDefault, 'x-default'),
  ].join('\n');
}
