import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { becomePremium } from '../support/premium';
import { stack } from '../support/stack';

/** Deck ids of the tiles, tier by tier, as a player reads the page. */
async function tileIds(page: Page): Promise<string[]> {
  return page.locator('[data-tier] [data-deck-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-deck-id') ?? ''));
}

test('a premium user changes energy, EX, deck count and sort, and the tiers change each time', async ({ page, context }) => {
  const { shellUrl } = stack();
  await becomePremium(page, context, { startUrl: `${shellUrl}/tier-list` });
  const filters = page.getByTestId('tierlist-filters');
  await expect(filters).toBeVisible();
  await expect(page.getByTestId('tierlist-upsell')).toHaveCount(0);
  await expect(page.locator('[data-tier] [data-deck-id]')).toHaveCount(30);
  const byScore = await tileIds(page);

  // Number of Decks: 10 .. 100 in steps of 10.
  await expect(filters.getByLabel('Number of Decks').locator('option')).toHaveText(['10', '20', '30', '40', '50', '60', '70', '80', '90', '100']);
  await filters.getByLabel('Number of Decks').selectOption('10');
  await expect(page.locator('[data-tier] [data-deck-id]')).toHaveCount(10);
  await filters.getByLabel('Number of Decks').selectOption('50');
  await expect(page.locator('[data-tier] [data-deck-id]')).toHaveCount(50);
  await filters.getByLabel('Number of Decks').selectOption('30');
  await expect(page.locator('[data-tier] [data-deck-id]')).toHaveCount(30);

  // Sort By: another metric gives another ranking.
  await filters.getByLabel('Sort By').selectOption('winRate');
  await expect(page.getByText(/30 decks, sorted by Win rate/)).toBeVisible();
  await expect.poll(() => tileIds(page)).not.toEqual(byScore);
  await filters.getByLabel('Sort By').selectOption('score');
  await expect.poll(() => tileIds(page)).toEqual(byScore);

  // Energy: only decks whose lists are all that energy (or Trainers) stay.
  await filters.getByLabel('Energy type').selectOption('Fire');
  await expect.poll(async () => (await tileIds(page)).length).toBeLessThan(30);
  const fire = await tileIds(page);
  expect(fire.length).toBeGreaterThan(0);
  await filters.getByLabel('Energy type').selectOption('all');
  await expect.poll(() => tileIds(page)).toEqual(byScore);

  // Include EX cards off: no ex deck is left.
  await filters.getByLabel('Include EX cards').uncheck();
  await expect.poll(() => tileIds(page)).not.toEqual(byScore);
  const noEx = await tileIds(page);
  expect(noEx.some((id) => /-ex-/.test(id))).toBe(false);
  await filters.getByLabel('Include EX cards').check();
  await expect.poll(() => tileIds(page)).toEqual(byScore);
});

test('a premium user sees the matchups of a deck with their win rates', async ({ page, context }) => {
  const { shellUrl } = stack();
  await becomePremium(page, context, { startUrl: `${shellUrl}/tier-list` });
  const firstTile = page.locator('[data-tier] [data-deck-id]').first();
  const deckId = await firstTile.getAttribute('data-deck-id');
  // Premium users read the daily set through the payments service: the file's path is one segment
  // there (/v1/premium-data/matchups%2F<deck>.json), as object names are in Cloud Storage.
  const matchupFile = page.waitForRequest((r) => /\/premium-data\/matchups%2F/i.test(r.url()));
  await firstTile.click();
  await expect(page).toHaveURL(new RegExp(`/deck/`));
  const matchups = page.locator('[data-matchups]');
  await expect(matchups).toHaveAttribute('data-matchups', 'visible');
  expect((await matchupFile).url()).not.toContain('matchup-data.json');
  expect(deckId).toBeTruthy();
  await expect(matchups.getByText(/\d+(\.\d)?%/).first()).toBeVisible();
  await expect(page.getByTestId('deck-upsell')).toHaveCount(0);
});

test('a premium user reads the daily data set through the payments service; a visitor never asks for it', async ({ browser }) => {
  const { shellUrl, paymentsUrl } = stack();
  const demo = path.join(import.meta.dirname, '../../data/demo');
  const lastUpdated = (set: 'free' | 'premium') => (JSON.parse(readFileSync(path.join(demo, set, 'meta.json'), 'utf8')) as { lastUpdated: string }).lastUpdated;
  const longDate = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

  // A visitor: the free (weekly) set from /data, nothing from the premium endpoint.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const visitorRequests: string[] = [];
  visitorPage.on('request', (r) => visitorRequests.push(r.url()));
  await visitorPage.goto(`${shellUrl}/tier-list`);
  await expect(visitorPage.getByTestId('tierlist-last-updated')).toContainText(longDate(lastUpdated('free')));
  expect(visitorRequests.some((u) => u.includes('/v1/premium-data/'))).toBe(false);
  await visitor.close();

  // A premium user: the premium (daily) set, with the user's ID token.
  const context = await browser.newContext();
  const page = await context.newPage();
  const premiumRequests: { url: string; authorization: string | undefined }[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${paymentsUrl}/v1/premium-data/`)) premiumRequests.push({ url: r.url(), authorization: r.headers()['authorization'] });
  });
  await becomePremium(page, context, { startUrl: `${shellUrl}/tier-list` });
  await expect(page.getByTestId('tierlist-last-updated')).toContainText(longDate(lastUpdated('premium')));
  await expect.poll(() => premiumRequests.map((r) => r.url.split('/').pop())).toEqual(expect.arrayContaining(['best-decks.json', 'meta.json']));
  expect(premiumRequests.every((r) => /^Bearer \S+/.test(r.authorization ?? ''))).toBe(true);
  await context.close();
});
