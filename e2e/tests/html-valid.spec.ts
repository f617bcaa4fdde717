import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { stack } from '../support/stack';

/**
 * Every published page is valid HTML by html-validate's standard preset (the configuration of
 * `.htmlvalidate.json`): the documents as the site serves them, the pages composed from the remotes'
 * server builds (every page of the sitemap in English, a deck page in every language) and the shell's
 * prerendered documents of the routes the sitemap leaves out (the landing page, the collection, a deck
 * page the render never made).
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const validator = new HtmlValidate(JSON.parse(readFileSync(path.join(repoRoot, '.htmlvalidate.json'), 'utf8')) as ConfigData);

/** The text of an XML attribute or element (the sitemap's five entities). */
const decode = (text: string) =>
  text.replace(/&(amp|apos|quot|lt|gt);/g, (_, name: string) => ({ amp: '&', apos: "'", quot: '"', lt: '<', gt: '>' })[name] ?? '');

/** The sitemap's addresses (`<loc>`) and the deck page alternates of its first deck page, as paths. */
async function publishedPaths(request: APIRequestContext): Promise<{ english: string[]; deckInEveryLanguage: string[] }> {
  const { shellUrl } = stack();
  const sitemap = await (await request.get(`${shellUrl}/sitemap.xml`)).text();
  const english = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1] ?? '')).pathname);
  const entries = sitemap.split('<url>').slice(1);
  const deckEntry = entries.find((entry) => /<loc>[^<]*\/deck\/[^<]+<\/loc>/.test(entry)) ?? '';
  const deckInEveryLanguage = [...deckEntry.matchAll(/hreflang="[^"]+" href="([^"]+)"/g)].map((m) => new URL(decode(m[1] ?? '')).pathname);
  return { english, deckInEveryLanguage };
}

/** What html-validate finds in the document at `pagePath`, one line per message. */
async function problemsOf(request: APIRequestContext, pagePath: string, status = 200): Promise<string[]> {
  const response = await request.get(`${stack().shellUrl}${pagePath}`, { headers: { 'Accept-Language': 'en' } });
  expect(response.status(), pagePath).toBe(status);
  const html = await response.text();
  const report = await validator.validateString(html, pagePath);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${pagePath}:${m.line}:${m.column} ${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ''}`),
  );
}

test('every published page passes html-validate:standard', async ({ request }) => {
  const { english, deckInEveryLanguage } = await publishedPaths(request);
  // The sitemap lists the tier list, statistics, the finder, the deck pages and both cards pages.
  for (const page of ['/tier-list', '/statistics', '/deck', '/cards-list', '/expansion-list']) expect(english).toContain(page);
  expect(english.filter((p) => p.startsWith('/deck/')).length).toBeGreaterThan(0);
  expect(deckInEveryLanguage.length).toBeGreaterThanOrEqual(9);
  // Prerendered by the shell alone: the landing page, the collection and the deck route's page (what
  // an unknown deck's address gets, with a 404 status).
  const shellOnly = ['/', '/collection'];
  const paths = [...new Set([...english, ...deckInEveryLanguage, ...shellOnly])];
  const problems = (await Promise.all([...paths.map((p) => problemsOf(request, p)), problemsOf(request, '/deck/no-such-deck-zz-999', 404)])).flat();
  expect(problems).toEqual([]);
});
