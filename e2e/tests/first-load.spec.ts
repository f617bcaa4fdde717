import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { offlineGoogle, stack } from '../support/stack';

/**
 * The first load: the prerendered HTML is the page before any JavaScript runs, in the
 * browser's language; the remote's content takes the place its skeleton reserved; and the bytes each
 * route downloads stay within the budgets (a byte count, not a timing: `npm run bench:web` times).
 */
const KB = 1024;

/** The top deck of the demo data (the first tile of the tier list): its page is one of the budgeted routes. */
function topDeckPath(): string {
  const decks = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../data/demo/free/best-decks.json'), 'utf8')) as {
    name: string;
    lists: { score: number }[];
  }[];
  const best = (d: (typeof decks)[number]) => Math.max(...d.lists.map((l) => l.score));
  const top = decks.reduce((a, b) => (best(b) > best(a) ? b : a));
  return `/deck/${encodeURIComponent(top.name.trim().toLowerCase().replace(/\s+/g, '-')).replace(/%26/g, '&')}`;
}

const REMOTE_ROUTES = [
  { path: '/tier-list', remote: 'tierlist', ready: '[data-remote="tierlist"] [data-deck-id]' },
  { path: '/deck', remote: 'deck', ready: '[data-remote="deck"] [data-card-id]' },
  { path: topDeckPath(), remote: 'deck', ready: '[data-remote="deck"] [data-stat="winRate"]' },
  { path: '/cards-list', remote: 'cards', ready: '[data-remote="cards"] [data-card-id]' },
  { path: '/expansion-list', remote: 'cards', ready: '[data-remote="cards"] h2' },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'de-DE' });

  test('the landing page shows its hero, header and footer in the browser language', async ({ page }) => {
    const { shellUrl } = stack();
    await page.goto(`${shellUrl}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pokémon TCG Pocket Tier-Liste');
    await expect(page.getByText('Die stärksten Wettbewerbsdecks, bewertet nach Turnierergebnissen und jede Woche aktualisiert.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tier-Liste ansehen' })).toHaveAttribute('href', '/tier-list');
    await expect(page.getByRole('navigation', { name: 'Haupt' }).getByRole('link', { name: 'Tier-Liste' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Sprache');
    await expect(page).toHaveTitle('Pokémon TCG Pocket Tier-Liste');
  });

  test('a route without a composed page (the collection) shows its title, description and skeleton in the browser language', async ({ page }) => {
    const { shellUrl } = stack();
    await page.goto(`${shellUrl}/collection`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meine Sammlung');
    await expect(page.locator('[data-skeleton="collection"]')).toBeVisible();
    await expect(page).toHaveTitle(/^Meine Sammlung/);
  });
});

test('robots.txt lets every page be indexed and llms.txt describes the site with a link to each page', async ({ request }) => {
  const { shellUrl } = stack();
  const robots = await request.get(`${shellUrl}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  // The published robots.txt: everything may be indexed, and where the sitemap is.
  expect(await robots.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${shellUrl}/sitemap.xml\n`);
  const llms = await request.get(`${shellUrl}/llms.txt`);
  expect(llms.status()).toBe(200);
  expect(llms.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await llms.text();
  expect(text.split('\n')[0]).toBe('# Pokémon TCG Pocket Tier List');
  const links = [...text.matchAll(/^- \[([^\]]+)\]\((\/[^)]*)\): \S/gm)].map((m) => m[2]);
  // The landing page, then the pages in the order remotes.manifest.json lists them (deck pages have their own).
  expect(links).toEqual(['/', '/tier-list', '/statistics', '/deck', '/cards-list', '/expansion-list', '/collection']);
});

/** Sums the layout shifts of the page (PerformanceObserver, buffered from the start of the load). */
async function watchLayoutShifts(page: Page): Promise<() => Promise<{ total: number; sources: string[] }>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName),
        );
        w.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => {
      const shifts = (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts;
      return { total: shifts.reduce((sum, s) => sum + s.value, 0), sources: shifts.flatMap((s) => s.sources) };
    });
}

test.describe('with a phone viewport', () => {
  test.use({ viewport: { width: 412, height: 823 }, locale: 'en-US' });

  test.beforeEach(async ({ context }) => {
    await offlineGoogle(context);
  });

  for (const route of REMOTE_ROUTES) {
    test(`${route.path}: the remote's content replaces the skeleton without a layout shift`, async ({ page }) => {
      const { shellUrl } = stack();
      const shifts = await watchLayoutShifts(page);
      await page.goto(shellUrl + route.path);
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      await expect(page.locator(route.ready).first()).toBeVisible();
      await page.waitForTimeout(300);
      const { total, sources } = await shifts();
      expect(total, `layout shifts of ${route.path}: ${sources.join(', ')}`).toBeLessThanOrEqual(0.02);
    });
  }

  test('the landing page does not shift while it starts', async ({ page }) => {
    const { shellUrl } = stack();
    const shifts = await watchLayoutShifts(page);
    await page.goto(`${shellUrl}/`);
    await expect(page.locator('[data-account-slot="signed-out"]')).toBeVisible();
    await page.waitForTimeout(300);
    const { total, sources } = await shifts();
    expect(total, sources.join(', ')).toBeLessThanOrEqual(0.02);
  });
});

/**
 * Compressed bytes of each kind a page's first load downloads (Chromium sends Accept-Encoding: br):
 * every request made before the route's page went live (the `tcgp:route-live` mark; until the network
 * is idle on a page without it). What starts once the page is live (the worker's registration, the next
 * page's code on sight) is not the first load.
 */
