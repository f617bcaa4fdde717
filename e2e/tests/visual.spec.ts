import { expect, test, type Page } from '@playwright/test';
import type { Stack } from '../../scripts/stack.mjs';
import { collectPageErrors, offlineGoogle } from '../support/stack';
import { SCREENSHOT, pinClock, settle, startVisualStack, visualComparePair, visualDeckId } from '../support/visual';

/**
 * Visual regression: every route, the comparison of the two best decks, the open site menu and the Premium modal, in the light and dark
 * themes at 360 and 1280 px, and in Japanese at 360 px, compared with the committed screenshots in
 * visual.spec.ts-snapshots/. The data is the demo for a fixed day and the browser's clock is pinned
 * to that day, so the same build gives the same pixels on every run. A change of the UI on purpose:
 * `npm run test:visual:update`, then review and commit the new screenshots (docs/testing.md).
 */

interface Mode {
  name: string;
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
  /** The language's address prefix ('' for English). */
  prefix: '' | '/ja';
  locale: string;
}

const MODES: Mode[] = [
  { name: 'light-360', width: 360, height: 780, colorScheme: 'light', prefix: '', locale: 'en-US' },
  { name: 'dark-360', width: 360, height: 780, colorScheme: 'dark', prefix: '', locale: 'en-US' },
  { name: 'light-1280', width: 1280, height: 800, colorScheme: 'light', prefix: '', locale: 'en-US' },
  { name: 'dark-1280', width: 1280, height: 800, colorScheme: 'dark', prefix: '', locale: 'en-US' },
  { name: 'ja-360', width: 360, height: 780, colorScheme: 'light', prefix: '/ja', locale: 'ja-JP' },
];

/** shell/src/routeTable.ts: the landing page and every remote route (`deck-page` is the best deck's page). */
const ROUTES = [
  { name: 'home', path: '/' },
  { name: 'tier-list', path: '/tier-list' },
  { name: 'deck-finder', path: '/deck' },
  { name: 'deck-page', path: '/deck/:top' },
  { name: 'cards-list', path: '/cards-list' },
  { name: 'expansion-list', path: '/expansion-list' },
  { name: 'statistics', path: '/statistics' },
  // The list of cards renders after the page's header and filters: the first card row is waited for.
  { name: 'collection', path: '/collection', ready: '[data-collection-card]' },
];

/**
 * Pages are shot from the top down to at most two phone screens, or one wide screen (which already
 * holds what a phone needs two for): what a reader sees first and a little beyond, without making
 * every tile of a long list a baseline (and keeping the baselines small).
 */
const screensOf = (mode: Mode) => (mode.width < 1280 ? 2 : 1);

let site: Stack | undefined;

test.beforeAll(async () => {
  // The stack starts the Auth emulator and composes the pages in two languages.
  test.setTimeout(180_000);
  site = await startVisualStack();
});

test.afterAll(async () => {
  await site?.stop();
  site = undefined;
});

function shellUrl(): string {
  if (!site) throw new Error('the visual stack is not running');
  return site.shellUrl;
}

async function open(page: Page, mode: Mode, path: string): Promise<void> {
  const address = path.replace(':top', () => visualDeckId());
  await page.goto(`${shellUrl()}${mode.prefix}${address === '/' && mode.prefix ? '' : address}`);
  await settle(page);
}

/** The page's height once it stays the same for five frames in a row (what is still rendering has rendered). */
async function settledHeight(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let height = -1;
    for (let same = 0, frames = 0; same < 5 && frames < 300; frames += 1) {
      await frame();
      const now = document.documentElement.scrollHeight;
      same = now === height ? same + 1 : 0;
      height = now;
    }
    return height;
  });
}

/** The page from its top, at most `screensOf(mode)` screens tall. */
async function shootPage(page: Page, mode: Mode, name: string): Promise<void> {
  const height = Math.min(await settledHeight(page), mode.height * screensOf(mode));
  await expect(page).toHaveScreenshot(`${name}.png`, { ...SCREENSHOT, fullPage: true, clip: { x: 0, y: 0, width: mode.width, height } });
}

for (const mode of MODES) {
  test.describe(mode.name, () => {
    test.use({
      viewport: { width: mode.width, height: mode.height },
      colorScheme: mode.colorScheme,
      locale: mode.locale,
      timezoneId: 'UTC',
      reducedMotion: 'reduce',
    });

    let errors: string[] = [];
    test.beforeEach(async ({ page, context }) => {
      await offlineGoogle(context);
      await pinClock(page);
      errors = collectPageErrors(page);
    });
    test.afterEach(() => {
      // A screenshot of a page that broke is no baseline.
      expect(errors).toEqual([]);
    });

    for (const route of ROUTES) {
      test(`${route.name} page`, async ({ page }) => {
        await open(page, mode, route.path);
        if (route.ready) await expect(page.locator(route.ready).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode.colorScheme);
        await shootPage(page, mode, `${route.name}-${mode.name}`);
      });
    }

    test('compare page', async ({ page }) => {
      const [first, second] = visualComparePair();
      await open(page, mode, `/compare/${encodeURIComponent(first).replace(/%26/g, '&')}/${encodeURIComponent(second).replace(/%26/g, '&')}`);
      await expect(page.locator('[data-compare-decks]')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode.colorScheme);
      await shootPage(page, mode, `compare-${mode.name}`);
    });

    test('Premium modal', async ({ page }) => {
      await open(page, mode, '/tier-list');
      await page.getByRole('banner').locator('[data-open-premium]').click();
      const modal = page.locator('[data-account-modal="premium"]');
      await expect(modal).toBeVisible();
      await expect(modal.locator('[data-premium-action="prices"]')).toBeVisible();
      await expect(page).toHaveScreenshot(`premium-modal-${mode.name}.png`, SCREENSHOT);
    });

    if (mode.width < 1280) {
      test('site menu', async ({ page }) => {
        await open(page, mode, '/statistics');
        await page.getByRole('banner').locator('[data-menu-button]').click();
        const menu = page.getByRole('dialog');
        await expect(menu).toBeVisible();
        await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
        await expect(page).toHaveScreenshot(`site-menu-${mode.name}.png`, SCREENSHOT);
      });
    }
  });
}
