import { expect, test } from '@playwright/test';
import { stack } from '../support/stack';

/**
 * An address that is no page of the site: status 404, a localized "page not found" page that is never
 * indexed, with links to the main pages; a deck page the data set has no deck for too.
 */
test.describe('page not found', () => {
  test('an unknown address answers 404 with the page in the browser language, noindex and links', async ({ page }) => {
    const { shellUrl } = stack();
    const response = await page.goto(`${shellUrl}/this-page-does-not-exist`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found – TCG Pocket Tier List');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const links = page.getByRole('navigation', { name: 'The main pages' }).getByRole('link');
    await expect(links).toHaveCount(5);
    await expect(links.nth(1)).toHaveAttribute('href', '/tier-list');
  });

  test('an unknown address under a language prefix is in that language', async ({ page }) => {
    const { shellUrl } = stack();
    const response = await page.goto(`${shellUrl}/de/diese-seite-gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Seite nicht gefunden – TCG Pocket Tier-Liste');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a deck the data set has no deck for answers 404 and is never indexed', async ({ page }) => {
    const { shellUrl } = stack();
    const response = await page.goto(`${shellUrl}/deck/not-a-real-deck-a1-001`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a known page still answers 200 and may be indexed', async ({ request }) => {
    const { shellUrl } = stack();
    const response = await request.get(`${shellUrl}/tier-list`);
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain('name="robots"');
  });
});
