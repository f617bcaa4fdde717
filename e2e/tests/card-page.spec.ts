import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { stack } from '../support/stack';

/**
 * A card's page (`/card/<id>`, the cards remote): the card, its tier and every deck that plays it, and
 * the way to it from a deck page's "also played in".
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const readData = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, 'data/demo/free', file), 'utf8')) as T;

interface BestDeck {
  name: string;
  lists: { cards: string[]; score: number }[];
}
interface CatalogueCard {
  id: string;
  name: string;
  names?: Record<string, string>;
}

/** The best deck of the published data set (its page is `/deck/<name>`). */
function topDeck(): BestDeck {
  const [top] = [...readData<BestDeck[]>('best-decks.json')].sort((a, b) => (b.lists[0]?.score ?? 0) - (a.lists[0]?.score ?? 0));
  if (!top) throw new Error('the demo data has no deck');
  return top;
}

/** A deck's id as its page and the data attributes name it (deckIdFromName of @tcgp/rules). */
const deckIdOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');
/** A deck page's path: the id URL-encoded, `&` kept (deckPath of shared-contracts). */
const deckPathOf = (id: string) => `/deck/${encodeURIComponent(id).replace(/%26/g, '&')}`;

/** The first card of the best deck's best list, with its English and German names. */
function topDeckCard(): { id: string; name: string; german: string } {
  const entry = topDeck().lists[0]?.cards[0];
  const id = entry?.slice(entry.indexOf(':') + 1);
  const card = readData<CatalogueCard[]>('cards.json').find((c) => c.id === id);
  if (!id || !card) throw new Error('the demo data has no card in its best list');
  return { id, name: card.name, german: card.names?.de ?? card.name };
}

test.describe('a card page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'de-DE' });

  // The page is in the published HTML only once card pages are rendered at publish time.
  test.fixme('in German shows the card and the decks that play it', async ({ page }) => {
    const { shellUrl } = stack();
    const card = topDeckCard();
    const deckId = deckIdOf(topDeck().name);
    await page.goto(`${shellUrl}/de/card/${card.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: card.german })).toBeVisible();
    const decks = page.locator('[data-card-decks]');
    await expect(decks.getByRole('heading', { level: 2 })).toHaveText(/\d+ Decks? spiel(t|en) sie/);
    // The best deck plays its own card: it is listed, with its tier, copies and share, and links to its page.
    const row = decks.locator(`li[data-deck-id="${deckId}"]`);
    await expect(row).toContainText(/Tier [SABCDE]/);
    await expect(row).toContainText(/\d Exemplare? · in \d+\s?% der Listen/);
    // With or without the language prefix, as the page's links are written.
    await expect(row.getByRole('link')).toHaveAttribute('href', new RegExp(`${deckPathOf(deckId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('link', { name: 'Tier-Liste: Decks mit dieser Karte' })).toHaveAttribute('href', new RegExp(`/tier-list\\?with=${card.id}$`));
  });
});

test('from a deck page, "also played in" leads to a card page', async ({ page }) => {
  const { shellUrl } = stack();
  const deckId = deckIdOf(topDeck().name);
  await page.goto(`${shellUrl}${deckPathOf(deckId)}`);
  const row = page.locator('[data-also-played-in] li[data-card-id]:not([data-other-decks="0"])').first();
  const cardId = await row.getAttribute('data-card-id');
  const name = readData<CatalogueCard[]>('cards.json').find((c) => c.id === cardId)?.name ?? '';
  await row.locator('summary').click();
  await row.getByRole('link', { name: `Card page of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/card/${cardId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The deck we came from plays the card: it is among the card's decks.
  await expect(page.locator(`[data-card-decks] li[data-deck-id="${deckId}"]`)).toBeVisible();
});
