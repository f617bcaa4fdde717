import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
// The stack's own static server, as global-setup uses it.
import { startStaticServer } from '../../scripts/static-server.mjs';
import { defaultLabel, reloadUntilServedByWorker, stack, swapRegistry, untilLive, workerActive } from '../support/stack';

/**
 * The service worker (/sw.js, shell/src/offline/): it serves the site after one visit without a
 * network, with a notice of the data's date, and announces a new version with "Reload to update".
 *
 * No request of these visitors' pages is routed by the test (not even `offlineGoogle`): while a route
 * is set, Chromium does not let a service worker control the pages Playwright opens. A visitor's pages
 * ask nothing of Google.
 */

/**
 * Waits until the worker's caches hold each of these addresses (absolute, or paths on the site); polled
 * with `page.evaluate`, which awaits the check (`waitForFunction` would take its promise for a yes).
 */
async function kept(page: Page, urls: string[]): Promise<void> {
  const missing = () =>
    page.evaluate(async (list) => {
      const found = await Promise.all(list.map(async (url) => (await caches.match(new URL(url, location.origin).href)) !== undefined));
      return list.filter((_, i) => !found[i]);
    }, urls);
  await expect.poll(missing, { timeout: 30_000 }).toEqual([]);
}

/** No network for the pages nor for the worker (Playwright's offline mode covers both; `workerIsOffline` checks it). */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

/** Proves the worker cannot reach the network: a data file it never kept fails. */
async function workerIsOffline(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    fetch(`/data/never-kept-${Date.now()}.json`).then(
      () => false,
      () => true,
    ),
  );
}

test('the worker is served no-cache from /sw.js and controls the page after the first visit', async ({ page, request }) => {
  const { shellUrl } = stack();
  const worker = await request.get(`${shellUrl}/sw.js`);
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await page.goto(`${shellUrl}/tier-list`);
  // Nothing is taken over in the middle of a page: the first visit stays the network's.
  await workerActive(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await reloadUntilServedByWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${shellUrl}/sw.js`);
  await expect(page.locator('[data-remote="tierlist"] h1')).toHaveText('Tier List');
});

test('after one visit the tier list and the finder open offline, with the date of the data', async ({ page, context }) => {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/tier-list`);
  await expect(page.locator('[data-remote="tierlist"] [data-deck-id]').first()).toBeVisible();
  await untilLive(page);
  await workerActive(page);
  // The same visit goes on to the finder (in the page: no new page load).
  await page.getByRole('link', { name: 'Best Deck Finder' }).first().click();
  await expect(page.locator('[data-remote="deck"]').getByText('Relative strength: 100.0%')).toBeVisible();
  await untilLive(page);
  await kept(page, ['/tier-list', '/deck', '/deck/_', '/config.json', '/remotes.json', '/data/meta.json']);
  // Every file of the deck part this visit loaded (its manifest, entry, chunks and texts) is kept too:
  // the worker keeps them as they load, a moment after the page has them.
  const deckFiles = await page.evaluate(
    (origin) => [...new Set(performance.getEntriesByType('resource').map((e) => e.name.split('#')[0] ?? ''))].filter((url) => url.startsWith(`${origin}/`)),
    stack().remoteUrls.deck,
  );
  expect(deckFiles.length).toBeGreaterThan(0);
  await kept(page, deckFiles);
  const lastUpdated = await page.evaluate(async () => ((await (await fetch('/data/meta.json')).json()) as { lastUpdated: string }).lastUpdated);
  const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${lastUpdated}T00:00:00Z`));

  await goOffline(context);
  await page.goto(`${shellUrl}/tier-list`);
  expect(await workerIsOffline(page)).toBe(true);
  await expect(page.locator('[data-offline-notice]')).toHaveText(`Offline — showing data from ${date}`);
  await expect(page.locator('[data-offline-notice]')).toHaveAttribute('role', 'status');
  await expect(page.locator('[data-remote="tierlist"] h1')).toHaveText('Tier List');
  await untilLive(page);
  await expect(page.locator('[data-remote="tierlist"] [data-deck-id]').first()).toBeVisible();

  // What the page could not get offline, named if it never goes live.
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText ?? '?'})`));
  await page.goto(`${shellUrl}/deck`);
  await expect(page.locator('[data-offline-notice]')).toHaveText(`Offline — showing data from ${date}`);
  await expect(page.locator('[data-remote="deck"] h1')).toHaveText('Best Deck Finder');
  await untilLive(page).catch((error: Error) => {
    throw new Error(`${error.message}; requests that failed: ${JSON.stringify(failed)}`, { cause: error });
  });
  await expect(page.locator('[data-remote="deck"]').getByText('Relative strength: 100.0%')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cards of the best list' }).locator('button[data-card-id]').first()).toBeVisible();
  await expect(page.locator('[data-remote="deck"] [role="alert"]')).toHaveCount(0);
  // The finder was first opened inside the tier list's page, whose part had loaded the kit's texts:
  // the deck part's own copy was kept too, so no text shows as its key ("card.count") offline.
  await expect(page.locator('[data-remote="deck"]')).not.toContainText(/\b(energy|card|dataError|missingCards|share|sharedLink|notEnough|winRate|tier)\.[a-z]/);
});

