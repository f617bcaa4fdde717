import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * "Decks with cards" on the tier list and "also played in" on a deck page, in the composed site (demo
 * data, a visitor: the free 30 decks). What the page should show is worked out here from the demo data
 * the site serves, with the product's rules: a deck plays the picked cards when one of the lists kept
 * for the missing cards holds all of them.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const FREE_DECKS = 30;

interface Archetype {
  name: string;
  percentOfGames: number;
  lists: { cards: string[] }[];
}
interface Deck {
  id: string;
  /** Each kept list: card id -> copies. */
  lists: Map<string, number>[];
}

function readDemo(): { archetypes: Archetype[]; names: Map<string, string> } {
  const dir = path.join(repoRoot, 'data/demo/free');
  const archetypes = JSON.parse(readFileSync(path.join(dir, 'best-decks.json'), 'utf8')) as Archetype[];
  const cards = JSON.parse(readFileSync(path.join(dir, 'cards.json'), 'utf8')) as { id: string; name: string }[];
  return { archetypes, names: new Map(cards.map((c) => [c.id, c.name])) };
}

/** The free tier list's decks for `missing` (an id twice: two copies), as the site derives them. */
function tierList(archetypes: readonly Archetype[], missing: readonly string[] = []): Deck[] {
  const marked = new Map<string, number>();
  for (const id of missing) marked.set(id, (marked.get(id) ?? 0) + 1);
  return archetypes
    .map((a, order) => {
      const lists = a.lists
        .map((l) => new Map(l.cards.map((e) => [e.slice(e.indexOf(':') + 1), Number(e.slice(0, e.indexOf(':')))])))
        .filter((counts) => [...marked].every(([id, n]) => (counts.get(id) ?? 0) <= 2 - n));
      return { id: a.name.trim().toLowerCase().replace(/\s+/g, '-'), lists, share: a.percentOfGames, order };
    })
    .filter((d) => d.lists.length > 0)
    .sort((a, b) => b.share - a.share || a.order - b.order)
    .slice(0, FREE_DECKS)
    .map(({ id, lists }) => ({ id, lists }));
}

const playing = (decks: readonly Deck[], ids: readonly string[]) => decks.filter((d) => d.lists.some((l) => ids.every((id) => l.has(id))));
const cardsOf = (decks: readonly Deck[]) => [...new Set(decks.flatMap((d) => d.lists.flatMap((l) => [...l.keys()])))].sort();

/** What the tests pick, chosen from the data: cards some decks play and others do not. */
function choices() {
  const { archetypes, names } = readDemo();
  const decks = tierList(archetypes);
  const name = (id: string) => names.get(id) ?? id;
  // One card: played by a few decks (not all), its name shared by no other card of the decks.
  const played = cardsOf(decks);
  const single = played.find((id) => {
    const n = playing(decks, [id]).length;
    return n >= 2 && n <= 10 && played.filter((other) => name(other) === name(id)).length === 1;
  });
  if (!single) throw new Error('the demo data has no card a few decks play');
  // A second card played with it in one list, by fewer decks than the first alone.
  const pair = played.find(
    (id) =>
      id !== single &&
      name(id) !== name(single) &&
      playing(decks, [single, id]).length >= 1 &&
      playing(decks, [single, id]).length < playing(decks, [single]).length,
  );
  if (!pair) throw new Error('the demo data has no second card to narrow the first');
  // A card and a card to mark missing (twice) that leave fewer, but some, decks playing it.
  let withMissing: { card: string; missing: string; before: number; after: number; total: number } | undefined;
  for (const card of played) {
    if (played.filter((other) => name(other) === name(card)).length !== 1) continue;
    const before = playing(decks, [card]).length;
    for (const missing of cardsOf(playing(decks, [card]))) {
      if (missing === card) continue;
      const kept = tierList(archetypes, [missing, missing]);
      const after = playing(kept, [card]).length;
      if (after > 0 && after < before) {
        withMissing = { card, missing, before, after, total: kept.length };
        break;
      }
    }
    if (withMissing) break;
  }
  if (!withMissing) throw new Error('the demo data has no card whose decks a missing card thins out');
  return { decks, name, single, pair, withMissing };
}

