import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * The header is one row of at most 64 px at every width: on phones the brand, the account area and a
 * menu button whose dialog holds every page; on a wide screen the pages inline. Laid out by media queries
 * only, so the prerendered header and the hydrated one are the same and nothing moves when the page is live.
 */
const PAGES = ['Tier List', 'Best Deck Finder', 'Best Cards', 'Statistics', 'My Collection'];
const VIEWPORTS = [
  { width: 360, height: 780, menu: true },
  { width: 412, height: 823, menu: true },
  { width: 1280, height: 800, menu: false },
];

const banner = (page: Page) => page.getByRole('banner');

/** The header's height, and the vertical centres of the visible items of its row. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const row = header.querySelector('[data-header-row]')!;
    const centres = [...row.children]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => r.top + r.height / 2);
    return { height: header.getBoundingClientRect().height, centres, scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth };
  });
}

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of ['/', '/tier-list', '/cards-list']) {
      test(`${path}: the header is one row of at most 64 px and nothing overflows`, async ({ page }) => {
        const errors = collectPageErrors(page);
        const hydration: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error' && /hydrat/i.test(m.text())) hydration.push(m.text());
        });
        await page.goto(stack().shellUrl + path);
        await untilLive(page);
        await expect(banner(page).locator('[data-account-slot="signed-out"]')).toBeVisible();
        const { height, centres, scrollWidth, viewport: width } = await measure(page);
        expect(height).toBeLessThanOrEqual(64);
        expect(centres.length).toBeGreaterThanOrEqual(2);
        expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(3);
        expect(scrollWidth).toBeLessThanOrEqual(width);
        expect(hydration).toEqual([]);
        expect(errors).toEqual([]);
      });
    }

    test('every page is one tap away', async ({ page }) => {
      await page.goto(`${stack().shellUrl}/statistics`);
      await untilLive(page);
      const menuButton = banner(page).getByRole('button', { name: 'Menu', exact: true });
      if (viewport.menu) {
        // The inline links give way to the menu.
        await expect(banner(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
        await menuButton.click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        for (const name of [...PAGES, 'Home']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Statistics' })).toHaveAttribute('aria-current', 'page');
        await expect(menu.getByLabel('Language')).toBeVisible();
        await expect(menu.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeVisible();
        // Nothing of the sheet sticks out of the screen (once it has slid in).
        await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
        const box = (await menu.locator('[data-menu-sheet]').boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      } else {
        await expect(menuButton).toBeHidden();
        const nav = banner(page).getByRole('navigation', { name: 'Main' });
        for (const name of PAGES) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
        // The brand is named by the name it shows (the full or the short one, by the width).
        await expect(banner(page).getByRole('link', { name: /^(TCG Pocket Tier List|TCGP Tiers)$/ })).toHaveAttribute('href', '/');
        await expect(nav.getByRole('link', { name: 'Statistics' })).toHaveAttribute('aria-current', 'page');
      }
    });
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the header has the same height before and after the page is live', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { headerBefore: number }).headerBefore = document.querySelector('header')!.getBoundingClientRect().height;
      });
    });
    await page.goto(`${stack().shellUrl}/tier-list`);
    await untilLive(page);
    await expect(banner(page).locator('[data-account-slot="signed-out"]')).toBeVisible();
    const before = await page.evaluate(() => (window as unknown as { headerBefore: number }).headerBefore);
    const { height } = await measure(page);
    expect(before).toBeGreaterThan(0);
    expect(height).toBe(before);
  });

  test('the menu works from the keyboard and closes when a link is followed', async ({ page }) => {
    await page.goto(`${stack().shellUrl}/tier-list`);
    await untilLive(page);
    const menuButton = banner(page).getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // A tap beside the sheet (8 px of a 360 px screen), on the dimmed page, closes the menu and reaches nothing under it.
    await menuButton.click();
    await expect(menu).toBeVisible();
    const url = page.url();
    await page.mouse.click(3, 400);
    await expect(menu).toBeHidden();
    expect(page.url()).toBe(url);

    await menuButton.click();
    await menu.getByRole('link', { name: 'Best Cards' }).click();
    await expect(page).toHaveURL(/\/cards-list$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('[data-remote="cards"] h1')).toHaveText('Best Cards');
  });
});
