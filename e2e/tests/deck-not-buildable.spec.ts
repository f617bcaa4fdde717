import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * A deck page of a deck the player cannot build never dead-ends: under "Not enough cards" the page
 * still shows the deck's list with the copies the player misses marked, its key stats, its matchups
 * (blurred for a visitor) and what to get to build it.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');

interface BestDeck {
  name: string;
  lists: { cards: string[]; score: number }[];
}

/** The published data set's best deck, and a card that every list of it plays (marked twice, no list is left). */
function deckAndCard(): { id: string; cardId: string } {
  const bestDecks = JSON.parse(readFileSync(path.join(repoRoot, 'data/demo/free/best-decks.json'), 'utf8')) as BestDeck[];
  const [top] = [...bestDecks].sort((a, b) => (b.lists[0]?.score ?? 0) - (a.lists[0]?.score ?? 0));
  if (!top) throw new Error('the demo data has no deck');
  const ids = (list: { cards: string[] }) => list.cards.map((entry) => entry.split(':')[1] ?? '');
  const everywhere = ids(top.lists[0] ?? { cards: [] }).filter((id) => top.lists.every((list) => ids(list).includes(id)));
  const cardId = everywhere[0];
  if (!cardId) throw new Error(`no card is in every list of ${top.name}`);
  return { id: top.name, cardId };
}

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

test('a deck the player cannot build: the message, then its list with the missing card marked, its stats and what to get', async ({ page }) => {
  const { shellUrl } = stack();
  const errors = collectPageErrors(page);
  const { id, cardId } = deckAndCard();
  // Both copies of the card marked missing on an earlier visit.
  await page.addInitScript((card) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('tcgp.collection.v1', JSON.stringify({ version: 1, missing: [card, card], updatedAt: '2026-11-01T00:00:00.000Z' }));
      window.sessionStorage.setItem('seeded', '1');
    }
  }, cardId);
  await page.goto(`${shellUrl}/deck/${id}`);
  await untilLive(page);
  const remote = page.locator('[data-remote="deck"]');

  // The message stays, with its way out.
  await expect(remote.getByRole('heading', { level: 2, name: 'Not enough cards' })).toBeVisible();
  await expect(remote.getByRole('link', { name: 'Try another deck' })).toBeVisible();
  await expect(remote.locator(`[data-deck-id="${id}"]`)).toHaveAttribute('data-buildable', 'false');

  // The key stats, as on the page of a deck the player can build.
  await expect(remote.locator('[data-stat="strength"] dd:first-of-type').first()).toHaveText(/^\d+\.\d \/ 10$/);
  await expect(remote.locator('[data-stat="popularity"] dd:first-of-type')).toHaveText(/^\d+\.\d \/ 10$/);
  await expect(remote.locator('[data-stat="winRate"] dd:first-of-type')).toHaveText(/^\d+\.\d%.*[\d,]+ games · 95% interval/);

  // The list, with the missing copies struck through and named (also for screen readers).
  const list = remote.getByRole('list', { name: 'Best list' });
  const missingItem = list.getByRole('listitem').filter({ has: page.locator(`[data-card-id="${cardId}"]`) });
  await expect(missingItem).toHaveAttribute('data-missing-copies', /^[12]$/);
  await expect(missingItem).toContainText(/missing ×[12]/);
  await expect(list.locator('[data-missing-copies]')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // What to get next for this deck.
  const toGet = remote.getByRole('region', { name: 'What to get next' });
  await expect(toGet).toContainText(/You miss \d+ cop(y|ies) of this list/);
  await expect(toGet.locator(`[data-get-card="${cardId}"]`)).toBeVisible();

  // Matchups as the plan allows: a visitor sees them blurred, with the upsell.
  const matchups = remote.locator('[data-matchups]');
  await expect(matchups).toHaveAttribute('data-matchups', 'blurred');
  await expect(matchups.getByTestId('deck-upsell')).toBeVisible();
  expect(errors).toEqual([]);
});