const remote = (page: Page) => page.locator('[data-remote="tierlist"]');
const tiles = (page: Page) => remote(page).locator('[data-tier] [data-deck-id]');
const countText = (shown: number, total: number, cards: string) => `${shown} of ${total} decks ${shown === 1 ? 'plays' : 'play'} ${cards}`;

/** Types `text` into the search field and moves with the arrow keys to `cardId`'s option, then picks it with Enter. */
async function pickWithKeyboard(page: Page, text: string, cardId: string): Promise<void> {
  const input = remote(page).getByRole('combobox', { name: 'Decks with cards' });
  await input.click();
  await input.pressSequentially(text);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const options = remote(page).getByRole('listbox').getByRole('option');
  const count = await options.count();
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('ArrowDown');
    const active = (await input.getAttribute('aria-activedescendant')) ?? '';
    expect(active).not.toBe('');
    if ((await page.locator(`[id="${active}"]`).getAttribute('data-card-id')) === cardId) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`no option for ${cardId} after typing "${text}"`);
}

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

test('typing a card name and picking it with the keyboard keeps only the decks that play it', async ({ page }) => {
  const { shellUrl } = stack();
  const { decks, name, single } = choices();
  const errors = collectPageErrors(page);
  await page.goto(`${shellUrl}/tier-list`);
  await untilLive(page);
  await expect(tiles(page)).toHaveCount(FREE_DECKS);
  await pickWithKeyboard(page, name(single), single);

  const expected = playing(decks, [single]).map((d) => d.id);
  await expect(page).toHaveURL(`${shellUrl}/tier-list?with=${single}`);
  await expect(tiles(page)).toHaveCount(expected.length);
  expect((await tiles(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-deck-id')))).sort()).toEqual([...expected].sort());
  await expect(remote(page).getByTestId('find-by-card-count')).toHaveText(countText(expected.length, FREE_DECKS, name(single)));
  await expect(remote(page).getByRole('button', { name: `Remove ${name(single)}` })).toBeVisible();
  // The field is ready for the next card.
  await expect(remote(page).getByRole('combobox', { name: 'Decks with cards' })).toBeFocused();

  await remote(page)
    .getByRole('button', { name: `Remove ${name(single)}` })
    .click();
  await expect(page).toHaveURL(`${shellUrl}/tier-list`);
  await expect(tiles(page)).toHaveCount(FREE_DECKS);
  expect(errors).toEqual([]);
});

test('two cards in the address: the decks with a list that plays both, after the published page, and again after a reload', async ({ page }) => {
  const { shellUrl } = stack();
  const { decks, name, single, pair } = choices();
  const errors = collectPageErrors(page);
  const expected = playing(decks, [single, pair]).length;
  await page.goto(`${shellUrl}/tier-list?with=${single},${pair}`);
  // A query string makes the visit personal before the first paint: the published tiers are only shown as updating.
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-view'))).toBe('personal');
  await untilLive(page);
  await expect(tiles(page)).toHaveCount(expected);
  await expect(page.locator('[data-view-root]')).not.toHaveAttribute('data-composed');
  await expect(page.locator('[data-view-updating]')).toHaveCount(0);
  const text = countText(expected, FREE_DECKS, `${name(single)} and ${name(pair)}`);
  await expect(remote(page).getByTestId('find-by-card-count')).toHaveText(text);
  const chips = remote(page).getByRole('list', { name: 'Picked cards' }).getByRole('listitem');
  await expect(chips).toHaveCount(2);

  await page.reload();
  await untilLive(page);
  await expect(page).toHaveURL(`${shellUrl}/tier-list?with=${single},${pair}`);
  await expect(tiles(page)).toHaveCount(expected);
  await expect(remote(page).getByTestId('find-by-card-count')).toHaveText(text);

  await remote(page).getByRole('button', { name: 'Remove all cards' }).click();
  await expect(page).toHaveURL(`${shellUrl}/tier-list`);
  await expect(tiles(page)).toHaveCount(FREE_DECKS);
  expect(errors).toEqual([]);
});

test('an unknown id in the address is dropped with a notice and the address cleaned, never an error page', async ({ page }) => {
  const { shellUrl } = stack();
  const { decks, single } = choices();
  const errors = collectPageErrors(page);
  await page.goto(`${shellUrl}/tier-list?with=zz-999,${single}`);
  await untilLive(page);
  await expect(remote(page).getByText('The address named a card we do not know (zz-999): it was left out.')).toBeVisible();
  await expect(page).toHaveURL(`${shellUrl}/tier-list?with=${single}`);
  await expect(tiles(page)).toHaveCount(playing(decks, [single]).length);
  await expect(remote(page).locator('h1')).toHaveText('Tier List');
  expect(errors).toEqual([]);
});

test('with a card marked missing, only the lists the player can build count', async ({ page }) => {
  const { shellUrl } = stack();
  const { name, withMissing } = choices();
  const { card, missing, after, total } = withMissing;
  // Both copies of a card marked missing on an earlier visit: the lists with it are gone.
  await page.addInitScript((id) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('tcgp.collection.v1', JSON.stringify({ version: 1, missing: [id, id], updatedAt: '2026-11-01T00:00:00.000Z' }));
      window.sessionStorage.setItem('seeded', '1');
    }
  }, missing);
  await page.goto(`${shellUrl}/tier-list`);
  await untilLive(page);
  await expect(remote(page).locator('[data-missing-cards]').first()).toHaveAttribute('data-missing-cards', '2');
  await pickWithKeyboard(page, name(card), card);
  await expect(page).toHaveURL(`${shellUrl}/tier-list?with=${card}`);
  await expect(tiles(page)).toHaveCount(after);
  await expect(remote(page).getByTestId('find-by-card-count')).toHaveText(countText(after, total, name(card)));
});

test('a deck page lists the other decks that play each card, and a link leads to one that does', async ({ page, request }) => {
  const { shellUrl } = stack();
  const { decks } = choices();
  const errors = collectPageErrors(page);
  const deck = decks[0];
  if (!deck) throw new Error('no deck');
  // In the published page already (readers without JavaScript, search engines).
  const html = await (await request.get(`${shellUrl}/deck/${deck.id}`, { headers: { 'Accept-Language': 'en' } })).text();
  expect(html).toContain('data-also-played-in');
  expect(html).toContain('Also played in');

  await page.goto(`${shellUrl}/deck/${deck.id}`);
  await untilLive(page);
  const section = page.locator('[data-remote="deck"] [data-also-played-in]');
  await expect(section.getByRole('heading', { name: 'Also played in' })).toBeVisible();
  // A card few other decks play: its row opens to links.
  const rows = section.locator('li[data-card-id]:not([data-other-decks="0"])');
  const counts = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-other-decks'))));
  expect(counts.length).toBeGreaterThan(0);
  const row = rows.nth(counts.indexOf(Math.min(...counts)));
  const cardId = (await row.getAttribute('data-card-id')) ?? '';
  // The row's links to decks (the row also links to the card's own page).
  const link = row.locator('a[href^="/deck/"]').first();
  await expect(link).toBeHidden();
  await row.locator('summary').click();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  const otherId = decodeURIComponent(href.replace(/^\/deck\//, ''));
  expect(otherId).not.toBe(deck.id);
  // The linked deck plays the card in one of its lists.
  expect(playing(decks, [cardId]).map((d) => d.id)).toContain(otherId);
  await link.click();
  await expect(page.locator('[data-remote="deck"] [data-page="deck-detail"] article[data-deck-id]')).toHaveAttribute('data-deck-id', otherId);
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/deck/${otherId}`);
  expect(errors).toEqual([]);
});

test('the published tier list has the search field', async ({ request }) => {
  const { shellUrl } = stack();
  const html = await (await request.get(`${shellUrl}/tier-list`, { headers: { 'Accept-Language': 'en' } })).text();
  expect(html).toContain('data-find-by-card');
  expect(html).toContain('Decks with cards');
});
