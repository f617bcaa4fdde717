import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectPageErrors, defaultLabel, offlineGoogle, reloadUntilServedByWorker, stack, swapRegistry, untilLive, workerActive } from '../support/stack';

const ROUTES = [
  { path: '/tier-list', remote: 'tierlist', heading: 'Tier List' },
  { path: '/deck', remote: 'deck', heading: 'Best Deck Finder' },
  { path: '/deck/some-deck', remote: 'deck', heading: 'Deck details' },
  { path: '/cards-list', remote: 'cards', heading: 'Best Cards' },
  { path: '/expansion-list', remote: 'cards', heading: 'Expansions by Tier' },
] as const;

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

test('every route renders through its remote, loaded from the remote origin', async ({ page }) => {
  const { shellUrl, remoteUrls, registry } = stack();
  const errors = collectPageErrors(page);
  for (const route of ROUTES) {
    // The default version's manifest, in its version folder on the remote's origin.
    expect(registry[route.remote].startsWith(`${remoteUrls[route.remote]}/`)).toBe(true);
    const manifest = page.waitForRequest(registry[route.remote]);
    await page.goto(shellUrl + route.path);
    await manifest;
    await expect(page.locator(`[data-remote="${route.remote}"] h1`)).toHaveText(route.heading);
  }
  expect(errors).toEqual([]);
});

