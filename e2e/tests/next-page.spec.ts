import { expect, test, type Page } from '@playwright/test';
import { stack, untilLive } from '../support/stack';

/**
 * The next page's code loads before the tap (shell/src/navigation/linkPrefetch.ts): a link of the
 * content on screen loads its page when the browser is idle, a press loads it at once, and with
 * Save-Data only a press does.
 */

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

/** The deck remote's files the page requested so far. */
function deckRemoteRequests(page: Page): string[] {
  const requests: string[] = [];
  const deckOrigin = new URL(stack().remoteUrls.deck).origin;
  page.on('request', (request) => {
    if (request.url().startsWith(deckOrigin)) requests.push(request.url());
  });
  return requests;
}

/** A browser that asks to save data (`navigator.connection.saveData`). */
async function savingData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
  });
}

const tierTile = (page: Page) => page.locator('[data-tier] a[href*="/deck/"]').first();

test('the tier list loads the deck page before a tile is tapped, and the tap opens it', async ({ page }) => {
  const requests = deckRemoteRequests(page);
  await page.goto(`${stack().shellUrl}/tier-list`);
  await untilLive(page);
  // Nothing tapped yet: the tiles on screen are links to deck pages, loaded when the browser is idle.
  await expect.poll(() => requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(requests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  const name = (await tierTile(page).getAttribute('href')) ?? '';
  await tierTile(page).tap();
  await expect(page).toHaveURL(new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('[data-remote="deck"] [data-stat]').first()).toBeVisible();
});

test('with Save-Data nothing loads on sight; a press on a tile loads and opens the deck page', async ({ page }) => {
  await savingData(page);
  const requests = deckRemoteRequests(page);
  await page.goto(`${stack().shellUrl}/tier-list`);
  await untilLive(page);
  // Long enough for the idle load the previous test saw.
  await page.waitForTimeout(3000);
  expect(requests).toEqual([]);
  await tierTile(page).tap();
  await expect(page.locator('[data-remote="deck"] [data-stat]').first()).toBeVisible();
  expect(requests.length).toBeGreaterThan(0);
});

test("a press on the header's menu link loads that page at once, though the menu is never loaded on sight", async ({ page }) => {
  await savingData(page);
  const requests = deckRemoteRequests(page);
  await page.goto(`${stack().shellUrl}/statistics`);
  await untilLive(page);
  await page.waitForTimeout(3000);
  expect(requests).toEqual([]);
  const finder = page.locator('header a[href$="/deck"]').first();
  await finder.dispatchEvent('pointerdown');
  await expect.poll(() => requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
});
