import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/signIn';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * The player's collection in the composed site with the demo data: kept in the browser
 * across reloads, saved to the account and restored on another browser (Auth emulator + local
 * payments service), shared by link, imported from a file, and used by the finder's "what to get next".
 */

const cards = (page: Page) => page.locator('[data-remote="cards"]');
const deck = (page: Page) => page.locator('[data-remote="deck"]');
const missingPanel = (page: Page, count: number) => page.getByRole('region', { name: `Your missing cards (${count})` });
const spinbuttons = (page: Page) => cards(page).getByRole('spinbutton');

async function openCollection(page: Page): Promise<void> {
  await page.goto(`${stack().shellUrl}/collection`);
  await expect(cards(page).getByRole('heading', { level: 1 })).toHaveText('My Collection');
  await expect(spinbuttons(page).first()).toBeVisible();
}

/** Marks `copies` missing copies of the `index`-th card of the collection page with the keyboard; returns its id. */
async function markOnCollection(page: Page, index: number, copies: number): Promise<string> {
  const row = cards(page).locator('[data-collection-card]').nth(index);
  const id = (await row.getAttribute('data-collection-card')) ?? '';
  const spin = row.getByRole('spinbutton');
  await spin.focus();
  for (let i = 0; i < copies; i += 1) await page.keyboard.press('+');
  await expect(spin).toHaveAttribute('aria-valuenow', String(copies));
  return id;
}

const isCollectionPut = (url: string, method: string) => /\/v1\/users\/[^/]+\/collection$/.test(url) && method === 'PUT';

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

test('marked cards are still marked after a reload', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openCollection(page);
  const first = await markOnCollection(page, 0, 2);
  const second = await markOnCollection(page, 1, 1);
  await expect(missingPanel(page, 2)).toBeVisible();

  await page.reload();
  await expect(spinbuttons(page).first()).toBeVisible();
  await expect(missingPanel(page, 2)).toBeVisible();
  await expect(cards(page).locator(`[data-collection-card="${first}"]`).getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '2');
  await expect(cards(page).locator(`[data-collection-card="${second}"]`).getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '1');
  // The other pages read the same kept list.
  await page.goto(`${stack().shellUrl}/tier-list`);
  await expect(page.getByTestId('tierlist-missing')).toHaveAttribute('data-missing-cards', '3');
  expect(errors).toEqual([]);
});

test('signing in on a fresh browser brings the saved list back', async ({ browser }) => {
  const email = `collector-${Date.now()}@example.com`;

  // Browser 1: mark two cards, sign in with a new account and say this browser's list is the account's: it is uploaded.
  const first = await browser.newContext();
  await offlineGoogle(first);
  const pageA = await first.newPage();
  await openCollection(pageA);
  const a = await markOnCollection(pageA, 0, 1);
  const b = await markOnCollection(pageA, 2, 2);
  const uploaded = pageA.waitForResponse((r) => isCollectionPut(r.url(), r.request().method()) && r.status() === 200);
  await signIn(pageA, first, email, false);
  await pageA
    .getByRole('dialog', { name: 'This browser holds another list' })
    .getByRole('button', { name: "Replace my account's list with this browser's" })
    .click();
  await uploaded;
  await first.close();

  // Browser 2: nothing kept; signing in with the same account takes the saved list.
  const second = await browser.newContext();
  await offlineGoogle(second);
  const pageB = await second.newPage();
  await openCollection(pageB);
  await expect(missingPanel(pageB, 0)).toBeVisible();
  await signIn(pageB, second, email, true);
  await expect(missingPanel(pageB, 2)).toBeVisible();
  await expect(cards(pageB).locator(`[data-collection-card="${a}"]`).getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '1');
  await expect(cards(pageB).locator(`[data-collection-card="${b}"]`).getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '2');
  await second.close();
});

