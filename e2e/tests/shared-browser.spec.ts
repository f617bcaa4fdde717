import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from '../support/signIn';
import { collectPageErrors, offlineGoogle, stack } from '../support/stack';

/**
 * One browser, several people (Auth emulator + local payments service): a list marked while signed
 * out never reaches an account without the player's choice, and an account's list leaves the browser
 * at sign-out (unless the player keeps a copy), so the next person never sees or receives it.
 */

const header = (page: Page) => page.getByRole('banner');
const cards = (page: Page) => page.locator('[data-remote="cards"]');
const copiesOf = (page: Page, id: string) => cards(page).locator(`[data-collection-card="${id}"]`).getByRole('spinbutton');
const synced = (page: Page) => header(page).locator('[data-collection-sync="synced"]');
const signedOut = (page: Page) => header(page).locator('[data-account-slot="signed-out"]');
const isCollectionPut = (url: string, method: string) => /\/v1\/users\/[^/]+\/collection$/.test(url) && method === 'PUT';

async function openCollection(page: Page): Promise<void> {
  await page.goto(`${stack().shellUrl}/collection`);
  await expect(cards(page).getByRole('heading', { level: 1 })).toHaveText('My Collection');
  await expect(cards(page).getByRole('spinbutton').first()).toBeVisible();
}

async function cardAt(page: Page, index: number): Promise<string> {
  return (await cards(page).locator('[data-collection-card]').nth(index).getAttribute('data-collection-card')) ?? '';
}

async function mark(page: Page, id: string): Promise<void> {
  const spin = copiesOf(page, id);
  await spin.focus();
  await page.keyboard.press('+');
  await expect(spin).toHaveAttribute('aria-valuenow', '1');
}

async function expectCopies(page: Page, expected: Record<string, number>): Promise<void> {
  for (const [id, copies] of Object.entries(expected)) await expect(copiesOf(page, id)).toHaveAttribute('aria-valuenow', String(copies));
}

/** Every key and value in localStorage. */
const storageText = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.localStorage)
      .map((key) => `${key}=${window.localStorage.getItem(key) ?? ''}`)
      .join('\n'),
  );
/** The uid that owns the browser's list (read while signed in). */
const ownerUid = (page: Page) =>
  page.evaluate(() => (JSON.parse(window.localStorage.getItem('tcgp.collection.owner.v1') ?? '{}') as { uid?: string }).uid ?? '');

/** A browser of its own, on the collection page; its collection PUTs are recorded. */
async function browserOf(context: BrowserContext) {
  await offlineGoogle(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const puts: string[] = [];
  page.on('request', (r) => {
    if (isCollectionPut(r.url(), r.method())) puts.push(r.postData() ?? '');
  });
  await openCollection(page);
  return { page, errors, puts };
}

/** Marks two cards signed in and waits until they are saved. */
async function markAndSave(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) await mark(page, id);
  await expect(synced(page)).toHaveText('Saved');
}

async function signOutFromHeader(page: Page, keepCopy = false): Promise<void> {
  if (keepCopy) await header(page).getByRole('checkbox', { name: 'Keep my list here' }).check();
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(signedOut(page)).toBeVisible();
}

test("Bob's story: a stranger's signed-out edits are asked about, and keeping the account's list keeps his two cards", async ({ browser }) => {
  const context = await browser.newContext();
  const { page, errors, puts } = await browserOf(context);
  const [one = '', two = '', strangers = ''] = await Promise.all([0, 1, 2].map((i) => cardAt(page, i)));
  const bob = `bob-${Date.now()}@example.com`;

  await signIn(page, context, bob, false);
  await expect(synced(page)).toHaveText('Saved');
  await markAndSave(page, [one, two]);
  await signOutFromHeader(page);
  // Signed out, the browser shows its own (empty) list again.
  await expectCopies(page, { [one]: 0, [two]: 0 });

  // Someone else opens the site in the same browser and marks a card while signed out.
  await page.reload();
  await mark(page, strangers);
  const putsBefore = puts.length;

  await signIn(page, context, bob, true);
  const dialog = page.getByRole('dialog', { name: 'This browser holds another list' });
  await expect(dialog).toContainText('On this browser: 1 card');
  await expect(dialog).toContainText('Saved to your account');
  await dialog.getByRole('button', { name: "Keep my account's list" }).click();
  await expectCopies(page, { [one]: 1, [two]: 1, [strangers]: 0 });
  await expect(synced(page)).toHaveText('Saved');
  expect(puts.slice(putsBefore)).toEqual([]);

  // The account still holds his two cards: a fresh browser signed in to it shows them.
  const other = await browser.newContext();
  const elsewhere = await browserOf(other);
  await signIn(elsewhere.page, other, bob, true);
  await expectCopies(elsewhere.page, { [one]: 1, [two]: 1, [strangers]: 0 });

  expect([...errors, ...elsewhere.errors]).toEqual([]);
  await other.close();
  await context.close();
});

