import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * A personal view says so at the top: cards marked in the finder make the tier list personal, with
 * "Your view: N cards left out" above the tiers; "Show the full meta" shows the published tiers (as a
 * fresh visit has them), and the player's list stays as it was.
 */

const tierlist = (page: Page) => page.locator('[data-remote="tierlist"]');
const deck = (page: Page) => page.locator('[data-remote="deck"]');

/** The deck ids of the tier list in page order. */
async function tierOrder(page: Page): Promise<string[]> {
  return tierlist(page)
    .locator('[data-deck-id]')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-deck-id') ?? ''));
}

/** The distinct cards of the finder's missing-cards panel. */
async function missingCards(page: Page): Promise<string[]> {
  const ids = await deck(page)
    .locator('[data-missing-card]')
    .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-missing-card') ?? ''));
  return ids.sort();
}

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

test('cards marked in the finder: the tier list says "Your view" at the top, shows the full meta on request and keeps the list', async ({ page }) => {
  const errors = collectPageErrors(page);

  // A fresh visit: the published tiers, no line.
  await page.goto(`${stack().shellUrl}/tier-list`);
  await untilLive(page);
  await expect(tierlist(page).locator('[data-deck-id]').first()).toBeVisible();
  const published = await tierOrder(page);
  expect(published.length).toBeGreaterThan(3);
  await expect(page.getByTestId('tierlist-personal-view')).toHaveCount(0);
  await expect(tierlist(page).getByText('Competitive decks ranked from S to E by their tournament results.')).toBeVisible();

  // Three cards of the best decks marked in the finder, one after the other.
  await page.goto(`${stack().shellUrl}/deck`);
  await untilLive(page);
  const tiles = deck(page).locator('[data-best-deck] button[data-card-id]');
  for (let marked = 1; marked <= 3; marked += 1) {
    const before = await deck(page).locator('[data-best-deck]').getAttribute('data-best-deck');
    await tiles.first().click();
    await expect(deck(page).locator('[data-missing-card]')).toHaveCount(marked);
    // The next best deck shows once the finder's hold after the mark is over.
    await expect(deck(page).locator('[data-best-deck]')).not.toHaveAttribute('data-best-deck', before ?? '');
  }
  const marks = await missingCards(page);
  expect(marks).toHaveLength(3);
  await expect(page.getByTestId('finder-personal-view')).toHaveText(/Your view: 3 cards left out/);

  // The tier list is personal and says so at the top, above the tiers, with a personal intro.
  await page.goto(`${stack().shellUrl}/tier-list`);
  await untilLive(page);
  const line = page.getByTestId('tierlist-personal-view');
  await expect(line).toContainText('Your view: 3 cards left out');
  await expect(tierlist(page).getByText(/^The decks you can build without the cards you left out/)).toBeVisible();
  const lineBox = await line.boundingBox();
  const firstTier = await tierlist(page).locator('[data-tier]').first().boundingBox();
  if (!lineBox || !firstTier) throw new Error('the line or the tiers have no box');
  expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(firstTier.y);
  await expect.poll(() => tierOrder(page)).not.toEqual(published);
  await expect(tierlist(page).locator('[data-rank-change]')).toHaveCount(0);

  // "Show the full meta": the published tiers, the list untouched.
  await line.getByRole('button', { name: 'Show the full meta' }).click();
  await expect(line).toContainText('Showing the full meta');
  await expect.poll(() => tierOrder(page)).toEqual(published);
  await expect(page.getByTestId('tierlist-missing')).toHaveAttribute('data-missing-cards', /^[3-6]$/);

  // Back to the personal view, then to the finder: the marks are all there.
  await line.getByRole('button', { name: 'Show your view' }).click();
  await expect(line).toContainText('Your view: 3 cards left out');
  await expect.poll(() => tierOrder(page)).not.toEqual(published);
  await page.goto(`${stack().shellUrl}/deck`);
  await untilLive(page);
  await expect(deck(page).locator('[data-missing-card]')).toHaveCount(3);
  expect(await missingCards(page)).toEqual(marks);
  expect(errors).toEqual([]);
});