test('a shared link is a view: nothing is saved until "Keep this list", and "Back to my list" leaves it', async ({ browser }) => {
  // The sender marks the finder's first card and copies the link.
  const sender = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const pageA = await sender.newPage();
  await pageA.goto(`${stack().shellUrl}/deck`);
  await untilLive(pageA);
  const firstTile = deck(pageA).locator('[data-best-deck] button[data-card-id]').first();
  const cardId = (await firstTile.getAttribute('data-card-id')) ?? '';
  await firstTile.click();
  // The best deck without that card (it follows the mark in a render of its own).
  await expect(deck(pageA).locator(`[data-best-deck] button[data-card-id="${cardId}"]`)).toHaveCount(0);
  const shownDeck = await deck(pageA).locator('[data-best-deck]').getAttribute('data-best-deck');
  await missingPanel(pageA, 1).getByRole('button', { name: 'Share' }).click();
  await expect(missingPanel(pageA, 1).getByRole('status')).toHaveText('Link copied: whoever opens it sees this page as you do.');
  const link = await pageA.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${stack().shellUrl}/deck\\?s=2[A-Za-z0-9_-]+$`));
  expect(link.length).toBeLessThan(120);
  await sender.close();

  // The receiver has a list of their own: the link shows the sender's view at once, and says nothing is saved.
  const receiver = await browser.newContext();
  const pageB = await receiver.newPage();
  await openCollection(pageB);
  const own = await markOnCollection(pageB, 3, 1);
  await pageB.goto(link);
  const bar = pageB.locator('[data-shared-view=""]');
  await expect(bar).toContainText('You are looking at a shared list: 1 missing card. Nothing is saved unless you keep it.');
  await expect(bar).toContainText('Keeping it replaces your own list (1 entries)');
  await expect(bar.getByRole('button', { name: 'Keep this list' })).toBeInViewport();
  await expect(pageB).toHaveURL(`${stack().shellUrl}/deck`);
  await expect(deck(pageB).locator('[data-best-deck]')).toHaveAttribute('data-best-deck', shownDeck ?? '');
  await expect(missingPanel(pageB, 1).locator(`[data-missing-card="${cardId}"]`)).toBeVisible();
  // The shared list follows the player to other pages, with the same bar.
  await missingPanel(pageB, 1).getByRole('link', { name: 'Manage your collection' }).click();
  await expect(cards(pageB).getByRole('heading', { level: 1 })).toHaveText('My Collection');
  await expect(cards(pageB).locator(`[data-collection-card="${own}"]`).getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '0');
  await expect(missingPanel(pageB, 1)).toBeVisible();
  await expect(bar).toBeVisible();

  // Nothing was saved: a reload shows the receiver's own list.
  await pageB.reload();
  await expect(spinbuttons(pageB).first()).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(cards(pageB).locator(`[data-collection-card="${own}"]`).getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '1');
  await expect(missingPanel(pageB, 1).locator(`[data-missing-card="${cardId}"]`)).toHaveCount(0);

  // "Back to my list" leaves the shared list.
  await pageB.goto(link);
  await bar.getByRole('button', { name: 'Back to my list' }).click();
  await expect(bar).toHaveCount(0);
  await expect(missingPanel(pageB, 1).locator(`[data-missing-card="${own}"]`)).toBeVisible();

  // "Keep this list" makes it the receiver's list: kept across a reload.
  await pageB.goto(link);
  await bar.getByRole('button', { name: 'Keep this list' }).click();
  await expect(pageB.locator('[data-shared-view="kept"]')).toContainText('This list is now yours.');
  await pageB.reload();
  await expect(missingPanel(pageB, 1).locator(`[data-missing-card="${cardId}"]`)).toBeVisible();

  // A damaged link says so.
  await pageB.goto(`${link.slice(0, -4)}`);
  await expect(pageB.getByRole('alert')).toHaveText(/This shared link is damaged or incomplete, so it cannot be shown\. Ask for a new link\./);
  await receiver.close();
});

test('a signed-in player opening a shared link: the account gets nothing until they keep it', async ({ browser }) => {
  const context = await browser.newContext();
  await offlineGoogle(context);
  const page = await context.newPage();
  const puts: string[] = [];
  page.on('request', (request) => {
    if (isCollectionPut(request.url(), request.method())) puts.push(request.postData() ?? '');
  });
  // Share from the collection page: the link opens the collection page.
  await openCollection(page);
  const shared = await markOnCollection(page, 1, 2);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await missingPanel(page, 1).getByRole('button', { name: 'Share' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${stack().shellUrl}/collection\\?s=2[A-Za-z0-9_-]+$`));
  await spinbuttons(page).nth(1).focus();
  await page.keyboard.press('0');
  await expect(missingPanel(page, 0)).toBeVisible();

  // Signed in with a new account and a list of their own, saved.
  const own = await markOnCollection(page, 4, 1);
  const saved = page.waitForResponse((r) => isCollectionPut(r.url(), r.request().method()) && r.status() === 200);
  await signIn(page, context, `viewer-${Date.now()}@example.com`, false);
  await page
    .getByRole('dialog', { name: 'This browser holds another list' })
    .getByRole('button', { name: "Replace my account's list with this browser's" })
    .click();
  await saved;
  const before = puts.length;

  await page.goto(link);
  const bar = page.locator('[data-shared-view=""]');
  await expect(bar).toContainText('You are looking at a shared list: 1 missing card.');
  await expect(cards(page).locator(`[data-collection-card="${shared}"]`).getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '2');
  await expect(cards(page).locator(`[data-collection-card="${own}"]`).getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '0');
  // Keeping it is the first save after the link: the account gets the kept list, never earlier.
  const kept = page.waitForResponse((r) => isCollectionPut(r.url(), r.request().method()) && r.status() === 200);
  await bar.getByRole('button', { name: 'Keep this list' }).click();
  await kept;
  expect(puts.length).toBe(before + 1);
  expect(puts[before]).toContain(shared);
  expect(puts[before]).not.toContain(own);
  await context.close();
});

