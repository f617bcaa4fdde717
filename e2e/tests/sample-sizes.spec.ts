import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';

/** The free demo set the composed site serves a visitor (data/demo/free). */
const DATA_DIR = path.join(import.meta.dirname, '../../data/demo/free');
/** Games by deck id, from the Total rows (a deck's id is its name lower-cased with spaces as hyphens). */
function gamesById(): Map<string, number> {
  const summary = JSON.parse(readFileSync(path.join(DATA_DIR, 'matchup-summary.json'), 'utf8')) as Record<string, { totalGames: number }>;
  return new Map(Object.entries(summary).map(([name, row]) => [name.toLowerCase().replace(/ /g, '-'), row.totalGames]));
}
/** The few-games threshold (docs/product-rules.md, "Sample sizes"). */
const FEW_GAMES_BELOW = 100;
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

async function tileFacts(tiles: Locator) {
  return tiles.evaluateAll((els) =>
    els.map((el) => ({
      id: el.getAttribute('data-deck-id') ?? '',
      tier: el.closest('[data-tier]')?.getAttribute('data-tier') ?? '',
      games: el.querySelector('[data-games]')?.getAttribute('data-games') ?? null,
      shown: el.querySelector('[data-games]')?.textContent ?? '',
      few: el.querySelector('[data-few-games]') !== null,
      label: el.querySelector('a > .visually-hidden')?.textContent ?? '',
    })),
  );
}

test("every tier tile shows its deck's games, marks fewer than 100 in words, and says both in its link's name", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${stack().shellUrl}/tier-list`);
  await untilLive(page);
  const tiles = page.locator('[data-remote="tierlist"] [data-deck-id]');
  await expect(tiles).toHaveCount(30);
  const facts = await tileFacts(tiles);
  const byId = gamesById();
  for (const tile of facts) {
    const games = byId.get(tile.id);
    expect(games, tile.id).toBeDefined();
    expect(tile.games).toBe(String(games));
    const few = (games ?? 0) < FEW_GAMES_BELOW;
    expect(tile.few).toBe(few);
    const words = `${count(games ?? 0)} ${games === 1 ? 'game' : 'games'}`;
    expect(tile.shown).toBe(few ? `${words}Few games` : words);
    // Visible text first, in the tile's order, then the tier (WCAG 2.5.3: the name starts with what is seen).
    expect(tile.label).toMatch(new RegExp(`^.+, ${words.replace(/[.,]/g, '\\$&')}, ${few ? 'Few games, ' : ''}Score \\d+\\.\\d%.*, tier ${tile.tier}$`));
  }
  // The first tile, as a screen reader user meets it.
  const first = facts[0];
  await expect(tiles.first().getByRole('link')).toHaveAccessibleName(first?.label ?? '');
  await expect(tiles.first().getByText(/^[\d,]+ games?$/)).toBeVisible();
  // The same number as the deck page's win rate.
  await tiles.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/deck/`));
  await expect(page.locator('[data-stat="winRate"] [data-win-rate]')).toHaveAttribute('data-games', first?.games ?? '');
  expect(errors).toEqual([]);
});

test('"Minimum games" hides decks with fewer games, keeps the others in their tiers, and lives in the address', async ({ page }) => {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/tier-list`);
  await untilLive(page);
  const remote = page.locator('[data-remote="tierlist"]');
  const tiles = remote.locator('[data-deck-id]');
  await expect(tiles).toHaveCount(30);
  const all = await tileFacts(tiles);
  const select = remote.getByRole('combobox', { name: 'Minimum games' });
  await expect(select).toHaveValue('0');
  await expect(select.locator('option')).toHaveText(['Any', '50 or more', '100 or more', '500 or more']);
  // The smallest minimum that hides a deck of these 30 (the demo data has decks on both sides of it).
  const min = [50, 100, 500].find((m) => all.some((t) => Number(t.games) < m)) ?? 500;
  const kept = all.filter((t) => Number(t.games) >= min);
  await select.selectOption(String(min));
  await expect(page).toHaveURL(`${shellUrl}/tier-list?min-games=${min}`);
  await expect(tiles).toHaveCount(kept.length);
  const shown = await tileFacts(tiles);
  expect(shown.map((t) => `${t.id} ${t.tier}`)).toEqual(kept.map((t) => `${t.id} ${t.tier}`));
  await expect(remote.getByTestId('min-games-count')).toHaveText(`${kept.length} of 30 decks ${kept.length === 1 ? 'has' : 'have'} ${min} games or more`);
  // A reload keeps the choice (it is in the address).
  await page.reload();
  await untilLive(page);
  await expect(remote.getByRole('combobox', { name: 'Minimum games' })).toHaveValue(String(min));
  await expect(tiles).toHaveCount(kept.length);
  await remote.getByRole('combobox', { name: 'Minimum games' }).selectOption('0');
  await expect(page).toHaveURL(`${shellUrl}/tier-list`);
  await expect(tiles).toHaveCount(30);
});

test('a visitor sees the statistics matrix blurred with the upsell, and the published page carries no matrix numbers', async ({ page }) => {
  const { shellUrl } = stack();
  const published = await (await page.request.get(`${shellUrl}/statistics`)).text();
  const matrixMarkup = published.slice(published.indexOf('data-testid="statistics-matrix"'));
  expect(matrixMarkup).toContain('data-matrix="blurred"');
  expect(matrixMarkup).not.toMatch(/<td|data-win-rate/);
  await page.goto(`${shellUrl}/statistics`);
  await untilLive(page);
  const matrix = page.locator('[data-remote="tierlist"] [data-testid="statistics-matrix"]');
  await expect(matrix).toHaveAttribute('data-matrix', 'blurred');
  await expect(matrix.getByRole('heading', { name: 'Matchup matrix' })).toBeVisible();
  await expect(matrix.locator('td, [data-win-rate]')).toHaveCount(0);
  await expect(matrix.getByTestId('statistics-matrix-upsell')).toBeVisible();
  await expect(matrix.getByText(/^Premium shows how the top decks do against each other/)).toBeVisible();
  // The most played decks stay free, with their win rates.
  await expect(page.locator('[data-testid="statistics-top-decks"] [data-win-rate]').first()).toBeVisible();
  await matrix.getByTestId('statistics-matrix-upsell').click();
  await expect(page.getByRole('dialog', { name: 'Premium' })).toBeVisible();
});