async function downloaded(page: Page, url: string, ready: string | null): Promise<{ js: number; data: number; requests: number }> {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => void finished.push(request));
  await page.goto(url, { waitUntil: 'load' });
  if (ready) await expect(page.locator(ready).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const live = await page.evaluate(() => {
    const mark = performance.getEntriesByName('tcgp:route-live', 'mark')[0];
    return mark ? performance.timeOrigin + mark.startTime : Infinity;
  });
  const all = await Promise.all(
    finished
      .filter((request) => request.timing().startTime < live)
      .map(async (request) => {
        const kind = request.resourceType() === 'script' ? 'js' : /\/data\/|premium-data/.test(request.url()) ? 'data' : 'other';
        const s = await request.sizes();
        return { kind, bytes: s.responseBodySize + s.responseHeadersSize };
      }),
  );
  const sum = (kind: string) => all.filter((s) => s.kind === kind).reduce((total, s) => total + s.bytes, 0);
  return { js: sum('js'), data: sum('data'), requests: all.length };
}

test.describe('byte budgets of the first load', () => {
  test.beforeEach(async ({ context }) => {
    await offlineGoogle(context);
  });

  test('the landing page downloads at most 150 KB of compressed JavaScript', async ({ page }) => {
    const { shellUrl } = stack();
    const bytes = await downloaded(page, `${shellUrl}/`, '[data-account-slot="signed-out"]');
    console.log(`/: JS ${(bytes.js / KB).toFixed(1)} KB, ${bytes.requests} requests`);
    expect(bytes.js).toBeLessThanOrEqual(150 * KB);
    expect(bytes.data).toBe(0);
  });

  for (const route of REMOTE_ROUTES) {
    test(`${route.path} downloads at most 205 KB of compressed JavaScript`, async ({ page }) => {
      const { shellUrl } = stack();
      const bytes = await downloaded(page, shellUrl + route.path, route.ready);
      console.log(`${route.path}: JS ${(bytes.js / KB).toFixed(1)} KB, data ${(bytes.data / KB).toFixed(1)} KB, ${bytes.requests} requests`);
      expect(bytes.js).toBeLessThanOrEqual(205 * KB);
    });
  }
});

test("a remote's scripts ask V8 to compile them while they stream in; the shell's do not", async ({ page, context, request }) => {
  await offlineGoogle(context);
  const { shellUrl } = stack();
  const urls = new Set<string>();
  page.on('requestfinished', (finished) => {
    if (finished.resourceType() === 'script') urls.add(finished.url());
  });
  await page.goto(`${shellUrl}/tier-list`);
  await expect(page.locator('[data-remote="tierlist"] [data-deck-id]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The same files, as the servers send them (the page's own copies are not all readable afterwards).
  const loaded = await Promise.all(
    [...urls].map(async (url) => ({
      url,
      fromShell: new URL(url).origin === new URL(shellUrl).origin,
      head: (await (await request.get(url)).text()).slice(0, 40),
    })),
  );
  const hinted = (s: { head: string }) => s.head.startsWith('//# allFunctionsCalledOnLoad\n');
  const remote = loaded.filter((s) => !s.fromShell);
  // The tier list remote's entry, its page and the libraries it brings.
  expect(remote.length).toBeGreaterThanOrEqual(3);
  expect(remote.filter((s) => !hinted(s)).map((s) => s.url)).toEqual([]);
  // The shell's scripts include code the landing page never runs: compiled lazily, as V8 decides.
  expect(loaded.filter((s) => s.fromShell && hinted(s)).map((s) => s.url)).toEqual([]);
});

test("a remote's scripts and styles are fetched with CORS, so the service worker can read and keep them", async ({ page, context, request }) => {
  await offlineGoogle(context);
  const { shellUrl } = stack();
  const tierlist = stack().remoteUrls.tierlist;
  const fromRemote = (href: string) => new URL(href, shellUrl).origin !== new URL(shellUrl).origin;
  // The composed page's preloads and style sheets of the remote, as served.
  const html = await (await request.get(`${shellUrl}/tier-list`)).text();
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((tag) => /rel="(preload|stylesheet)"/.test(tag));
  const remoteLinks = links.filter((tag) => fromRemote(/href="([^"]+)"/.exec(tag)?.[1] ?? '/'));
  expect(remoteLinks.length).toBeGreaterThanOrEqual(2);
  expect(remoteLinks.filter((tag) => !/\scrossorigin(\s|>|=)/.test(tag))).toEqual([]);
  // The scripts the remote's runtime adds while the page runs (its chunks; removed once loaded, so
  // recorded as they are added).
  await page.addInitScript(() => {
    const seen: { src: string; cors: string | null }[] = [];
    (window as unknown as { __addedScripts: typeof seen }).__addedScripts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src) seen.push({ src: node.src, cors: node.crossOrigin });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${shellUrl}/tier-list`);
  await expect(page.locator('[data-remote="tierlist"] [data-deck-id]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const origin = new URL(tierlist).origin;
  const scripts = (await page.evaluate(() => (window as unknown as { __addedScripts: { src: string; cors: string | null }[] }).__addedScripts)).filter((s) =>
    s.src.startsWith(origin),
  );
  expect(scripts.length).toBeGreaterThanOrEqual(1);
  expect(scripts.filter((s) => s.cors !== 'anonymous')).toEqual([]);
});
