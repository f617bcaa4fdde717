import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/**
 * A deck page's header and list in the composed site (demo data, a visitor): the tier list's first deck
 * opens with its tier letter, score and rank as the tier list gives them, and its list shows every
 * Pokémon before the first Trainer.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

test("the tier list's first deck: tier S, its score and rank 1 in the header, Pokémon before Trainers", async ({ page }) => {
  const { shellUrl } = stack();
  const errors = collectPageErrors(page);
  await page.goto(`${shellUrl}/tier-list`);
  await untilLive(page);
  const tiles = page.locator('[data-remote="tierlist"] [data-tier] [data-deck-id]');
  await expect(tiles.first()).toBeVisible();
  const deckCount = await tiles.count();
  const first = tiles.first();
  const deckId = (await first.getAttribute('data-deck-id')) ?? '';
  // The tile shows the sort metric (score by default): the header must say the same.
  const score = ((await first.locator('[data-metric="score"] > :last-child').textContent()) ?? '').trim();
  expect(score).toMatch(/^\d+\.\d%$/);

  await page.goto(`${shellUrl}/deck/${encodeURIComponent(deckId)}`);
  await untilLive(page);
  const remote = page.locator('[data-remote="deck"]');
  const standing = remote.locator('[data-standing] dl');
  await expect(standing).toBeVisible();
  await expect(standing.locator('dt')).toHaveText(['Tier', 'Score', 'Rank']);
  await expect(standing.locator('dd')).toHaveText(['S', score, `1 of ${deckCount}`]);

  // The best list: every Pokémon before the first Trainer.
  const cards = JSON.parse(readFileSync(path.join(repoRoot, 'data/demo/free/cards.json'), 'utf8')) as { id: string; type: string }[];
  const types = new Map(cards.map((c) => [c.id, c.type]));
  const list = remote.getByRole('list', { name: 'Best list' });
  await expect(list.locator('[data-card-id]').first()).toBeVisible();
  const ids = await list.locator('[data-card-id]').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-card-id') ?? ''));
  const kinds = ids.map((id) => (types.get(id) === 'Trainer' ? 'Trainer' : 'Pokémon'));
  expect(kinds).toContain('Pokémon');
  expect(kinds).toContain('Trainer');
  expect(kinds.indexOf('Trainer')).toBeGreaterThan(kinds.lastIndexOf('Pokémon'));
  expect(errors).toEqual([]);
});
