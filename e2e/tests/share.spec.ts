import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * "Share deck" on a deck page and on the finder's deck: the device's share sheet gets the deck's
 * name, a short text and the deck page's address (with the page's language prefix); without a share
 * sheet the link is copied and the page says so.
 */

declare global {
  interface Window {
    /** What the stubbed share sheet was given. */
    sharedData?: ShareData[];
  }
}

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

const deckRemote = (page: Page) => page.locator('[data-remote="deck"]');

/** A device with a share sheet that records what it is given. */
async function withShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.sharedData = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        window.sharedData?.push(data);
      },
    });
  });
}

/** A device without a share sheet (whatever this browser build has). */
async function withoutShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });
}

/** The finder's deck: its id and name. */
async function finderDeck(page: Page): Promise<{ id: string; name: string }> {
  await page.goto(`${stack().shellUrl}/deck`);
  await untilLive(page);
  const best = deckRemote(page).locator('[data-best-deck]');
  const id = (await best.getAttribute('data-best-deck')) ?? '';
  const name = (await best.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(id).not.toBe('');
  return { id, name };
}

test('a deck page gives the share sheet its name, a short text and its address', async ({ page }) => {
  const errors = collectPageErrors(page);
  await withShareSheet(page);
  const { id, name } = await finderDeck(page);
  await page.goto(`${stack().shellUrl}/deck/${id}`);
  await untilLive(page);
  await expect(deckRemote(page).getByRole('heading', { level: 1 })).toHaveText(name);
  await deckRemote(page).getByRole('button', { name: 'Share deck' }).click();
  await expect.poll(() => page.evaluate(() => window.sharedData?.length)).toBe(1);
  const [shared] = (await page.evaluate(() => window.sharedData)) ?? [];
  expect(shared).toEqual({
    title: name,
    text: expect.stringMatching(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – tier [SABCDE] on the TCG Pocket tier list$`)),
    url: `${stack().shellUrl}/deck/${id}`,
  });
  // The share sheet took it: nothing to say on the page.
  await expect(deckRemote(page).locator('[data-share="deck"] [role="status"]')).toBeEmpty();
  expect(errors).toEqual([]);
});

test('a deck page in German shares the German address, in German', async ({ page }) => {
  await withShareSheet(page);
  const { id } = await finderDeck(page);
  await page.goto(`${stack().shellUrl}/de/deck/${id}`);
  await untilLive(page);
  const name = await deckRemote(page).getByRole('heading', { level: 1 }).textContent();
  await deckRemote(page).getByRole('button', { name: 'Deck teilen' }).click();
  await expect.poll(() => page.evaluate(() => window.sharedData?.length)).toBe(1);
  const [shared] = (await page.evaluate(() => window.sharedData)) ?? [];
  expect(shared?.url).toBe(`${stack().shellUrl}/de/deck/${id}`);
  expect(shared?.text).toMatch(/in der TCG-Pocket-Tier-Liste$/);
  expect(shared?.title).toBe(name);
});

test('without a share sheet, a deck page copies its link and says so', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await offlineGoogle(context);
  const page = await context.newPage();
  await withoutShareSheet(page);
  const { id } = await finderDeck(page);
  await page.goto(`${stack().shellUrl}/deck/${id}`);
  await untilLive(page);
  const share = deckRemote(page).locator('[data-share="deck"]');
  await share.getByRole('button', { name: 'Share deck' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stack().shellUrl}/deck/${id}`);
  await context.close();
});

test("the finder shares the deck it found: through the share sheet, or by copying the deck page's link", async ({ browser }) => {
  const sheet = await browser.newContext();
  await offlineGoogle(sheet);
  const withSheet = await sheet.newPage();
  await withShareSheet(withSheet);
  const { id, name } = await finderDeck(withSheet);
  await deckRemote(withSheet).locator('[data-best-deck]').getByRole('button', { name: 'Share deck' }).click();
  await expect.poll(() => withSheet.evaluate(() => window.sharedData?.length)).toBe(1);
  const [shared] = (await withSheet.evaluate(() => window.sharedData)) ?? [];
  expect(shared).toMatchObject({ title: name, url: `${stack().shellUrl}/deck/${id}` });
  await sheet.close();

  const copying = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await offlineGoogle(copying);
  const page = await copying.newPage();
  await withoutShareSheet(page);
  await finderDeck(page);
  const share = deckRemote(page).locator('[data-best-deck] [data-share="deck"]');
  await share.getByRole('button', { name: 'Share deck' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stack().shellUrl}/deck/${id}`);
  await copying.close();
});
