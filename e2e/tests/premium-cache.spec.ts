import { expect, test, type Page } from '@playwright/test';
import { becomePremium } from '../support/premium';
import { reloadUntilServedByWorker, stack, workerActive } from '../support/stack';

/**
 * The Premium data a player's worker keeps (shell/src/offline/, ADR 0020) never outlives that player on
 * the browser: it is kept in a cache of that user's own, and the cache goes at sign-out.
 *
 * Signing in needs the test's stand-in for Google's scripts, a route; while a route is set, Chromium
 * does not let a service worker control the pages Playwright opens. So the routes go once signed in,
 * before the worker is asked to control the page.
 */

const premiumCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('tcgp-premium-')));
const keptIn = (page: Page, name: string) => page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).length, name);

test("a Premium player's kept data is in a cache of their own, and it goes at sign-out", async ({ page, context }) => {
  const { shellUrl } = stack();
  await becomePremium(page, context, { startUrl: `${shellUrl}/tier-list` });
  await context.unrouteAll({ behavior: 'wait' });
  await workerActive(page);
  await reloadUntilServedByWorker(page);
  const header = page.getByRole('banner');
  await expect(header.locator('[data-premium-badge]')).toBeVisible();
  await expect(page.getByTestId('tierlist-filters')).toBeVisible();

  // The Premium tier list came through the worker, into this user's cache.
  await expect.poll(() => premiumCaches(page), { timeout: 15_000 }).toHaveLength(1);
  const [mine = ''] = await premiumCaches(page);
  await expect.poll(() => keptIn(page, mine)).toBeGreaterThan(0);

  // Signing out takes it away; the free tier list is still there (kept in the site's caches).
  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(header.locator('[data-account-slot="signed-out"]')).toBeVisible();
  await expect.poll(() => premiumCaches(page), { timeout: 15_000 }).toEqual([]);
  await page.reload();
  await expect(page.locator('[data-remote="tierlist"] [data-deck-id]').first()).toBeVisible();
  expect(await premiumCaches(page)).toEqual([]);
});