test('a page never opened, kept on the first visit, opens offline with its stylesheets', async ({ page, context }) => {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/tier-list`);
  await untilLive(page);
  await workerActive(page);
  // The first visit hands the worker every route's page, /deck among them, never opened here.
  await kept(page, ['/deck']);
  // The stylesheets /deck links, as the site serves it.
  const html = await (await page.request.get(`${shellUrl}/deck`, { headers: { Accept: 'text/html' } })).text();
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => new URL(m[1] ?? '', shellUrl).href);
  // The shell's and the deck part's.
  expect(sheets.length).toBeGreaterThanOrEqual(2);
  expect(sheets.some((href) => href.startsWith(`${stack().remoteUrls.deck}/`))).toBe(true);
  await kept(page, sheets);

  await goOffline(context);
  await page.goto(`${shellUrl}/deck`);
  expect(await workerIsOffline(page)).toBe(true);
  await expect(page.locator('[data-remote="deck"] h1')).toHaveText('Best Deck Finder');
  // Every stylesheet the page links has loaded: none is left without its rules.
  const unstyled = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].filter((link) => link.sheet === null).map((link) => link.href),
  );
  expect(unstyled).toEqual([]);
});

test('the cards list opened inside a visit opens offline, with its texts and the data of that visit', async ({ page, context }) => {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/tier-list`);
  await untilLive(page);
  await workerActive(page);
  // The same visit goes on to the cards list (another remote, in the page).
  await page.getByRole('link', { name: 'Best Cards' }).first().click();
  const cards = page.locator('[data-remote="cards"] button[data-card-id]');
  await expect(cards.first()).toBeVisible();
  await untilLive(page);
  const online = await cards.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-card-id')));
  await kept(page, ['/cards-list']);

  await goOffline(context);
  await page.goto(`${shellUrl}/cards-list`);
  expect(await workerIsOffline(page)).toBe(true);
  await expect(page.locator('[data-offline-notice]')).toContainText('Offline — showing data from');
  await untilLive(page);
  await expect(page.locator('[data-remote="cards"] h1')).toHaveText('Best Cards');
  await expect(cards.first()).toBeVisible();
  expect(await cards.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-card-id')))).toEqual(online);
  await expect(page.locator('[data-remote="cards"] [role="alert"]')).toHaveCount(0);
  await expect(page.locator('[data-remote="cards"]')).not.toContainText(
    /\b(energy|card|dataError|missingCards|share|sharedLink|notEnough|winRate|tier)\.[a-z]/,
  );
});

test('a deck page visited online opens offline; a deck page never visited gets the deck route, not another page', async ({ page, context }) => {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/tier-list`);
  const id = (await page.locator('[data-remote="tierlist"] [data-deck-id]').first().getAttribute('data-deck-id')) ?? '';
  expect(id).not.toBe('');
  await workerActive(page);
  await kept(page, ['/deck/_']);
  await reloadUntilServedByWorker(page);
  // Served by the worker from now on: the deck page is kept as it is opened.
  await page.goto(`${shellUrl}/deck/${id}`);
  await expect(page.locator(`[data-remote="deck"] [data-deck-id="${id}"]`)).toBeVisible();
  await untilLive(page);
  await kept(page, [`/deck/${id}`]);

  await goOffline(context);
  await page.goto(`${shellUrl}/deck/${id}`);
  expect(await workerIsOffline(page)).toBe(true);
  await expect(page.locator('[data-offline-notice]')).toContainText('Offline — showing data from');
  await expect(page.locator(`[data-remote="deck"] [data-deck-id="${id}"]`)).toBeVisible();
  await untilLive(page);
  await expect(page.locator('[data-remote="deck"] h1')).not.toHaveText('Deck details');

  // Never opened: the deck route's own page (its skeleton), and the app renders it.
  await page.goto(`${shellUrl}/deck/no-such-deck-zz-999`);
  await expect(page.locator('html')).toHaveAttribute('data-prerendered-path', '/deck/_');
  await expect(page.locator('[data-remote="deck"]')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a new worker waiting is announced with "Reload to update", applied only on the click', async ({ page }) => {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/tier-list`);
  await workerActive(page);
  await reloadUntilServedByWorker(page);
  const before = await page.evaluate(() => performance.timeOrigin);
  // A new worker: another script address for the same scope, as a new build would be (the static
  // server answers any query with the same file), installed beside the one serving the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?build=next', { scope: '/' });
  });
  const prompt = page.locator('[data-update-prompt]');
  await expect(prompt).toContainText('A new version of the site is ready.');
  // Nothing changes until the player says so: the page is the same page.
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.waiting !== null)).toBe(true);
  await prompt.getByRole('button', { name: 'Reload to update' }).click();
  // The waiting worker takes over and the page loads again, served by it.
  await expect.poll(() => page.evaluate(() => performance.timeOrigin).catch(() => before)).not.toBe(before);
  await expect(page.locator('[data-remote="tierlist"] h1')).toHaveText('Tier List');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('a new remote build in remotes.json is announced, and the reload brings it', async ({ page }) => {
  const { shellUrl, variants } = stack();
  await page.goto(`${shellUrl}/tier-list`);
  await workerActive(page);
  await reloadUntilServedByWorker(page);
  await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText(`tierlist ${defaultLabel('tierlist')}`);
  const restore = swapRegistry({ tierlist: variants.tierlistV2 });
  try {
    // The player comes back to the tab (the registration code is loaded once the page is idle).
    const prompt = page.locator('[data-update-prompt]');
    await expect
      .poll(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return prompt.count();
      })
      .toBe(1);
    await expect(prompt).toContainText('A new version of the site is ready.');
    await prompt.getByRole('button', { name: 'Reload to update' }).click();
    await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText('tierlist swapped-v2');
  } finally {
    restore();
  }
});

