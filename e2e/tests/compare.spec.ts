import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * Compare two decks in the composed site (demo data): "Compare with…" on a deck page, a button whose
 * picker loads when it is pressed, leads to the comparison at its canonical address (the two ids in
 * alphabetical order), which opens in a fresh browser too, and an address in the other order becomes
 * the canonical one.
 */

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

/** The address of a comparison, in the order given (ids kept readable, as the site writes them). */
const compareUrl = (a: string, b: string) =>
  `${stack().shellUrl}/compare/${encodeURIComponent(a).replace(/%26/g, '&')}/${encodeURIComponent(b).replace(/%26/g, '&')}`;

/** The finder's best deck (there is always one with no card missing). */
async function bestDeckId(page: Page): Promise<string> {
  await page.goto(`${stack().shellUrl}/deck`);
  const link = page.locator('[data-remote="deck"] [data-deck-link]');
  const id = (await link.getAttribute('data-deck-link')) ?? '';
  expect(id).not.toBe('');
  return id;
}

/** The address of a deck page. */
const deckUrl = (id: string) => `${stack().shellUrl}/deck/${encodeURIComponent(id).replace(/%26/g, '&')}`;

/** Opens "Compare with…" on the deck page shown (a press of its button) and gives its select, which has the focus. */
async function openPicker(page: Page) {
  const remote = page.locator('[data-remote="deck"]');
  await remote.getByRole('button', { name: 'Compare with…' }).click();
  const select = remote.getByRole('combobox', { name: 'Compare with…' });
  await expect(select).toBeFocused();
  return select;
}

/** Both decks are on the page, side by side, with their stats. */
async function seesBothDecks(page: Page, first: string, second: string) {
  const remote = page.locator('[data-remote="deck"]');
  await expect(remote.getByRole('heading', { level: 1, name: 'Compare two decks' })).toBeVisible();
  await expect(remote.locator(`[data-compare-deck="${first}"]`)).toBeVisible();
  await expect(remote.locator(`[data-compare-deck="${second}"]`)).toBeVisible();
  const table = remote.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.locator('[data-compare-stat="winRate"] td').first()).toHaveText(/\d+\.\d%.*games · 95% interval/);
  // A visitor gets the head-to-head's placeholder and the upsell, never its numbers.
  const headToHead = remote.locator('[data-head-to-head-state]');
  await expect(headToHead).toHaveAttribute('data-head-to-head-state', 'blurred');
  await expect(headToHead.getByTestId('deck-upsell')).toBeVisible();
  await expect(remote.getByRole('list', { name: 'In both decks' })).toBeVisible();
  await expect(page.locator('head meta[name="robots"][content="noindex"]')).toHaveCount(1);
}

test('"Compare with…" on a deck page opens the canonical comparison, which a fresh browser opens too', async ({ page, browser }) => {
  const errors = collectPageErrors(page);
  const id = await bestDeckId(page);
  await page.goto(deckUrl(id));
  await untilLive(page);
  const remote = page.locator('[data-remote="deck"]');
  const select = await openPicker(page);
  // The last deck offered: any other deck of the tier list will do.
  const other = (await select.locator('option').last().getAttribute('value')) ?? '';
  expect(other).not.toBe('');
  await select.selectOption(other);
  await remote.getByRole('link', { name: 'Compare' }).click();
  const [first, second] = [id, other].sort();
  await expect(page).toHaveURL(compareUrl(first!, second!));
  await seesBothDecks(page, first!, second!);
  expect(errors).toEqual([]);

  // Shared: the address opened in a new browser context (no storage, no service worker).
  const fresh = await browser.newContext();
  try {
    await offlineGoogle(fresh);
    const shared = await fresh.newPage();
    const sharedErrors = collectPageErrors(shared);
    await shared.goto(compareUrl(first!, second!));
    await seesBothDecks(shared, first!, second!);
    expect(sharedErrors).toEqual([]);
  } finally {
    await fresh.close();
  }
});

test('an address in the other order is replaced by the canonical one', async ({ page }) => {
  const id = await bestDeckId(page);
  await page.goto(deckUrl(id));
  await untilLive(page);
  const other = (await (await openPicker(page)).locator('option').first().getAttribute('value')) ?? '';
  const [first, second] = [id, other].sort();
  await page.goto(compareUrl(second!, first!));
  await expect(page).toHaveURL(compareUrl(first!, second!));
  await seesBothDecks(page, first!, second!);
});

test("a deck page's first load has only the button: the picker and its texts load on a press, by keyboard or click", async ({ page }) => {
  const errors = collectPageErrors(page);
  const loaded: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^(compare-picker|deck-compare-)/.test(file)) loaded.push(file);
  });
  const id = await bestDeckId(page);
  await page.goto(deckUrl(id));
  await untilLive(page);
  await page.waitForLoadState('networkidle');
  const remote = page.locator('[data-remote="deck"]');
  const button = remote.getByRole('button', { name: 'Compare with…' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(remote.getByRole('combobox', { name: 'Compare with…' })).toHaveCount(0);
  expect(loaded).toEqual([]);

  // Keyboard: the button focused (which already fetches the picker), Enter opens it, the focus goes into its select.
  await button.focus();
  await page.keyboard.press('Enter');
  const select = remote.getByRole('combobox', { name: 'Compare with…' });
  await expect(select).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(loaded.some((file) => file.startsWith('compare-picker'))).toBe(true);
  expect(loaded.some((file) => file.startsWith('deck-compare-en'))).toBe(true);
  // Tab goes on to the comparison's link.
  await page.keyboard.press('Tab');
  await expect(remote.getByRole('link', { name: 'Compare', exact: true })).toBeFocused();
  // Enter on the button closes it.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(select).toHaveCount(0);

  // A click, on a fresh load of the page: the picker opens with the focus in its select.
  await page.goto(deckUrl(id));
  await untilLive(page);
  await openPicker(page);
  expect(errors).toEqual([]);
});

test('an unknown deck id says so, with a link back to the tier list', async ({ page }) => {
  const id = await bestDeckId(page);
  await page.goto(compareUrl(id, 'zz-no-such-deck-zz-999'));
  const remote = page.locator('[data-remote="deck"]');
  await expect(remote.getByRole('heading', { name: 'These decks cannot be compared.' })).toBeVisible();
  await expect(remote.getByText('There is no deck called “zz-no-such-deck-zz-999”.')).toBeVisible();
  await remote.getByRole('link', { name: 'Go to the tier list' }).click();
  await expect(page).toHaveURL(`${stack().shellUrl}/tier-list`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the comparison fits 360 px in English and German: nothing wider than the screen', async ({ page }) => {
    const id = await bestDeckId(page);
    await page.goto(deckUrl(id));
    await untilLive(page);
    const other = (await (await openPicker(page)).locator('option').first().getAttribute('value')) ?? '';
    // The deck page with the picker open fits too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const [first, second] = [id, other].sort();
    const path = `/compare/${encodeURIComponent(first!).replace(/%26/g, '&')}/${encodeURIComponent(second!).replace(/%26/g, '&')}`;
    for (const prefix of ['', '/de']) {
      await page.goto(`${stack().shellUrl}${prefix}${path}`);
      await expect(page.locator('[data-compare-decks]')).toBeVisible();
      await expect(page.locator('[data-compare-trend]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });
});
