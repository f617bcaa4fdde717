import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/signIn';
import { collectPageErrors, offlineGoogle, stack } from '../support/stack';

/**
 * Following decks: the star on a tile and on a deck page, "Your decks" first on the tier list with each
 * deck's tier, kept across a reload and synced to the account (a second browser signed in to the same
 * Auth emulator account shows it); "Since your last visit" when the data set last seen is older.
 */

/** The demo data set the composed site serves. */
const demoMeta = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../data/demo/free/meta.json'), 'utf8')) as { lastUpdated: string };

const tierlist = (page: Page) => page.locator('[data-remote="tierlist"]');
const yourDecks = (page: Page) => tierlist(page).getByRole('region', { name: 'Your decks' });
const lastVisit = (page: Page) => tierlist(page).getByRole('region', { name: 'Since your last visit' });
const star = (scope: Locator) => scope.getByRole('button', { name: /^Follow / });
const synced = (page: Page) => page.getByRole('banner').locator('[data-collection-sync="synced"]');

async function openTierList(page: Page): Promise<void> {
  await page.goto(`${stack().shellUrl}/tier-list`);
  await expect(tierlist(page).locator('[data-deck-id]')).toHaveCount(30);
}

/** The `index`-th tile of the tier list (rank order), its deck id and its tier. */
async function tileAt(page: Page, index: number): Promise<{ tile: Locator; id: string; tier: string }> {
  const tile = tierlist(page).locator('[data-deck-id]').nth(index);
  const id = (await tile.getAttribute('data-deck-id')) ?? '';
  const tier = (await tile.evaluate((el) => el.closest('[data-tier]')?.getAttribute('data-tier'))) ?? '';
  return { tile, id, tier };
}

/** The followed decks "Your decks" lists, in its order, with the tier each shows. */
const listed = (page: Page) =>
  yourDecks(page)
    .locator('[data-followed-deck]')
    .evaluateAll((items) => items.map((item) => [item.getAttribute('data-followed-deck'), item.getAttribute('data-followed-tier')]));

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

test('follows a deck from its tile and one from its deck page: "Your decks" lists them first with their tier, also after a reload', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openTierList(page);
  await expect(yourDecks(page)).toHaveCount(0);
  const first = await tileAt(page, 0);
  const tileStar = star(first.tile);
  // A toggle button beside the tile's link, not inside it.
  await expect(tileStar).toHaveAttribute('aria-pressed', 'false');
  expect(await tileStar.evaluate((button) => button.closest('a') === null)).toBe(true);
  const box = await tileStar.boundingBox();
  expect(box && box.width >= 44 && box.height >= 44).toBe(true);
  // With the keyboard, as any button.
  await tileStar.focus();
  await page.keyboard.press('Enter');
  await expect(tileStar).toHaveAttribute('aria-pressed', 'true');
  await expect(yourDecks(page)).toBeVisible();
  await expect.poll(() => listed(page)).toEqual([[first.id, first.tier]]);
  // "Your decks" comes before the tier rows.
  expect(await yourDecks(page).evaluate((row) => !!(row.compareDocumentPosition(document.querySelector('[data-tier]') as Node) & 4))).toBe(true);

  // A second deck, followed from its page.
  const second = await tileAt(page, 1);
  await second.tile.getByRole('link').click();
  await expect(page).toHaveURL(`${stack().shellUrl}/deck/${second.id}`);
  const deck = page.locator('[data-remote="deck"]');
  await expect(deck.getByRole('heading', { level: 1 })).toBeVisible();
  await star(deck).click();
  await expect(star(deck)).toHaveAttribute('aria-pressed', 'true');

  await openTierList(page);
  await expect
    .poll(() => listed(page))
    .toEqual([
      [first.id, first.tier],
      [second.id, second.tier],
    ]);
  await page.reload();
  await expect(tierlist(page).locator('[data-deck-id]')).toHaveCount(30);
  await expect(yourDecks(page)).toBeVisible();
  await expect
    .poll(() => listed(page))
    .toEqual([
      [first.id, first.tier],
      [second.id, second.tier],
    ]);
  await expect(star((await tileAt(page, 0)).tile)).toHaveAttribute('aria-pressed', 'true');
  // Kept with the collection in the browser.
  const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('tcgp.collection.v1') ?? '{}') as { follows?: string[] });
  expect(saved.follows).toEqual([first.id, second.id]);

  // Unfollowed from "Your decks": the row goes with the last followed deck.
  await star(yourDecks(page)).first().click();
  await star(yourDecks(page)).first().click();
  await expect(yourDecks(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('"Since your last visit" appears when the data set last seen is older, is dismissed and stays dismissed', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openTierList(page);
  // A first visit records the data set seen and shows nothing.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('tcgp.lastSeen.v1'))).toBe(JSON.stringify({ visitor: demoMeta.lastUpdated }));
  await expect(lastVisit(page)).toHaveCount(0);

  // The player last saw an older data set (stored as the site stores it).
  await page.evaluate(() => window.localStorage.setItem('tcgp.lastSeen.v1', JSON.stringify({ visitor: '2000-01-01' })));
  await page.reload();
  await expect(lastVisit(page)).toBeVisible();
  await expect(lastVisit(page).getByRole('heading', { level: 3 }).first()).toBeVisible();

  await lastVisit(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(lastVisit(page)).toHaveCount(0);
  await expect(tierlist(page).locator('[data-since-last-visit]')).toHaveCount(0);
  await page.reload();
  await expect(tierlist(page).locator('[data-deck-id]')).toHaveCount(30);
  // Once last week's ranking is there (the rank arrows), a summary would be too.
  await expect(tierlist(page).locator('[data-rank-change]').first()).toBeVisible();
  await expect(lastVisit(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('tcgp.lastSeen.v1'))).toBe(JSON.stringify({ visitor: demoMeta.lastUpdated }));
  expect(errors).toEqual([]);
});

/** A browser of its own (a device) on the tier list. */
async function device(browser: Browser) {
  const context = await browser.newContext();
  await offlineGoogle(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await openTierList(page);
  return { context, page, errors };
}

test('a deck followed on one device is followed on a second device after its sign-in', async ({ browser }) => {
  const email = `follow-${Date.now()}@example.com`;
  const phone = await device(browser);
  await signIn(phone.page, phone.context, email, false);
  await expect(synced(phone.page)).toHaveText('Saved');
  const { tile, id, tier } = await tileAt(phone.page, 0);
  const saved = phone.page.waitForResponse((r) => /\/v1\/users\/[^/]+\/collection$/.test(r.url()) && r.request().method() === 'PUT' && r.status() === 200);
  await star(tile).click();
  await saved;
  await expect(synced(phone.page)).toHaveText('Saved');

  const laptop = await device(browser);
  await expect(yourDecks(laptop.page)).toHaveCount(0);
  await signIn(laptop.page, laptop.context, email, true);
  await expect(yourDecks(laptop.page)).toBeVisible();
  await expect.poll(() => listed(laptop.page)).toEqual([[id, tier]]);
  await expect(star((await tileAt(laptop.page, 0)).tile)).toHaveAttribute('aria-pressed', 'true');

  expect([...phone.errors, ...laptop.errors]).toEqual([]);
  await phone.context.close();
  await laptop.context.close();
});