test('importing a bad file gives a clear error and changes nothing', async ({ page }) => {
  await openCollection(page);
  await markOnCollection(page, 0, 1);
  const input = cards(page).locator('input[type="file"]');
  await input.setInputFiles({
    name: 'not-a-collection.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"version": 1, "missing": ["a1-001", "Pikachu"], "updatedAt": "2026-03-01T12:00:00Z"}'),
  });
  const alert = cards(page).getByRole('alert');
  await expect(alert).toContainText('The file not-a-collection.json could not be imported; your list is unchanged.');
  await expect(alert).toContainText('Entry 2 of the missing cards, “Pikachu”, is not a card id like a1-084.');
  await expect(missingPanel(page, 1)).toBeVisible();

  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my cards: pikachu') });
  await expect(alert).toContainText('It is not JSON. Choose a collection file exported from this site.');
});

test('the finder "what to get next" list changes after a mark', async ({ page }) => {
  await page.goto(`${stack().shellUrl}/deck`);
  await untilLive(page);
  const panel = deck(page).getByRole('region', { name: 'What to get next' });
  await expect(panel).toContainText('Mark the cards you do not have');
  const next = async () =>
    panel.locator('[data-next-card]').evaluateAll((items) => items.map((i) => `${i.getAttribute('data-next-card')}:${i.getAttribute('data-gain')}`));

  const tiles = deck(page).locator('[data-best-deck] button[data-card-id]');
  const first = (await tiles.first().getAttribute('data-card-id')) ?? '';
  await tiles.first().click();
  await expect(panel.locator('[data-next-card]').first()).toHaveAttribute('data-next-card', first);
  const afterOne = await next();
  expect(Number(afterOne[0]?.split(':')[1])).toBeGreaterThan(0);
  await expect(panel.locator('[data-next-pack]').first()).toBeVisible();

  // The grid holds still for a moment after a mark (a double tap marks one card); the next tap is on
  // the best deck that shows once the marked card has left it.
  await expect(tiles.first()).not.toHaveAttribute('data-card-id', first);
  await tiles.first().click();
  await expect.poll(next).not.toEqual(afterOne);
});
