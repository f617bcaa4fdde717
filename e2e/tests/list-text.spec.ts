import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * Deck lists as text: "Copy as text" on a deck page gives the list in the format deck builders read
 * (Pokémon, then Trainers, English names, set code and number), on the clipboard or, when the
 * clipboard is refused, in a field to copy by hand; "Paste a list" on the finder lists the line it
 * cannot place, names the deck with a link to its page and shows the list's cards the player marked
 * missing, and leaves the missing list as it was.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const KEY = 'tcgp.collection.v1';

interface CatalogueCard {
  id: string;
  name: string;
  type: string;
}
interface BestDeck {
  name: string;
  lists: { cards: string[]; score: number }[];
}

const demo = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, 'data/demo/free', file), 'utf8')) as T;
const catalogue = () => new Map(demo<CatalogueCard[]>('cards.json').map((card) => [card.id, card]));

/** `a2b-010` -> `A2b 10`, `pa-007` -> `P-A 7`: the set code and number as deck lists write them. */
function setAndNumber(cardId: string): string {
  const [, set = '', number = ''] = /^([a-z0-9]+)-(\d+)$/.exec(cardId) ?? [];
  const code = /^p[a-z]$/.test(set) ? `P-${set.charAt(1).toUpperCase()}` : set.charAt(0).toUpperCase() + set.slice(1);
  return `${code} ${Number(number)}`;
}

const deckRemote = (page: Page) => page.locator('[data-remote="deck"]');

