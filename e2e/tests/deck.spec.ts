import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * The deck remote in the composed site (demo data): the best deck finder down to "Not enough cards",
 * and a deck page as a visitor sees it (matchups blurred, with the upsell).
 */

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

/** Finds a deck id through the UI: a tile of the tier list when it has tiles, else the finder's deck link. */
async function findDeckThroughUi(page: Page): Promise<string> {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/tier-list`);
  const tile = page.locator('[data-remote="tierlist"] [data-tier] [data-deck-id]').first();
  const hasTiles = await tile.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  if (hasTiles) {
    const id = (await tile.getAttribute('data-deck-id')) ?? '';
    await tile.locator('a').click();
    return id;
  }
  await page.goto(`${shellUrl}/deck`);
  const link = page.locator('[data-remote="deck"] [data-deck-link]');
  const id = (await link.getAttribute('data-deck-link')) ?? '';
  await link.click();
  return id;
}

test('the finder: marking cards missing ends in "Not enough cards", whose link leads to the tier list', async ({ page }) => {
  const { shellUrl } = stack();
  const errors = collectPageErrors(page);
  await page.goto(`${shellUrl}/deck`);
  await untilLive(page);
  const remote = page.locator('[data-remote="deck"]');
  await expect(remote.getByRole('heading', { level: 1 })).toHaveText('Best Deck Finder');
  await expect(remote.getByText('Relative strength: 100.0%')).toBeVisible();
  const cardsGrid = remote.getByRole('list', { name: 'Cards of the best list' });
  await expect(cardsGrid.locator('button[data-card-id]').first()).toBeVisible();

  const notEnough = remote.getByRole('heading', { name: 'Not enough cards' });
  const missingSection = remote.locator('[data-missing-cards]');
  for (let clicks = 0; clicks < 100 && !(await notEnough.isVisible()); clicks++) {
    const before = (await missingSection.getAttribute('data-missing-cards')) ?? '0';
    // The last card of the list (usually a trainer most lists share) ends the search quickest.
    const last = cardsGrid.locator('button[data-card-id]').last();
    const marked = await last.getAttribute('data-card-id');
    await last.click();
    await expect(missingSection).not.toHaveAttribute('data-missing-cards', before);
    // The next best deck follows the mark: a list without the card (or none).
    await expect(cardsGrid.locator(`button[data-card-id="${marked}"]`)).toHaveCount(0);
  }
  await expect(notEnough).toBeVisible();
  await expect(remote.getByText(/No deck can be built without the cards you marked as missing/)).toBeVisible();
  // Every mark is listed and can be undone.
  await expect(remote.getByRole('button', { name: /^Remove .+ from your missing cards$/ }).first()).toBeVisible();

  await remote.getByRole('link', { name: 'Try another deck' }).click();
  await expect(page).toHaveURL(`${shellUrl}/tier-list`);
  await expect(page.locator('[data-remote="tierlist"] h1')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a deck page opened from the site and directly: stats, list, alternatives; a visitor sees matchups blurred', async ({ page }) => {
  const { shellUrl } = stack();
  const errors = collectPageErrors(page);
  const id = await findDeckThroughUi(page);
  expect(id).not.toBe('');
  const remote = page.locator('[data-remote="deck"]');
  await expect(page).toHaveURL(new RegExp(`/deck/`));
  await expect(remote.locator(`[data-deck-id="${id}"]`)).toBeVisible();

  // The same deck opened directly (a fresh page load).
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${shellUrl}/deck/${id}`);
  await expect(remote.locator(`[data-deck-id="${id}"]`)).toBeVisible();
  await expect(remote.getByRole('heading', { level: 1 })).not.toHaveText('Deck details');
  await expect(remote.locator('[data-stat="strength"] dd:first-of-type').first()).toHaveText(/^\d+\.\d \/ 10$/);
  await expect(remote.locator('[data-stat="popularity"] dd:first-of-type')).toHaveText(/^\d+\.\d \/ 10$/);
  // The Total win rate with its games and 95 % interval (under the value, and for screen readers).
  await expect(remote.locator('[data-stat="winRate"] dd:first-of-type')).toHaveText(/^\d+\.\d%.*[\d,]+ games · 95% interval \d+\.\d% to \d+\.\d%/);
  await expect(remote.getByRole('list', { name: 'Best list' }).locator('[data-card-id]').first()).toBeVisible();
  await expect(remote.getByRole('heading', { level: 2, name: 'Alternatives' })).toBeVisible();

  const matchups = remote.locator('[data-matchups]');
  await expect(matchups).toHaveAttribute('data-matchups', 'blurred');
  await expect(matchups.getByTestId('deck-upsell')).toBeVisible();
  await expect(matchups.getByRole('heading', { name: 'Strong Against' })).toBeVisible();
  // Placeholders only: no opponent links, no win rates.
  await expect(matchups.getByRole('link')).toHaveCount(0);
  await expect(matchups).not.toContainText('%');
  // A visitor downloads no matchup detail at all (and nobody downloads matchup-data.json).
  expect(requests.filter((u) => u.includes('/matchups/') || u.endsWith('/matchup-data.json'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('an unknown deck id shows a clear message with a link to the tier list', async ({ page }) => {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/deck/no-such-deck-zz-999`);
  const remote = page.locator('[data-remote="deck"]');
  await expect(remote.getByRole('heading', { name: 'There is no deck called “no-such-deck-zz-999”.' })).toBeVisible();
  await remote.getByRole('link', { name: 'Go to the tier list' }).click();
  await expect(page).toHaveURL(`${shellUrl}/tier-list`);
});
