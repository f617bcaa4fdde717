import { crc32 } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack } from '../support/stack';

/**
 * No path loses the player's list: a stored list the site cannot read is put aside (never deleted) and
 * offered back on the collection page, and a crafted share link is refused without touching the list.
 */

const KEY = 'tcgp.collection.v1';
const cards = (page: Page) => page.locator('[data-remote="cards"]');
const storedList = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), KEY);

/** A share code of version 2 around hand-made bytes, with a correct CRC-32: what a crafted link is. */
function craftedCode(body: number[]): string {
  const sum = crc32(Buffer.from(body));
  return `2${Buffer.from([...body, (sum >>> 24) & 0xff, (sum >>> 16) & 0xff, (sum >>> 8) & 0xff, sum & 0xff]).toString('base64url')}`;
}

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

test('a damaged stored list is put aside, offered on the collection page and restored', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${stack().shellUrl}/collection`);
  await expect(cards(page).getByRole('spinbutton').first()).toBeVisible();
  const ids = await cards(page)
    .locator('[data-collection-card]')
    .evaluateAll((rows) => rows.slice(0, 2).map((r) => r.getAttribute('data-collection-card') ?? ''));
  // A list saved by a newer site, with a third copy of a card: this site cannot read it.
  const damaged = JSON.stringify({ version: 1, missing: [ids[0], ids[0], ids[0], ids[1]], updatedAt: '2026-03-01T12:00:00.000Z' });
  await page.evaluate(([key, text]) => window.localStorage.setItem(key as string, text as string), [KEY, damaged]);

  await page.goto(`${stack().shellUrl}/tier-list`);
  const notice = page.locator('[data-collection-put-aside]');
  await expect(notice).toContainText('They were put aside, not deleted');
  expect(await storedList(page)).toBeNull();
  const backups = await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('tcgp.collection.backup.')));
  expect(backups).toHaveLength(1);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), backups[0] as string)).toBe(damaged);

  await notice.getByRole('link', { name: 'Open the collection' }).click();
  const aside = cards(page).getByRole('region', { name: 'Lists put aside' });
  await expect(aside).toContainText('3 missing cards can be restored. 1 entry cannot be read and is left out.');
  await aside.getByRole('button', { name: 'Restore' }).click();
  await expect(aside.getByRole('status')).toHaveText('Restored 3 missing cards. Undo brings your previous list back.');
  await expect(cards(page).locator(`[data-collection-card="${ids[0]}"]`).getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '2');

  // The restored list is kept; the backup stays until the player removes it.
  await page.reload();
  await expect(cards(page).locator(`[data-collection-card="${ids[1]}"]`).getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '1');
  await expect(page.locator('[data-collection-put-aside]')).toHaveCount(0);
  await expect(cards(page).getByRole('region', { name: 'Lists put aside' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a crafted link of 2,014 copies (sets repeated) is refused and the list survives a reload', async ({ page }) => {
  await page.goto(`${stack().shellUrl}/collection`);
  const spin = cards(page).getByRole('spinbutton').first();
  await spin.focus();
  await page.keyboard.press('+');
  await expect(spin).toHaveAttribute('aria-valuenow', '1');
  const before = JSON.parse((await storedList(page)) ?? 'null').missing as string[];

  // 19 groups of set a1 with 53 cards each, all twice: 2,014 copies; each group alone is under 2,000.
  const group = [2, ...Buffer.from('a1'), 53, ...Array.from({ length: 53 }, () => 1)];
  const code = craftedCode([0x00, 3, ...Array.from({ length: 19 }, () => group).flat()]);
  await page.goto(`${stack().shellUrl}/tier-list?s=${code}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This shared link is damaged or incomplete' })).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-collection-put-aside]')).toHaveCount(0);
  expect(JSON.parse((await storedList(page)) ?? 'null').missing).toEqual(before);
  const backups = await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('tcgp.collection.backup.')));
  expect(backups).toEqual([]);
});
