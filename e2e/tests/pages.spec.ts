import { execFile } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { entriesForOneTap } from '../support/finder';
import { collectPageErrors, offlineGoogle, stack, swapRegistry } from '../support/stack';

/**
 * Pages composed at publish time from the remotes' server builds: the content is in the HTML (readers
 * without JavaScript, search engines, link previews), the browser hydrates it without a mismatch, and a
 * player's own view is never shown as the published one.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The site's language codes: the keys of the contract's language table (the specs run without its TypeScript). */
const LANGUAGE_CODES = Object.keys(JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/src/languages.json'), 'utf8')) as object);
const run = promisify(execFile);

interface BestDeck {
  name: string;
  lists: { cards: string[]; score: number }[];
}

/** The best deck of the published data set (its page is `/deck/<name>`). */
function topDeck(): BestDeck {
  const bestDecks = JSON.parse(readFileSync(path.join(repoRoot, 'data/demo/free/best-decks.json'), 'utf8')) as BestDeck[];
  const [top] = [...bestDecks].sort((a, b) => (b.lists[0]?.score ?? 0) - (a.lists[0]?.score ?? 0));
  if (!top) throw new Error('the demo data has no deck');
  return top;
}
const topDeckId = () => topDeck().name;

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The content of `<meta property|name="key">` or null. */
function meta(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1]?.replace(/&amp;/g, '&') ?? null;
}