/** The finder's best deck for a fresh visit: its id and name. */
async function finderDeck(page: Page): Promise<{ id: string; name: string }> {
  await page.goto(`${stack().shellUrl}/deck`);
  await untilLive(page);
  const best = deckRemote(page).locator('[data-best-deck]');
  const id = (await best.getAttribute('data-best-deck')) ?? '';
  const name = (await best.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(id).not.toBe('');
  return { id, name };
}

/**
 * The text a deck page's best list should copy to, from what the page shows (its cards in order,
 * with their counts) and the catalogue (English names, Pokémon or Trainer).
 */
async function expectedText(page: Page): Promise<string> {
  const cards = catalogue();
  const shown = await deckRemote(page)
    .getByRole('list', { name: 'Best list' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => ({
        id: item.querySelector('[data-card-id]')?.getAttribute('data-card-id') ?? '',
        count: Number(/×(\d+)/.exec(item.textContent ?? '')?.[1] ?? 0),
      })),
    );
  expect(shown.length).toBeGreaterThan(0);
  const line = (c: { id: string; count: number }) => `${c.count} ${cards.get(c.id)?.name ?? '?'} ${setAndNumber(c.id)}`;
  const pokemon = shown.filter((c) => cards.get(c.id)?.type !== 'Trainer');
  const trainers = shown.filter((c) => cards.get(c.id)?.type === 'Trainer');
  const copies = (group: typeof shown) => group.reduce((sum, c) => sum + c.count, 0);
  expect(copies(shown)).toBe(20);
  return [`Pokémon: ${copies(pokemon)}`, ...pokemon.map(line), '', `Trainer: ${copies(trainers)}`, ...trainers.map(line)].join('\n');
}

async function deckPage(browser: Browser, options: { clipboard: boolean }) {
  const context = await browser.newContext(options.clipboard ? { permissions: ['clipboard-read', 'clipboard-write'] } : {});
  await offlineGoogle(context);
  const page = await context.newPage();
  if (!options.clipboard) {
    // A browser that refuses the page the clipboard.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
  }
  const { id } = await finderDeck(page);
  await page.goto(`${stack().shellUrl}/deck/${id}`);
  await untilLive(page);
  return { context, page };
}

test('a deck page copies its best list as text, Pokémon then Trainers, and says so', async ({ browser }) => {
  const { context, page } = await deckPage(browser, { clipboard: true });
  const errors = collectPageErrors(page);
  const expected = await expectedText(page);
  const copy = deckRemote(page).locator('[data-copy-list]');
  await copy.getByRole('button', { name: 'Copy as text' }).click();
  await expect(copy.getByRole('status')).toHaveText('List copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  expect(errors).toEqual([]);
  await context.close();
});

test('with the clipboard refused, the list is shown selected in a read-only field', async ({ browser }) => {
  const { context, page } = await deckPage(browser, { clipboard: false });
  const expected = await expectedText(page);
  const copy = deckRemote(page).locator('[data-copy-list]');
  // From the keyboard, as any control of the page.
  await copy.getByRole('button', { name: 'Copy as text' }).focus();
  await page.keyboard.press('Enter');
  await expect(copy.getByRole('status')).toHaveText('Could not copy');
  const field = copy.getByRole('textbox', { name: 'Your browser did not let the site copy. Select the list and copy it:' });
  await expect(field).toHaveValue(expected);
  await expect(field).toHaveAttribute('readonly', '');
  await expect.poll(() => field.evaluate((el: HTMLTextAreaElement) => el.selectionEnd - el.selectionStart)).toBe(expected.length);
  await context.close();
});

test('a pasted list: the unknown line listed, its deck named with a working link, the missing cards shown, the list unchanged', async ({ page }) => {
  await offlineGoogle(page.context());
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  const { id, name } = await finderDeck(page);
  const cards = catalogue();
  const deck = demo<BestDeck[]>('best-decks.json').find((d) => d.name === id);
  const [best] = [...(deck?.lists ?? [])].sort((a, b) => b.score - a.score);
  if (!best) throw new Error(`no list of ${id} in the demo data`);
  const entries = best.cards.map((entry) => {
    const [count = '', cardId = ''] = entry.split(':');
    return { count: Number(count), cardId };
  });
  // Line 1 a heading, line 2 a card, line 3 a card nobody knows, then the rest.
  const [first, ...rest] = entries.map((e) => `${e.count} ${cards.get(e.cardId)?.name ?? '?'} ${setAndNumber(e.cardId)}`);
  const text = ['Pokémon & Trainer: 20', first, 'Foo bar', ...rest].join('\n');

  // Two of its cards marked missing on an earlier visit (one twice).
  const [a, b] = entries.map((e) => e.cardId);
  if (!a || !b) throw new Error('a list of fewer than two cards');
  const seeded = [a, a, b];
  await page.evaluate(
    ([key, missing]) => {
      window.localStorage.setItem(key as string, JSON.stringify({ version: 1, missing, updatedAt: '2026-11-01T00:00:00.000Z' }));
    },
    [KEY, seeded] as const,
  );
  await page.reload();
  await untilLive(page);
  const stored = () => page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { missing?: string[] }).missing, KEY);
  expect(await stored()).toEqual(seeded);

  // Opened from the keyboard: a native disclosure.
  const panel = deckRemote(page).locator('[data-paste-list]');
  await panel.getByText('Paste a list', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveAttribute('open', '');
  await panel.getByRole('textbox', { name: 'Deck list' }).fill(text);
  await panel.getByRole('button', { name: 'Check' }).click();

  await expect(panel.getByRole('status')).toHaveText(`Cards found: ${entries.length}. Lines not placed: 1.`);
  await expect(panel.getByRole('region', { name: 'Lines not placed' }).getByRole('listitem')).toHaveText(['Not found: line 3 “Foo bar”']);
  const marked = panel.getByRole('region', { name: 'Cards of this list you marked missing' });
  await expect(marked.locator('[data-paste-missing-card]')).toHaveCount(2);
  await expect(marked.locator(`[data-paste-missing-card="${a}"]`)).toContainText('marked missing ×2');
  await expect(marked.locator(`[data-paste-missing-card="${b}"]`)).toContainText('marked missing ×1');
  // Nothing in the player's list changed.
  expect(await stored()).toEqual(seeded);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const link = panel.getByRole('region', { name: 'Deck of this list' }).getByRole('link', { name });
  await expect(panel.getByRole('region', { name: 'Deck of this list' })).toContainText(/\(tier [SABCDE]\)/);
  await link.click();
  await expect(page).toHaveURL(`${stack().shellUrl}/deck/${id}`);
  await expect(deckRemote(page).getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await stored()).toEqual(seeded);
  expect(errors).toEqual([]);
});
