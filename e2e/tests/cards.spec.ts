import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * The cards remote in the composed site (demo data): marking a card missing on /cards-list changes the
 * tier list and the best deck finder (same store: navigation goes through the header links; the list
 * is kept in the browser across reloads too), and the expansion list shows tiers without promo sets.
 */

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

const cardsRemote = (page: Page) => page.locator('[data-remote="cards"]');
const tierRegions = (page: Page) => cardsRemote(page).getByRole('region', { name: /^Tier [SABCDE]$/ });
const header = (page: Page) => page.getByRole('banner');

/** "id×count" of every card tile of the best deck finder's list, in page order. */
async function bestListCards(page: Page): Promise<string[]> {
  const tiles = page.locator('[data-remote="deck"] [data-best-deck] button[data-card-id]');
  await expect(tiles.first()).toBeVisible();
  return tiles.evaluateAll((buttons) => buttons.map((b) => `${b.getAttribute('data-card-id')}${(b.textContent ?? '').match(/×\d+/)?.[0] ?? ''}`));
}

/** The deck links of the tier list (`/deck/<id>`), in page order. */
async function tierListDecks(page: Page): Promise<string[]> {
  const links = page.locator('[data-remote="tierlist"] a[href^="/deck/"]');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

async function openCardsList(page: Page): Promise<void> {
  await header(page).getByRole('link', { name: 'Best Cards' }).click();
  await untilLive(page);
  await expect(cardsRemote(page).getByRole('heading', { level: 1 })).toHaveText('Best Cards');
  await expect(tierRegions(page)).toHaveCount(6);
}

test('marking a card missing on the cards list changes the tier list and the best deck finder', async ({ page }) => {
  const { shellUrl } = stack();
  const errors = collectPageErrors(page);

  // 1. The best deck finder's list and the tier list as they are with no missing card.
  await page.goto(`${shellUrl}/deck`);
  const finderBefore = await bestListCards(page);
  const bestDeckBefore = await page.locator('[data-remote="deck"] [data-best-deck]').getAttribute('data-best-deck');
  // The first card the best list holds twice (Pokémon come first, so a Pokémon of the deck; found
  // through the UI: which deck is best depends on the demo data's date).
  const firstTile = page.locator('[data-remote="deck"] [data-best-deck] button[data-card-id]').filter({ hasText: '×2' }).first();
  const cardId = (await firstTile.getAttribute('data-card-id')) ?? '';
  expect(cardId).toMatch(/^[a-z0-9]+-\d{3}$/);
  expect(finderBefore).toContain(`${cardId}×2`);

  await header(page).getByRole('link', { name: 'Tier List' }).click();
  const tierListBefore = await tierListDecks(page);

  // 2. Mark that card on the cards list: filter to its expansion, where it ranks among the top 20.
  await openCardsList(page);
  await cardsRemote(page)
    .getByRole('combobox', { name: 'Expansion' })
    .selectOption(cardId.split('-')[0] ?? '');
  const button = tierRegions(page).locator(`button[data-card-id="${cardId}"]`);
  await expect(button).toHaveCount(1);
  await button.click();
  await expect(tierRegions(page).locator(`button[data-card-id="${cardId}"]`)).toHaveCount(0);
  const panel = cardsRemote(page).getByRole('region', { name: 'Your missing cards (1)' });
  await expect(panel.locator(`[data-missing-card="${cardId}"]`)).toBeVisible();

  // 3. The tier list recalculates without it (client-side navigation keeps the store).
  await header(page).getByRole('link', { name: 'Tier List' }).click();
  await expect.poll(() => tierListDecks(page)).not.toEqual(tierListBefore);

  // 4. The best deck finder: one copy is marked missing, so its list may hold at most one copy.
  await header(page).getByRole('link', { name: 'Best Deck Finder' }).click();
  await expect.poll(() => bestListCards(page)).not.toEqual(finderBefore);
  const finderAfter = await bestListCards(page);
  expect(finderAfter).not.toContain(`${cardId}×2`);
  expect(await page.locator('[data-remote="deck"] [data-best-deck]').getAttribute('data-best-deck')).not.toBe(bestDeckBefore);

  // 5. Back on the cards list the card is still marked; removing it restores the list and the finder.
  await openCardsList(page);
  await cardsRemote(page)
    .getByRole('button', { name: /^Remove .* from your missing cards$/ })
    .click();
  await expect(cardsRemote(page).getByRole('region', { name: 'Your missing cards (0)' })).toBeVisible();
  await header(page).getByRole('link', { name: 'Best Deck Finder' }).click();
  await expect.poll(() => bestListCards(page)).toEqual(finderBefore);

  expect(errors).toEqual([]);
});

test('a card is marked with the keyboard, and a full reload keeps the missing cards', async ({ page }) => {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/cards-list`);
  await untilLive(page);
  await expect(tierRegions(page)).toHaveCount(6);
  const first = tierRegions(page).locator('button[data-card-id]').first();
  const cardId = (await first.getAttribute('data-card-id')) ?? '';
  await first.focus();
  await page.keyboard.press('Space');
  await expect(tierRegions(page).locator(`button[data-card-id="${cardId}"]`)).toHaveCount(0);
  await expect(cardsRemote(page).getByRole('region', { name: 'Your missing cards (1)' })).toBeVisible();
  // The 20-card list refills from below.
  await expect(tierRegions(page).locator('button[data-card-id]')).toHaveCount(20);
  await page.reload();
  await expect(cardsRemote(page).getByRole('region', { name: 'Your missing cards (1)' })).toBeVisible();
  await expect(tierRegions(page).locator('button[data-card-id]')).toHaveCount(20);
  await expect(tierRegions(page).locator(`button[data-card-id="${cardId}"]`)).toHaveCount(0);
});

test('the expansion list shows expansions in tiers S..E and no promo set', async ({ page }) => {
  const { shellUrl } = stack();
  const errors = collectPageErrors(page);
  await page.goto(`${shellUrl}/expansion-list`);
  await expect(cardsRemote(page).getByRole('heading', { level: 1 })).toHaveText('Expansions by Tier');
  await expect(tierRegions(page)).toHaveCount(6);
  const tiles = cardsRemote(page).locator('[data-expansion-id]');
  await expect(tiles.first()).toBeVisible();
  const ids = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('data-expansion-id')));
  // The demo data has 15 expansions, two of them promo sets (pa, pb).
  expect(ids).toHaveLength(13);
  expect(ids).not.toContain('pa');
  expect(ids).not.toContain('pb');
  await expect(cardsRemote(page).getByText(/Promo [AB]/)).toHaveCount(0);
  // Highest summed score in tier S, with its name, code and release date.
  const top = tierRegions(page).first().locator('[data-expansion-id]').first();
  await expect(top).toContainText(/Released \w+ \d{1,2}, \d{4}/);
  // Link to the cards list, client-side.
  await cardsRemote(page).getByRole('link', { name: 'Best cards by tier' }).click();
  await expect(cardsRemote(page).getByRole('heading', { level: 1 })).toHaveText('Best Cards');
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  for (const { prefix, language } of [
    { prefix: '', language: 'English' },
    { prefix: '/de', language: 'German' },
  ]) {
    test(`no expansion tile's content spills out of it (${language}, 360 px)`, async ({ page }) => {
      const { shellUrl } = stack();
      await page.goto(`${shellUrl}${prefix}/expansion-list`);
      const tiles = cardsRemote(page).locator('[data-expansion-id]');
      await expect(tiles.first()).toBeVisible();
      const spilled = await tiles.evaluateAll((els) =>
        els
          .filter(
            (el) =>
              el.scrollWidth > el.clientWidth || [...el.children].some((child) => child.getBoundingClientRect().right > el.getBoundingClientRect().right + 0.5),
          )
          .map((el) => `${el.getAttribute('data-expansion-id')}: ${el.textContent}`),
      );
      expect(spilled).toEqual([]);
    });
  }
});
