import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from '../support/signIn';
import { collectPageErrors, offlineGoogle, stack } from '../support/stack';

/**
 * Two devices, one list: two browsers signed in to the same account (Auth emulator + local payments
 * service) mark different cards at the same time and both end with both cards (the second save is
 * refused with 412, merged and saved again); a mark on one reaches the other when it becomes visible.
 */

const header = (page: Page) => page.getByRole('banner');
const cards = (page: Page) => page.locator('[data-remote="cards"]');
const spinbuttons = (page: Page) => cards(page).getByRole('spinbutton');
const copiesOf = (page: Page, id: string) => cards(page).locator(`[data-collection-card="${id}"]`).getByRole('spinbutton');
const synced = (page: Page) => header(page).locator('[data-collection-sync="synced"]');
const isCollectionPut = (url: string, method: string) => /\/v1\/users\/[^/]+\/collection$/.test(url) && method === 'PUT';

async function openCollection(page: Page): Promise<void> {
  await page.goto(`${stack().shellUrl}/collection`);
  await expect(cards(page).getByRole('heading', { level: 1 })).toHaveText('My Collection');
  await expect(spinbuttons(page).first()).toBeVisible();
}

/** The id of the `index`-th card of the collection page. */
async function cardAt(page: Page, index: number): Promise<string> {
  return (await cards(page).locator('[data-collection-card]').nth(index).getAttribute('data-collection-card')) ?? '';
}

/** Marks one missing copy of a card with the keyboard. */
async function mark(page: Page, id: string): Promise<void> {
  const spin = copiesOf(page, id);
  await spin.focus();
  await page.keyboard.press('+');
  await expect(spin).toHaveAttribute('aria-valuenow', '1');
}

/** A browser of its own (a device) on the collection page; its PUT answers are counted by status. */
async function device(browser: Browser) {
  const context = await browser.newContext();
  await offlineGoogle(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const puts: number[] = [];
  page.on('response', (r) => {
    if (isCollectionPut(r.url(), r.request().method())) puts.push(r.status());
  });
  await openCollection(page);
  return { context, page, errors, puts };
}

/** What another device did reaches this page when it becomes visible again. */
async function showAgain(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

test('two devices mark different cards at the same time: both end with both cards', async ({ browser }) => {
  const email = `two-devices-${Date.now()}@example.com`;
  const phone = await device(browser);
  const laptop = await device(browser);
  const [base, onPhone, onLaptop, later] = await Promise.all([0, 1, 2, 3].map((i) => cardAt(phone.page, i)));

  // The phone signs up with one card marked (uploaded once the player says so); the laptop signs in and takes it.
  await mark(phone.page, base ?? '');
  await signIn(phone.page, phone.context, email, false);
  // A list marked signed out reaches an account only when the player says so.
  await phone.page
    .getByRole('dialog', { name: 'This browser holds another list' })
    .getByRole('button', { name: "Replace my account's list with this browser's" })
    .click();
  await expect(synced(phone.page)).toHaveText('Saved');
  await signIn(laptop.page, laptop.context, email, true);
  await expect(copiesOf(laptop.page, base ?? '')).toHaveAttribute('aria-valuenow', '1');
  await expect(synced(laptop.page)).toHaveText('Saved');
  const putsBefore = phone.puts.length + laptop.puts.length;

  // Both mark another card before either has saved (saves wait 1.5 s after the last change).
  await Promise.all([mark(phone.page, onPhone ?? ''), mark(laptop.page, onLaptop ?? '')]);
  await expect(synced(phone.page)).toBeVisible();
  await expect(synced(laptop.page)).toBeVisible();
  // One save went through; the other was refused (412), merged with it and saved again.
  await expect.poll(() => [...phone.puts, ...laptop.puts].slice(putsBefore).sort()).toEqual([200, 200, 412]);
  // The page that saved first catches up when it is shown again.
  await showAgain(phone.page);
  await showAgain(laptop.page);
  for (const page of [phone.page, laptop.page]) {
    for (const id of [base, onPhone, onLaptop]) await expect(copiesOf(page, id ?? '')).toHaveAttribute('aria-valuenow', '1');
  }

  // A mark on the laptop reaches the phone once the phone is visible again.
  const saved = laptop.page.waitForResponse((r) => isCollectionPut(r.url(), r.request().method()) && r.status() === 200);
  await mark(laptop.page, later ?? '');
  await saved;
  await showAgain(phone.page);
  await expect(copiesOf(phone.page, later ?? '')).toHaveAttribute('aria-valuenow', '1');
  await expect(synced(phone.page)).toHaveText('Saved');

  expect([...phone.errors, ...laptop.errors]).toEqual([]);
  await phone.context.close();
  await laptop.context.close();
});

test('both devices change one card: the device whose change lost is told so, and Undo saves its value again', async ({ browser }) => {
  const email = `replaced-${Date.now()}@example.com`;
  const phone = await device(browser);
  const laptop = await device(browser);
  const card = (await cardAt(phone.page, 0)) ?? '';
  await signIn(phone.page, phone.context, email, false);
  await expect(synced(phone.page)).toHaveText('Saved');
  await signIn(laptop.page, laptop.context, email, true);
  await expect(synced(laptop.page)).toHaveText('Saved');

  // The laptop's save is held back (a slow network) until the phone's later change is saved.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await laptop.page.route(
    (url) => /\/v1\/users\/[^/]+\/collection$/.test(url.pathname),
    async (route) => {
      if (route.request().method() === 'PUT' && !held) {
        held = true;
        await released;
      }
      await route.continue();
    },
  );
  // The laptop marks two missing copies first; the phone then marks one, and saves first.
  await mark(laptop.page, card);
  await laptop.page.keyboard.press('+');
  await expect(copiesOf(laptop.page, card)).toHaveAttribute('aria-valuenow', '2');
  await expect.poll(() => held).toBe(true);
  const phoneSaved = phone.page.waitForResponse((r) => isCollectionPut(r.url(), r.request().method()) && r.status() === 200);
  await mark(phone.page, card);
  await phoneSaved;

  // The laptop's save is refused (412): merged, the phone's later change wins the card, and the laptop says so.
  release();
  const notice = laptop.page.getByRole('status').filter({ hasText: "was replaced by your other device's" });
  await expect(notice).toContainText(`Your change to`);
  await expect(copiesOf(laptop.page, card)).toHaveAttribute('aria-valuenow', '1');
  // Undo applies the laptop's value again as a new change, which is saved and reaches the phone.
  const undone = laptop.page.waitForResponse((r) => isCollectionPut(r.url(), r.request().method()) && r.status() === 200);
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(copiesOf(laptop.page, card)).toHaveAttribute('aria-valuenow', '2');
  await undone;
  await showAgain(phone.page);
  await expect(copiesOf(phone.page, card)).toHaveAttribute('aria-valuenow', '2');

  expect([...phone.errors, ...laptop.errors]).toEqual([]);
  await phone.context.close();
  await laptop.context.close();
});