test("Alice's story: at sign-out her list, base and uid leave the browser; the next account gets nothing of hers", async ({ browser }) => {
  const context = await browser.newContext();
  const { page, errors, puts } = await browserOf(context);
  const [before = '', one = '', two = ''] = await Promise.all([0, 1, 2].map((i) => cardAt(page, i)));

  // The browser's own list before Alice: one card.
  await mark(page, before);
  await signIn(page, context, `alice-${Date.now()}@example.com`, false);
  await page.getByRole('dialog', { name: 'This browser holds another list' }).getByRole('button', { name: "Keep my account's list" }).click();
  await expectCopies(page, { [before]: 0 });
  await markAndSave(page, [one, two]);
  const alice = await ownerUid(page);
  expect(alice).not.toBe('');

  await signOutFromHeader(page);
  await expectCopies(page, { [before]: 1, [one]: 0, [two]: 0 });
  const left = await storageText(page);
  expect(left).not.toContain(alice);
  expect(left).not.toContain(one);
  expect(left).not.toContain(two);
  await page.reload();
  await expectCopies(page, { [before]: 1, [one]: 0, [two]: 0 });

  // Bob signs up: he is asked about the browser's list (not Alice's), keeps his empty account.
  const putsBefore = puts.length;
  await signIn(page, context, `bob-${Date.now()}@example.com`, false);
  await page.getByRole('dialog', { name: 'This browser holds another list' }).getByRole('button', { name: "Keep my account's list" }).click();
  await expectCopies(page, { [before]: 0, [one]: 0, [two]: 0 });
  expect(puts.slice(putsBefore).join('\n')).not.toMatch(new RegExp(`${one}|${two}`));

  expect(errors).toEqual([]);
  await context.close();
});

test("Alice keeps a copy at sign-out: her cards stay as the browser's list, without her uid; Bob's account is asked, never given them", async ({ browser }) => {
  const context = await browser.newContext();
  const { page, errors, puts } = await browserOf(context);
  const [one = '', two = ''] = await Promise.all([0, 1].map((i) => cardAt(page, i)));

  await signIn(page, context, `alice-copy-${Date.now()}@example.com`, false);
  await expect(synced(page)).toHaveText('Saved');
  await markAndSave(page, [one, two]);
  const alice = await ownerUid(page);
  await signOutFromHeader(page, true);
  await expectCopies(page, { [one]: 1, [two]: 1 });
  expect(await storageText(page)).not.toContain(alice);

  // Bob opens the site in the same browser.
  await page.reload();
  await expectCopies(page, { [one]: 1, [two]: 1 });
  const putsBefore = puts.length;
  await signIn(page, context, `bob-new-${Date.now()}@example.com`, false);
  const dialog = page.getByRole('dialog', { name: 'This browser holds another list' });
  await expect(dialog).toContainText('On this browser: 2 cards');
  await dialog.getByRole('button', { name: "Keep my account's list" }).click();
  await expectCopies(page, { [one]: 0, [two]: 0 });
  expect(puts.slice(putsBefore)).toEqual([]);

  expect(errors).toEqual([]);
  await context.close();
});

test('an account list found at start-up without its session leaves the browser before anyone sees it', async ({ browser }) => {
  const context = await browser.newContext();
  await offlineGoogle(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await openCollection(page);
  const id = await cardAt(page, 0);
  // A tab closed while Alice was signed in, her session gone since (or another account signed in).
  await page.evaluate((card) => {
    const at = '2026-03-01T12:00:00.000Z';
    window.localStorage.setItem('tcgp.collection.v1', JSON.stringify({ version: 1, missing: [card], updatedAt: at }));
    window.localStorage.setItem(
      'tcgp.collection.owner.v1',
      JSON.stringify({ uid: 'u-alice', signedOut: { version: 1, missing: [], updatedAt: at }, keepCopy: false }),
    );
    window.localStorage.setItem('tcgp.account.collectionBase.v1.u-alice', '{}');
  }, id);
  await openCollection(page);
  await expectCopies(page, { [id]: 0 });
  expect(await storageText(page)).not.toContain('u-alice');
  expect(errors).toEqual([]);
  await context.close();
});
