import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * Local card names in the composed site (demo data: its cards.json carries the names of the committed
 * TCGdex fixture): a German page shows Charizard ex as Glurak-ex, in the server's markup too, and
 * "Decks with cards" finds it by "Glurak" and by "Charizard"; its deck page keeps the English name.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const CHARIZARD = 'a1-036';

interface DemoCard {
  id: string;
  name: string;
  names?: Record<string, string>;
}
interface Archetype {
  name: string;
  lists: { cards: string[] }[];
}

/** The demo's Charizard ex card and a deck of the data that plays it (most played first). */
function demo(): { charizard: DemoCard; deckId: string } {
  const dir = path.join(repoRoot, 'data/demo/free');
  const cards = JSON.parse(readFileSync(path.join(dir, 'cards.json'), 'utf8')) as DemoCard[];
  const charizard = cards.find((c) => c.id === CHARIZARD);
  if (!charizard) throw new Error('the demo data has no Charizard ex');
  const archetypes = JSON.parse(readFileSync(path.join(dir, 'best-decks.json'), 'utf8')) as Archetype[];
  const deck = archetypes.find((a) => a.name.split('&').some((part) => part.endsWith(`-${CHARIZARD}`)));
  if (!deck) throw new Error('the demo data has no Charizard ex deck');
  return { charizard, deckId: deck.name.trim().toLowerCase().replace(/\s+/g, '-') };
}

const remote = (page: Page) => page.locator('[data-remote="tierlist"]');

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

test('the demo data carries the German name of Charizard ex', () => {
  expect(demo().charizard).toMatchObject({ name: 'Charizard ex', names: { de: 'Glurak-ex', fr: 'Dracaufeu-ex' } });
});

test('a German tier list: "Glurak" finds Charizard ex, shown as Glurak-ex; "Charizard" finds it too', async ({ page }) => {
  const { shellUrl } = stack();
  const errors = collectPageErrors(page);
  // The published page already names the deck in German.
  const html = await (await page.request.get(`${shellUrl}/de/tier-list`)).text();
  expect(html).toContain('Glurak-ex');

  await page.goto(`${shellUrl}/de/tier-list`);
  await untilLive(page);
  const input = remote(page).getByRole('combobox', { name: 'Decks mit Karten' });
  await expect(input).toHaveAttribute('placeholder', 'z. B. Glurak-ex');
  await input.click();
  await input.pressSequentially('Glurak');
  const option = remote(page).getByRole('listbox').locator(`[data-card-id="${CHARIZARD}"]`);
  await expect(option).toHaveText('Glurak-ex A1-036');
  await option.click();
  await expect(page).toHaveURL(`${shellUrl}/de/tier-list?with=${CHARIZARD}`);
  await expect(remote(page).getByRole('button', { name: 'Glurak-ex entfernen' })).toBeVisible();
  await expect(remote(page).getByTestId('find-by-card-count')).toContainText('Glurak-ex');

  await remote(page).getByRole('button', { name: 'Glurak-ex entfernen' }).click();
  await input.click();
  await input.pressSequentially('Charizard');
  await expect(remote(page).getByRole('listbox').locator(`[data-card-id="${CHARIZARD}"]`)).toHaveText('Glurak-ex A1-036');
  expect(errors).toEqual([]);
});

test('a German deck page names the deck Glurak-ex and keeps the English name under the title', async ({ page }) => {
  const { shellUrl } = stack();
  const { deckId } = demo();
  const response = await page.request.get(`${shellUrl}/de/deck/${deckId}`);
  const html = await response.text();
  expect(html).toContain('Glurak-ex');
  expect(html).toContain('data-english-name');

  await page.goto(`${shellUrl}/de/deck/${deckId}`);
  await untilLive(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Glurak-ex');
  await expect(page.locator('[data-english-name]')).toContainText('Englischer Name: Charizard ex');
  await expect(page.locator(`[data-deck-id="${deckId}"] [data-card-id="${CHARIZARD}"]`).first()).toHaveAttribute('title', 'Glurak-ex (Charizard ex)');
});
