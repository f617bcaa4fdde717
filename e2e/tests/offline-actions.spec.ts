import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/signIn';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * What needs the network says so offline instead of failing silently: sign-in from the header; and a
 * signed-in player's missing cards, marked offline, are kept on the device and reach the account once
 * the browser is back online (another device then gets them).
 */

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

const header = (page: Page) => page.getByRole('banner');
const cards = (page: Page) => page.locator('[data-remote="cards"]');
const copiesOf = (page: Page, id: string) => cards(page).locator(`[data-collection-card="${id}"]`).getByRole('spinbutton');
const syncStatus = (page: Page, status: string) => header(page).locator(`[data-collection-sync="${status}"]`);
const isCollectionPut = (url: string, method: string) => /\/v1\/users\/[^/]+\/collection$/.test(url) && method === 'PUT';

async function openCollection(page: Page): Promise<void> {
  await page.goto(`${stack().shellUrl}/collection`);
  await untilLive(page);
  await expect(cards(page).getByRole('heading', { level: 1 })).toHaveText('My Collection');
  await expect(cards(page).getByRole('spinbutton').first()).toBeVisible();
}

test('offline, sign-in is not started and the header says it needs a connection', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${stack().shellUrl}/tier-list`);
  await untilLive(page);
  await context.setOffline(true);
  let popups = 0;
  context.on('page', () => (popups += 1));
  await header(page).getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('alert')).toContainText("You're offline — sign-in needs a connection. Try again once you're back online.");
  expect(popups).toBe(0);
  // Back online, the message goes and sign-in opens its window.
  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const popup = context.waitForEvent('page');
  await header(page).getByRole('button', { name: 'Sign in with Google' }).click();
  await (await popup).close();
  expect(errors).toEqual([]);
});

test('a card marked missing offline is kept, and saved to the account once back online', async ({ browser }) => {
  const email = `offline-sync-${Date.now()}@example.com`;
  const phone = await browser.newContext();
  await offlineGoogle(phone);
  const page = await phone.newPage();
  const errors = collectPageErrors(page);
  await openCollection(page);
  await signIn(page, phone, email, false);
  await expect(syncStatus(page, 'synced')).toHaveText('Saved');
  const id = (await cards(page).locator('[data-collection-card]').first().getAttribute('data-collection-card')) ?? '';

  const puts: string[] = [];
  page.on('request', (r) => {
    if (isCollectionPut(r.url(), r.method())) puts.push(r.postData() ?? '');
  });
  await phone.setOffline(true);
  await expect(syncStatus(page, 'offline')).toHaveText('Offline — will save');
  // The list keeps working offline.
  const spin = copiesOf(page, id);
  await spin.focus();
  await page.keyboard.press('+');
  await expect(spin).toHaveAttribute('aria-valuenow', '1');
  await expect(syncStatus(page, 'offline')).toBeVisible();

  const saved = page.waitForResponse((r) => isCollectionPut(r.url(), r.request().method()) && r.status() === 200);
  await phone.setOffline(false);
  await saved;
  await expect(syncStatus(page, 'synced')).toHaveText('Saved');
  // Nothing was sent while offline; the save after it holds the card.
  expect(puts).toHaveLength(1);
  expect(JSON.parse(puts[0] ?? '{}')).toMatchObject({ missing: [id] });

  // The account's copy: another device signing in gets the card.
  const laptop = await browser.newContext();
  await offlineGoogle(laptop);
  const other = await laptop.newPage();
  await openCollection(other);
  await signIn(other, laptop, email, true);
  await expect(copiesOf(other, id)).toHaveAttribute('aria-valuenow', '1');
  expect(errors).toEqual([]);
  await phone.close();
  await laptop.close();
});
