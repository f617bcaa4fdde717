import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, stack, untilLive } from '../support/stack';

/**
 * A double tap on a card of the finder marks that card and no other: the grid holds still under the
 * finger after a mark, and the status at the tap says what happened, with an Undo that restores the list.
 */

// A phone: a touch screen, 412×823.
test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

/** The ids in the missing-cards panel, one entry per card. */
async function missingIds(page: Page): Promise<string[]> {
  const ids = await page
    .locator('[data-remote="deck"] [data-missing-card]')
    .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-missing-card') ?? ''));
  return ids.sort();
}

test('two taps 350 ms apart on one card mark that card only; the status at the tap undoes it', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${stack().shellUrl}/deck`);
  await untilLive(page);
  const remote = page.locator('[data-remote="deck"]');
  const grid = remote.getByRole('list', { name: 'Cards of the best list' });
  const buttons = grid.locator('button[data-card-id]');
  await expect(buttons.first()).toBeVisible();
  const missing = remote.locator('[data-missing-cards]');
  await expect(missing).toHaveAttribute('data-missing-cards', '0');

  // A card in the middle of the list: the next best deck's list puts another card at its place.
  const count = await buttons.count();
  const tile = buttons.nth(Math.floor(count / 2));
  await tile.scrollIntoViewIfNeeded();
  const cardId = (await tile.getAttribute('data-card-id')) ?? '';
  const name = (await tile.getAttribute('title')) ?? '';
  const box = await tile.boundingBox();
  if (!box || !cardId) throw new Error('the tile has no box or id');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;

  // Two taps at the same point of the screen, the second 350 ms after the first.
  const first = Date.now();
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(Math.max(0, 350 - (Date.now() - first)));
  await page.touchscreen.tap(x, y);

  // The status sits at the tap: just under the tapped tile, overlapping it across. Measured at once,
  // before the next best deck may change the page's height.
  const status = remote.locator('[data-tap-status]');
  const statusBox = await status.boundingBox();
  if (!statusBox) throw new Error('the status has no box');
  expect(statusBox.y).toBeGreaterThanOrEqual(box.y + box.height - 2);
  expect(statusBox.y).toBeLessThan(box.y + box.height + 40);
  expect(statusBox.x).toBeLessThan(box.x + box.width);
  expect(statusBox.x + statusBox.width).toBeGreaterThan(box.x);

  // Only the tapped card is missing (once or twice, as one tap marks it), and nothing else.
  await expect.poll(() => missingIds(page)).toEqual([cardId]);
  await page.waitForTimeout(1000);
  expect(await missingIds(page)).toEqual([cardId]);

  await expect(status).toHaveAttribute('data-tap-status', 'marked');
  await expect(status).toContainText(`${name} marked missing`);
  await expect(remote.locator('[role="status"][aria-live="polite"]:has([data-tap-status])')).toHaveCount(1);

  // Undo puts the list back as it was.
  await status.getByRole('button', { name: 'Undo' }).tap();
  await expect(missing).toHaveAttribute('data-missing-cards', '0');
  await expect(status).toHaveAttribute('data-tap-status', 'restored');
  await expect(status).toContainText(`${name} back in your collection`);
  await expect(grid.locator(`button[data-card-id="${cardId}"]`)).toBeVisible();
  expect(errors).toEqual([]);
});
