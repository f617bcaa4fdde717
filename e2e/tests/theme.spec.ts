import { expect, test, type Page } from '@playwright/test';
import { offlineGoogle, stack } from '../support/stack';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the theme follows the system setting and the toggle, in the shell and in remotes', async ({ browser }) => {
  const { shellUrl } = stack();
  const context = await browser.newContext({ colorScheme: 'dark' });
  await offlineGoogle(context);
  const page = await context.newPage();
  await page.goto(`${shellUrl}/tier-list`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe('rgb(16, 18, 24)');
  // Remote text uses the same tokens: light text on the dark background (read once the remote's page
  // has replaced the skeleton, whose heading is in the same place).
  await expect(page.locator('[data-remote="tierlist"] [data-deck-id]').first()).toBeVisible();
  await expect.poll(() => page.locator('[data-remote="tierlist"] h1').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(236, 238, 244)');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe('rgb(246, 247, 251)');
  // The explicit choice is remembered on reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await context.close();
});

test('a light system setting gives the light theme', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  await offlineGoogle(context);
  const page = await context.newPage();
  await page.goto(stack().shellUrl);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await context.close();
});