test('the landing page answers /, and an unknown path gets "page not found" (tests/not-found.spec.ts)', async ({ page }) => {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pokémon TCG Pocket Tier List');
  await expect(page.getByRole('link', { name: 'View Tier List' })).toHaveAttribute('href', '/tier-list');
  await expect(page.getByRole('link', { name: 'Try Best Deck Finder' })).toHaveAttribute('href', '/deck');
  await page.goto(`${shellUrl}/no/such/page`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('exactly one copy of React runs in the composed page', async ({ page }) => {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/tier-list`);
  // The remote's own content (the prerendered skeleton has the same heading).
  await expect(page.locator('[data-remote="tierlist"] [data-deck-id]').first()).toBeVisible();
  // Client-side navigation to a second remote: it must reuse the shell's React, not bring its own.
  await page.getByRole('link', { name: 'Best Cards' }).click();
  await expect(page.locator('[data-remote="cards"] [data-card-id]').first()).toBeVisible();
  await untilLive(page);
  const reactProviders = await page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean; version: string };
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } })
      .__FEDERATION__.__SHARE__;
    const loaded: string[] = [];
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        if (pkg !== 'react' && pkg !== 'react-dom') continue;
        for (const v of Object.values(versions)) if (v.loaded) loaded.push(`${pkg}@${v.version} from ${v.from}`);
      }
    }
    return [...new Set(loaded)];
  });
  expect(reactProviders).toEqual(expect.arrayContaining([expect.stringMatching(/^react@.* from shell$/)]));
  expect(reactProviders.filter((p) => p.startsWith('react@'))).toHaveLength(1);
  expect(reactProviders.filter((p) => p.startsWith('react-dom@'))).toHaveLength(1);
});

test('an unreachable remote shows the error panel, the rest works, and Retry recovers', async ({ page }) => {
  const { shellUrl, remoteUrls } = stack();
  const block = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route(`${remoteUrls.tierlist}/**`, block);
  await page.goto(`${shellUrl}/tier-list`);
  const panel = page.locator('[data-remote="tierlist"] [role="alert"]');
  // The published tier list stays readable, with what went wrong and a Retry.
  await expect(panel).toContainText('Its server did not answer');
  await expect(page.locator('[data-remote="tierlist"] [data-deck-id]').first()).toBeVisible();
  // Header, footer and other remotes keep working.
  await expect(page.getByRole('contentinfo')).toContainText('Language');
  await page.getByRole('link', { name: 'Best Cards' }).click();
  await expect(page.locator('[data-remote="cards"] h1')).toHaveText('Best Cards');
  await untilLive(page);
  // Back on the tier list in the same page: the remote's panel.
  await page.getByRole('link', { name: 'Tier List' }).first().click();
  await expect(panel).toContainText('This part of the site could not be loaded');
  await expect(panel).toContainText('The rest of the site still works.');
  // The remote comes back: Retry really loads it again.
  await page.unroute(`${remoteUrls.tierlist}/**`, block);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="tierlist"] h1')).toHaveText('Tier List');
});

test('a 404 manifest shows the error panel; Retry recovers when it is back', async ({ page }) => {
  const { shellUrl, registry } = stack();
  const notFound = (route: { fulfill: (r: { status: number; body: string }) => Promise<void> }) => route.fulfill({ status: 404, body: 'Not found' });
  await page.route(registry.deck, notFound);
  await page.goto(`${shellUrl}/deck`);
  const panel = page.locator('[data-remote="deck"] [role="alert"]');
  await expect(panel).toContainText('Its server did not answer');
  await page.unroute(registry.deck, notFound);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="deck"] h1')).toHaveText('Best Deck Finder');
});

test('a failed script chunk shows the chunk error; Retry recovers', async ({ page }) => {
  const { shellUrl, registry } = stack();
  const folder = registry.cards.replace(/mf-manifest\.json$/, '');
  const pattern = new RegExp(`^${folder.replace(/[.+]/g, '\\$&')}__federation_expose_CardsListPage`);
  const block = (route: { abort: () => Promise<void> }) => route.abort();
  await page.route(pattern, block);
  await page.goto(`${shellUrl}/cards-list`);
  const panel = page.locator('[data-remote="cards"] [role="alert"]');
  await expect(panel).toContainText('A file of this part failed to load.');
  await page.unroute(pattern, block);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="cards"] h1')).toHaveText('Best Cards');
});

for (const [variant, which] of [
  ['cardsContract3', 'nextMajor'],
  ['cardsContract21', 'newerMinor'],
] as const) {
  test(`a remote built against the ${which === 'nextMajor' ? 'next major' : 'a newer minor'} contract is refused with its message`, async ({ page }) => {
    const { shellUrl, variants, contractVersions } = stack();
    const version = contractVersions[which];
    const restore = swapRegistry({ cards: variants[variant] });
    try {
      await page.goto(`${shellUrl}/cards-list`);
      const panel = page.locator('[data-remote="cards"] [role="alert"]');
      await expect(panel).toContainText(`built for another version of the site (contract ${version}, the site uses ${contractVersions.site})`);
      // The page published with the compatible build stays readable beside the message; nothing of the refused build runs.
      await expect(page.locator('[data-remote="cards"] [data-view-root]')).toHaveAttribute('data-composed', /^cards@/);
      // The rest of the site is unaffected.
      await page.getByRole('link', { name: 'Tier List' }).first().click();
      await expect(page.locator('[data-remote="tierlist"] h1')).toHaveText('Tier List');
    } finally {
      restore();
    }
  });
}

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('swapping a remote in remotes.json shows the new build after reload, shell untouched', async ({ page }) => {
  const { shellUrl, variants } = stack();
  const shellDist = path.resolve(import.meta.dirname, '../../shell/dist');
  const before = hashTree(shellDist);
  await page.goto(`${shellUrl}/tier-list`);
  await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText(`tierlist ${defaultLabel('tierlist')}`);
  const restore = swapRegistry({ tierlist: variants.tierlistV2 });
  try {
    const fromNewOrigin = page.waitForRequest(variants.tierlistV2);
    await page.reload();
    await fromNewOrigin;
    await expect(page.locator('[data-remote="tierlist"] h1')).toHaveText('Tier List');
    await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText('tierlist swapped-v2');
  } finally {
    restore();
  }
  expect(hashTree(shellDist)).toBe(before);
  await page.reload();
  await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText(`tierlist ${defaultLabel('tierlist')}`);
});

test('with the offline worker serving the site, a swap in remotes.json still shows the new build on the next load', async ({ page, context }) => {
  const { shellUrl, variants } = stack();
  // While a route is set, Chromium lets no service worker control the pages; a visitor's pages ask nothing of Google.
  await context.unrouteAll();
  await page.goto(`${shellUrl}/tier-list`);
  await workerActive(page);
  // Served by the worker from the next load on.
  await reloadUntilServedByWorker(page);
  await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText(`tierlist ${defaultLabel('tierlist')}`);
  const restore = swapRegistry({ tierlist: variants.tierlistV2 });
  try {
    await page.reload();
    await expect(page.locator('[data-remote="tierlist"] h1')).toHaveText('Tier List');
    await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText('tierlist swapped-v2');
  } finally {
    restore();
  }
  // Rolled back the same way.
  await page.reload();
  await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText(`tierlist ${defaultLabel('tierlist')}`);
});

test('a remote that ships a newer library shows its behaviour alone: other remotes and the shell unchanged', async ({ page }) => {
  const { shellUrl, variants } = stack();
  const shellDist = path.resolve(import.meta.dirname, '../../shell/dist');
  const before = hashTree(shellDist);
  const firstScore = page.locator('[data-remote="tierlist"] [data-metric="score"]').first();
  await page.goto(`${shellUrl}/tier-list`);
  // @tcgp/ui as released: percents with one decimal.
  await expect(firstScore).toHaveText(/^Score \d+\.\d%$/);
  const restore = swapRegistry({ tierlist: variants.tierlistUiNext });
  try {
    await page.reload();
    await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText('tierlist ui-next');
    // The tier list bundles the newer @tcgp/ui: two decimals.
    await expect(firstScore).toHaveText(/^Score \d+\.\d\d%$/);
    // The deck remote still bundles its own (released) copy.
    await firstScore.click();
    // (The value comes first in the cell, then its games and interval: one decimal, not two.)
    await expect(page.locator('[data-remote="deck"] [data-stat="winRate"] dd:first-of-type')).toHaveText(/^\d+\.\d%/);
  } finally {
    restore();
  }
  expect(hashTree(shellDist)).toBe(before);
});

test('a registry entry on an origin outside the allowlist is rejected', async ({ page }) => {
  const { shellUrl } = stack();
  const restore = swapRegistry({ deck: 'http://127.0.0.1:9/mf-manifest.json' });
  try {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${shellUrl}/deck`);
    await expect(page.locator('[data-remote="deck"] [role="alert"]')).toContainText('This part is not available right now.');
    await expect(page.getByRole('status').filter({ hasText: 'ignored because its address is not allowed' })).toBeVisible();
    expect(requests.some((u) => u.startsWith('http://127.0.0.1:9/'))).toBe(false);
  } finally {
    restore();
  }
});

test('a contributor can point the running shell at another build of one remote for this tab', async ({ page }) => {
  const { shellUrl, variants } = stack();
  await page.goto(`${shellUrl}/tier-list?remote=tierlist@${encodeURIComponent(variants.tierlistV2)}`);
  await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText('tierlist swapped-v2');
  // The override lasts for the tab (sessionStorage) until `?remote=reset`.
  await page.goto(`${shellUrl}/tier-list`);
  await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText('tierlist swapped-v2');
  await page.goto(`${shellUrl}/tier-list?remote=reset`);
  await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText(`tierlist ${defaultLabel('tierlist')}`);
  // Overrides obey the allowlist too: a refused one is named, dropped, and the registry's build runs.
  await page.goto(`${shellUrl}/tier-list?remote=tierlist@http://127.0.0.1:9/mf-manifest.json`);
  await expect(page.locator('[data-refused-override="tierlist"]')).toHaveText(
    'The version “tierlist@http://127.0.0.1:9/mf-manifest.json” asked for in the address is not available, so the usual one is shown.',
  );
  await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText(`tierlist ${defaultLabel('tierlist')}`);
  await page.goto(`${shellUrl}/tier-list`);
  await expect(page.locator('[data-remote-build="tierlist"]')).toHaveText(`tierlist ${defaultLabel('tierlist')}`);
  await expect(page.locator('[data-refused-override]')).toHaveCount(0);
});

test('no page is wider than a 320 px phone, header included', async ({ browser }) => {
  const { shellUrl } = stack();
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  await offlineGoogle(context);
  const page = await context.newPage();
  for (const p of ['/', ...ROUTES.map((r) => r.path)]) {
    await page.goto(shellUrl + p);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('banner').locator('[data-account-slot]')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `page ${p}`).toBeLessThanOrEqual(320);
  }
  await context.close();
});