/** Console messages that report a hydration problem or an error. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  return problems;
}

test.describe('without JavaScript the pages carry their content', () => {
  test.use({ javaScriptEnabled: false });

  test('in English: the tier list, the finder, a deck page and the best cards', async ({ page }) => {
    const { shellUrl } = stack();
    await page.goto(`${shellUrl}/tier-list`);
    await expect(page.locator('[data-tier="S"] [data-deck-id]').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tier List' })).toBeVisible();
    await page.goto(`${shellUrl}/deck`);
    await expect(page.locator('[data-best-deck] [data-card-id]').first()).toBeVisible();
    await page.goto(`${shellUrl}/deck/${topDeckId()}`);
    await expect(page.locator('[data-stat="winRate"] dd:first-of-type')).toHaveText(/\d+\.\d%/);
    await page.goto(`${shellUrl}/cards-list`);
    await expect(page.locator('[data-tier] [data-card-id]').first()).toBeVisible();
  });

  test.describe('in German', () => {
    test.use({ locale: 'de-DE' });

    test('by the browser language and by the German address', async ({ page }) => {
      const { shellUrl } = stack();
      await page.goto(`${shellUrl}/tier-list`);
      await expect(page.getByRole('heading', { level: 1, name: 'Tier-Liste' })).toBeVisible();
      await expect(page.locator('[data-tier="S"] [data-deck-id]').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await page.goto(`${shellUrl}/de/deck/${topDeckId()}`);
      await expect(page.locator('[data-stat="winRate"] dd:first-of-type')).toHaveText(/^\d+,\d\s%/);
    });
  });
});

test.describe('hydration', () => {
  test.beforeEach(async ({ context }) => {
    await offlineGoogle(context);
  });

  for (const route of ['/tier-list', '/deck', '/deck/<top>', '/cards-list', '/expansion-list', '/statistics', '/de/tier-list']) {
    test(`${route}: the published nodes become the live page with no mismatch`, async ({ page }) => {
      const { shellUrl } = stack();
      const problems = watchConsole(page);
      const errors = collectPageErrors(page);
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { published: Element | null }).published = document.querySelector('[data-view-root][data-composed] *');
        });
      });
      await page.goto(`${shellUrl}${route.replace('<top>', () => topDeckId())}`);
      await page.waitForFunction(() => performance.getEntriesByName('tcgp:route-live').length > 0);
      const state = await page.evaluate(() => ({
        composed: document.querySelector('[data-view-root]')?.getAttribute('data-composed') ?? null,
        same: (window as unknown as { published: Element | null }).published === document.querySelector('[data-view-root] *'),
      }));
      // Hydrated: the nodes of the HTML are the page's (nothing was rendered again), still marked as composed.
      expect(state.composed).toMatch(/^(tierlist|deck|cards)@/);
      expect(state.same).toBe(true);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a tap on a card of the finder works once the page is live', async ({ page }) => {
    const { shellUrl } = stack();
    await page.goto(`${shellUrl}/deck`);
    await page.waitForFunction(() => performance.getEntriesByName('tcgp:route-live').length > 0);
    await expect(page.locator('[data-remote="deck"] [data-missing-cards]').first()).toHaveAttribute('data-missing-cards', '0');
    const card = page.locator('[data-best-deck] button[data-card-id]').first();
    const entries = await entriesForOneTap(card);
    await card.click();
    await expect(page.locator('[data-remote="deck"] [data-missing-cards]').first()).toHaveAttribute('data-missing-cards', entries);
  });
});

test("a returning player's marked cards are never shown as ignored, and nothing shifts", async ({ page, context }) => {
  const { shellUrl } = stack();
  await offlineGoogle(context);
  // A card of the top deck marked missing on an earlier visit.
  const cardId = (topDeck().lists[0]?.cards[0] ?? '').split(':')[1] ?? '';
  await page.addInitScript((id) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('tcgp.collection.v1', JSON.stringify({ version: 1, missing: [id], updatedAt: '2026-11-01T00:00:00.000Z' }));
      window.sessionStorage.setItem('seeded', '1');
    }
    const w = window as unknown as { firstPaint?: { view: string | null; label: string; opacity: string }; shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.querySelector('[data-view-root][data-composed]');
      const label = document.querySelector('[data-view-updating]');
      w.firstPaint = {
        view: document.documentElement.getAttribute('data-view'),
        label: label ? getComputedStyle(label).display : 'none',
        opacity: root ? getComputedStyle(root).opacity : '1',
      };
    });
  }, cardId);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(`${shellUrl}/tier-list`);
  const first = await page.evaluate(() => (window as unknown as { firstPaint: { view: string | null; label: string; opacity: string } }).firstPaint);
  // Before any script of the app ran, the published tiers are marked as not theirs.
  expect(first.view).toBe('personal');
  expect(first.label).not.toBe('none');
  expect(Number(first.opacity)).toBeLessThan(1);
  // Their own view replaces it: the card is listed as missing, and the content is no longer the published one.
  await expect(page.locator('[data-remote="tierlist"] [data-missing-cards]').first()).toHaveAttribute('data-missing-cards', '1');
  await expect(page.locator('[data-view-root]')).not.toHaveAttribute('data-composed');
  await expect(page.locator('[data-view-updating]')).toHaveCount(0);
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  expect(shifts).toBeLessThanOrEqual(0.02);
});

test('a deck page has its own title, description, link-preview tags, language alternates and preview image', async ({ request }) => {
  const { shellUrl } = stack();
  const id = topDeckId();
  const response = await request.get(`${shellUrl}/deck/${id}`, { headers: { 'Accept-Language': 'en' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  expect(title).toMatch(/ — list, matchups and tier \| TCG Pocket Tier List$/);
  expect(meta(html, 'description')).toMatch(/tier [SABCDE]/);
  expect(meta(html, 'og:title')).toBe(title);
  expect(meta(html, 'og:url')).toBe(`${shellUrl}/deck/${id}`);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(html.replace(/&amp;/g, '&')).toContain(`<link rel="canonical" href="${shellUrl}/deck/${id}"`);
  const hreflangs = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]);
  expect(hreflangs).toEqual(expect.arrayContaining([...LANGUAGE_CODES, 'x-default']));
  const image = meta(html, 'og:image');
  expect(image).toBe(`${shellUrl}/og/deck/${id}.png`);
  const png = await request.get(image ?? '');
  expect(png.headers()['content-type']).toBe('image/png');
  expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });
  // The German page of the same deck: its own language, the same image.
  const german = await (await request.get(`${shellUrl}/de/deck/${id}`)).text();
  expect(german).toContain('<html lang="de"');
  expect(german.replace(/&amp;/g, '&')).toContain(`<link rel="canonical" href="${shellUrl}/de/deck/${id}"`);
  expect(meta(german, 'og:locale')).toBe('de_DE');
  expect(meta(german, 'og:image')).toBe(image);
});

test('sitemap.xml lists every page with its language alternates; robots.txt points to it', async ({ request }) => {
  const { shellUrl } = stack();
  const sitemap = await (await request.get(`${shellUrl}/sitemap.xml`)).text();
  for (const page of ['/tier-list', '/deck', '/cards-list', '/expansion-list', '/statistics', `/deck/${topDeckId()}`]) {
    expect(sitemap).toContain(`<loc>${shellUrl}${page.replace(/&/g, '&amp;')}</loc>`);
  }
  expect(sitemap).toContain(`hreflang="de" href="${shellUrl}/de/tier-list"`);
  expect(sitemap).not.toContain('/collection');
  const robots = await (await request.get(`${shellUrl}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${shellUrl}/sitemap.xml`);
});

test.describe('a swap in remotes.json followed by a render', () => {
  /** Renders the pages of the running site again (English only, it is quicker), as the data workflow does after a release. */
  async function render(): Promise<string> {
    const { shellUrl, pagesDir } = stack();
    const { stdout } = await run(
      process.execPath,
      [path.join(repoRoot, 'scripts/pages/render.mjs'), '--site', shellUrl, '--out', pagesDir, '--languages', 'en'],
      {
        cwd: repoRoot,
      },
    );
    return stdout;
  }

  let kept = '';
  test.beforeEach(() => {
    const { pagesDir } = stack();
    kept = `${pagesDir}.kept`;
    rmSync(kept, { recursive: true, force: true });
    renameSync(pagesDir, kept);
  });
  test.afterEach(() => {
    const { pagesDir } = stack();
    rmSync(pagesDir, { recursive: true, force: true });
    if (existsSync(kept)) renameSync(kept, pagesDir);
  });

  test("the page's HTML carries the new remote's markup", async ({ request }) => {
    const { shellUrl, variants } = stack();
    const restore = swapRegistry({ tierlist: variants.tierlistUiNext });
    try {
      await render();
      const html = await (await request.get(`${shellUrl}/tier-list`, { headers: { 'Accept-Language': 'en' } })).text();
      expect(html).toContain('data-composed="tierlist@ui-next"');
      // That build bundles the newer @tcgp/ui: percentages with two decimals, in the HTML itself (the
      // page rendered by the released build has one).
      const view = (page: string) => page.slice(page.indexOf('data-view-root'), page.indexOf('</main>'));
      expect(view(html)).toMatch(/\d+\.\d\d(<!-- -->)?%/);
      expect(view(readFileSync(path.join(kept, 'localized/en/tier-list/index.html'), 'utf8'))).not.toMatch(/\d+\.\d\d(<!-- -->)?%/);
    } finally {
      restore();
    }
  });

  test('a remote whose server build cannot be loaded leaves its routes to the skeleton page and says why', async ({ request }) => {
    const { shellUrl, remoteUrls } = stack();
    // A deck remote without a server build beside its manifest (a static host's 404).
    const restore = swapRegistry({ deck: `${remoteUrls.deck}/missing/mf-manifest.json` });
    try {
      const output = await render();
      expect(output).toMatch(/left to the skeleton page.*\/deck.*deck: its manifest could not be read/);
      const html = await (await request.get(`${shellUrl}/deck`, { headers: { 'Accept-Language': 'en' } })).text();
      expect(html).toContain('data-skeleton');
      expect(html).not.toContain('data-composed=');
      // The other routes were rendered.
      expect(await (await request.get(`${shellUrl}/tier-list`)).text()).toContain('data-composed="tierlist@');
    } finally {
      restore();
    }
  });
});