test('a version the registry revokes is never served from the worker again, and its kept files go', async ({ page }) => {
  const { shellUrl, configFile, registryFile } = stack();
  // A remote origin holding two published versions of the deck remote, each in its own folder.
  const [good, revoked] = ['1.1.0+9e8d7c6', '1.0.0+3f2c1ab'];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tcgp-versions-'));
  for (const [label, chunk] of [
    [good, 'page.abcdef0123.js'],
    [revoked, 'page.0123456789.js'],
  ] as const) {
    mkdirSync(path.join(dir, label));
    writeFileSync(path.join(dir, label, chunk), `self.version = ${JSON.stringify(label)};`);
  }
  const origin = await startStaticServer({ root: dir, port: 0, cors: true });
  const [goodFile, revokedFile] = [`${origin.url}/${good}/page.abcdef0123.js`, `${origin.url}/${revoked}/page.0123456789.js`];
  const config = readFileSync(configFile, 'utf8');
  const registry = readFileSync(registryFile, 'utf8');
  const served = (url: string, cache: RequestCache = 'default') =>
    page.evaluate(
      ([u, c]) =>
        fetch(u, { cache: c }).then(
          (r) => (r.ok ? r.text() : `HTTP ${r.status}`),
          () => 'failed',
        ),
      [url, cache] as const,
    );
  const inCache = (url: string) => page.evaluate(async (u) => (await caches.match(u)) !== undefined, url);
  try {
    writeFileSync(
      configFile,
      JSON.stringify({
        ...JSON.parse(config),
        allowedRemoteOrigins: [...(JSON.parse(config) as { allowedRemoteOrigins: string[] }).allowedRemoteOrigins, origin.url],
      }),
    );
    await page.goto(`${shellUrl}/tier-list`);
    await workerActive(page);
    // Served by the worker, which read this config.json (the new origin is allowed).
    await reloadUntilServedByWorker(page);
    expect(await served(goodFile)).toContain(good);
    expect(await served(revokedFile)).toContain(revoked);
    await kept(page, [goodFile, revokedFile]);

    // The operator revokes a version (registry v2); the next registry read passes through the worker.
    writeFileSync(
      registryFile,
      JSON.stringify({
        schema: 2,
        revision: 2,
        remotes: { deck: { default: good, versions: { [good]: { manifest: `${origin.url}/${good}/mf-manifest.json`, share: 100 } }, revoked: [revoked] } },
      }),
    );
    expect(await page.evaluate(() => fetch('/remotes.json').then((r) => r.json() as Promise<{ schema?: number }>))).toMatchObject({ schema: 2 });
    expect(await inCache(revokedFile)).toBe(false);
    expect(await inCache(goodFile)).toBe(true);
    // Still published: fetched from the network, never kept again.
    expect(await served(revokedFile)).toContain(revoked);
    expect(await inCache(revokedFile)).toBe(false);
    // The origin goes away: the kept version is still served by the worker, the revoked one by nothing
    // (past the browser's HTTP cache, which holds both hashed files for a year).
    await origin.close();
    expect(await served(goodFile, 'no-store')).toContain(good);
    expect(await served(revokedFile, 'no-store')).toBe('failed');
  } finally {
    writeFileSync(configFile, config);
    writeFileSync(registryFile, registry);
    await origin.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the worker keeps no answer that is not a readable 200 of the expected type', async ({ page }) => {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/tier-list`);
  await workerActive(page);
  await reloadUntilServedByWorker(page);
  // A hashed file of the shell that does not exist: 404 from the server, nothing kept under its name.
  const missing = `${shellUrl}/bootstrap.0123456789.js`;
  expect(await page.evaluate((u) => fetch(u).then((r) => r.status), missing)).toBe(404);
  expect(await page.evaluate(async (u) => (await caches.match(u)) !== undefined, missing)).toBe(false);
  // No opaque answer: a remote's script fetched without CORS reaches the page but is not kept.
  const remote = `${stack().remoteUrls.tierlist}/no-cors.0123456789.js`;
  await page.evaluate((u) => fetch(u, { mode: 'no-cors' }).catch(() => undefined), remote);
  expect(await page.evaluate(async (u) => (await caches.match(u)) !== undefined, remote)).toBe(false);
});
