import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack, untilLive } from '../support/stack';
import { becomePremium } from '../support/premium';

/** The parts of the statistics files (docs/data.md, "Definitions") this spec reads. */
interface MetaHistory {
  weeks: { start: string; entries: number; decks: Record<string, { share: number }> }[];
}
interface StatsWindow {
  decks: Record<string, { share: number }>;
  top: string[];
  matrix: Record<string, Record<string, { winRate: number; games: number }>>;
}
interface LastWeek {
  decks: Record<string, { score: number; percentOfGames: number }>;
}

/** The data set a visitor reads (the free set the composed site serves under /data). */
const DATA_DIR = path.join(import.meta.dirname, '../../data/demo/free');
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;
/** The data set a Premium user reads (the daily set, through the payments service). */
const PREMIUM_DIR = path.join(import.meta.dirname, '../../data/demo/premium');
const readPremium = <T>(file: string): T => JSON.parse(readFileSync(path.join(PREMIUM_DIR, file), 'utf8')) as T;
const percent = (fraction: number) => new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction);

test.beforeEach(async ({ context }) => {
  await offlineGoogle(context);
});

async function openStatistics(page: Page) {
  await page.goto(`${stack().shellUrl}/statistics`);
  await untilLive(page);
  const remote = page.locator('[data-remote="tierlist"]');
  await expect(remote.getByRole('heading', { level: 1, name: 'Meta Statistics' })).toBeVisible();
  await expect(remote.getByTestId('statistics-trend-chart')).toBeVisible();
  await expect(remote.getByTestId('statistics-matrix')).toBeVisible();
  return remote;
}

test('the trend chart and its table show the same values as history.json', async ({ page }) => {
  const errors = collectPageErrors(page);
  const history = read<MetaHistory>('history.json');
  const remote = await openStatistics(page);
  const weeksWithEntries = history.weeks.filter((w) => w.entries > 0).length;
  // The six decks with the highest mean weekly share.
  const totals = new Map<string, number>();
  for (const week of history.weeks) for (const [name, deck] of Object.entries(week.decks)) totals.set(name, (totals.get(name) ?? 0) + deck.share);
  const top = [...totals]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, 6)
    .map(([name]) => name);

  const points = await remote.locator('[data-testid="statistics-trend-chart"] circle').evaluateAll((els) =>
    els.map((el) => ({
      deck: el.getAttribute('data-deck') ?? '',
      week: el.getAttribute('data-week') ?? '',
      share: Number(el.getAttribute('data-share')),
      label: el.getAttribute('aria-label') ?? '',
    })),
  );
  expect(points).toHaveLength(top.length * weeksWithEntries);
  expect([...new Set(points.map((p) => p.deck))]).toEqual(top);
  for (const p of points) {
    const expected = history.weeks.find((w) => w.start === p.week)?.decks[p.deck]?.share ?? 0;
    expect(p.share).toBe(expected);
    expect(p.label).toContain(`: ${percent(expected)}`);
  }

  // The same numbers as a table.
  await remote.getByRole('button', { name: 'Show as table' }).click();
  const table = remote.getByRole('table', { name: 'Share of players per week' });
  await expect(table).toBeVisible();
  const cells = await table.locator('td[data-deck]').evaluateAll((els) =>
    els.map((el) => ({
      deck: el.getAttribute('data-deck') ?? '',
      week: el.closest('tr')?.getAttribute('data-week') ?? '',
      share: el.getAttribute('data-share') ?? '',
      text: el.textContent ?? '',
    })),
  );
  expect(cells).toHaveLength(top.length * history.weeks.length);
  const shown = cells.filter((c) => c.share !== '');
  expect(shown.map((c) => `${c.deck}|${c.week}|${c.share}`).sort()).toEqual(points.map((p) => `${p.deck}|${p.week}|${p.share}`).sort());
  for (const c of shown) expect(c.text).toBe(percent(Number(c.share)));
  expect(errors).toEqual([]);
});

test('a window change changes the values', async ({ page }) => {
  const remote = await openStatistics(page);
  const [week, fortnight] = [read<StatsWindow>('stats-7d.json'), read<StatsWindow>('stats-14d.json')];
  const topShares = () =>
    remote.locator('[data-testid="statistics-top-decks"] td[data-share]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-share'))));
  // The last 14 days by default.
  await expect(remote.getByRole('radio', { name: '14 days' })).toBeChecked();
  expect(await topShares()).toEqual(
    Object.values(fortnight.decks)
      .slice(0, 10)
      .map((d) => d.share),
  );
  await remote.getByRole('radio', { name: '7 days' }).check();
  await expect(remote.getByRole('heading', { name: 'Last 7 days' })).toBeVisible();
  await expect(remote.getByTestId('statistics-window-section')).toHaveAttribute('data-days', '7');
  const sevenDays = Object.values(week.decks)
    .slice(0, 10)
    .map((d) => d.share);
  await expect.poll(topShares).toEqual(sevenDays);
  expect(sevenDays).not.toEqual(
    Object.values(fortnight.decks)
      .slice(0, 10)
      .map((d) => d.share),
  );
});

/** The statistics page of a Premium user (the matrix is Premium's, like the deck page's matchups). */
async function openAsPremium(page: Page, context: BrowserContext) {
  await becomePremium(page, context, { startUrl: `${stack().shellUrl}/statistics` });
  const remote = page.locator('[data-remote="tierlist"]');
  await expect(remote.getByTestId('statistics-matrix')).toHaveAttribute('data-matrix', 'visible');
  return remote;
}

test("a Premium user's matrix follows the window", async ({ page, context }) => {
  const remote = await openAsPremium(page, context);
  const week = readPremium<StatsWindow>('stats-7d.json');
  await remote.getByRole('radio', { name: '7 days' }).check();
  await expect(remote.getByTestId('statistics-window-section')).toHaveAttribute('data-days', '7');
  // Its first row's cells are the 7-day file's.
  const first = week.top[0] ?? '';
  const second = week.top[1] ?? '';
  const cell = remote.locator(`[data-testid="statistics-matrix"] tbody tr[data-deck="${first}"] td`).nth(1);
  await expect(cell).toHaveAttribute('data-win-rate', String(week.matrix[first]?.[second]?.winRate));
  await expect(cell).toHaveAttribute('data-games', String(week.matrix[first]?.[second]?.games));
  await expect(remote.getByTestId('statistics-matrix-upsell')).toHaveCount(0);
});

test('an under-sampled matchup cell is marked "not enough games" and not coloured as a result', async ({ page, context }) => {
  const remote = await openAsPremium(page, context);
  // A window whose top 10 has a pair with 20 games or fewer (the 7-day window has the fewest games).
  const days = ([7, 14, 30] as const).find((d) => {
    const s = readPremium<StatsWindow>(`stats-${d}d.json`);
    const top = s.top.slice(0, 10);
    return top.some((a) => top.some((b) => (s.matrix[a]?.[b]?.games ?? 99) <= 20));
  });
  expect(days).toBeDefined();
  await remote.getByRole('radio', { name: `${days} days` }).check();
  await expect(remote.getByTestId('statistics-window-section')).toHaveAttribute('data-days', String(days));
  const few = remote.locator('[data-testid="statistics-matrix"] td[data-enough="false"]').first();
  await expect(few).toBeVisible();
  expect(Number(await few.getAttribute('data-games'))).toBeLessThanOrEqual(20);
  await expect(few).toHaveAttribute('title', /not enough games \(20 or fewer\)$/);
  await expect(few).toContainText('not enough games');
  // Hatched on the plain surface; a result cell is tinted.
  const look = await few.evaluate((el) => ({ image: getComputedStyle(el).backgroundImage, colour: getComputedStyle(el).backgroundColor }));
  expect(look.image).toContain('repeating-linear-gradient');
  const surface = await remote
    .getByTestId('statistics-matrix')
    .locator('tbody th')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(look.colour).toBe(surface);
  const enough = remote.locator('[data-testid="statistics-matrix"] td[data-enough="true"]');
  const tinted = await enough.evaluateAll((els) =>
    els.filter((el) => el.getAttribute('data-win-rate') !== '0.5').map((el) => getComputedStyle(el).backgroundColor),
  );
  expect(tinted.length).toBeGreaterThan(0);
  expect(tinted.every((c) => c !== surface)).toBe(true);
});

test('a tier tile shows its rank change since last week', async ({ page }) => {
  const lastWeek = read<LastWeek>('last-week.json');
  await page.goto(`${stack().shellUrl}/tier-list`);
  const tiles = page.locator('[data-remote="tierlist"] [data-deck-id]');
  await expect(tiles).toHaveCount(30);
  await expect(tiles.locator('[data-rank-change]')).toHaveCount(30);
  // Last week's tier list as a visitor sees it: the top 30 by share of games, ranked by score.
  const lastRanks = new Map(
    Object.entries(lastWeek.decks)
      .sort(([, a], [, b]) => b.percentOfGames - a.percentOfGames)
      .slice(0, 30)
      .sort(([, a], [, b]) => b.score - a.score)
      .map(([name], i) => [name, i + 1]),
  );
  const shown = await tiles.evaluateAll((els) =>
    els.map((el) => {
      const badge = el.querySelector('[data-rank-change]');
      return {
        name: el.getAttribute('data-deck-id') ?? '',
        kind: badge?.getAttribute('data-rank-change') ?? '',
        by: Number(badge?.getAttribute('data-rank-by') ?? 0),
        text: badge?.textContent ?? '',
      };
    }),
  );
  shown.forEach(({ name, kind, by, text }, i) => {
    const last = lastRanks.get(name);
    const rank = i + 1;
    if (last === undefined) expect(kind).toBe('new');
    else if (last === rank) expect(kind).toBe('same');
    else {
      expect(kind).toBe(last > rank ? 'up' : 'down');
      expect(by).toBe(Math.abs(last - rank));
      expect(text).toContain(`${last > rank ? '▲' : '▼'}\u00a0${by}`);
    }
  });
  expect(shown.some((s) => s.kind === 'up' || s.kind === 'down')).toBe(true);
  const moved = shown.find((s) => s.kind === 'up') ?? shown.find((s) => s.kind === 'down');
  const badge = tiles.locator(`[data-rank-change="${moved?.kind}"]`).first();
  await expect(badge).toHaveAttribute('title', /^(Up|Down) \d+ places? since last week \(was \d+\)$/);
});

test('phones first: at 360 px the published page and the live one have the same layout', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const { shellUrl, remoteUrls } = stack();
  // Hold the tier-list remote's scripts back to measure the published page, then let them through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${remoteUrls.tierlist}/**/*.js`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${shellUrl}/statistics`, { waitUntil: 'domcontentloaded' });
  const box = async (selector: string) => {
    const b = await page.locator(selector).boundingBox();
    if (!b) throw new Error(`${selector} is not on screen`);
    return { top: Math.round(b.y), height: Math.round(b.height) };
  };
  const remote = page.locator('[data-remote="tierlist"]');
  await expect(remote.locator('[data-view-root][data-composed]')).toBeVisible();
  const published = { trend: await box('[data-testid="statistics-trend"]'), window: await box('[data-testid="statistics-window"]') };
  release();
  await untilLive(page);
  await expect(remote.getByTestId('statistics-matrix')).toBeVisible();
  expect(await box('[data-testid="statistics-trend"]')).toEqual(published.trend);
  expect(await box('[data-testid="statistics-window"]')).toEqual(published.window);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("phones first: at 360 px a Premium user's matrix scrolls sideways with its deck names in view", async ({ page, context }) => {
  const remote = await openAsPremium(page, context);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await untilLive(page);
  await expect(remote.getByTestId('statistics-matrix')).toHaveAttribute('data-matrix', 'visible');
  // Nothing wider than the screen but the matrix's own scroll box.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const region = remote.getByRole('region', { name: 'Win rate of the deck in the row against the deck in the column, and their games' });
  const firstName = region.locator('tbody th').first();
  const before = await firstName.boundingBox();
  await region.evaluate((el) => el.scrollBy({ left: 200 }));
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect((await firstName.boundingBox())?.x).toBe(before?.x);
});

test("the page speaks the browser's language (German, Japanese)", async ({ browser }) => {
  const { shellUrl } = stack();
  for (const [locale, heading, option] of [
    ['de-DE', 'Meta-Statistiken', '14 Tage'],
    ['ja-JP', 'メタ統計', '14日'],
  ] as const) {
    const context = await browser.newContext({ locale });
    await offlineGoogle(context);
    const page = await context.newPage();
    await page.goto(`${shellUrl}/statistics`);
    const remote = page.locator('[data-remote="tierlist"]');
    await expect(remote.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(remote.getByRole('radio', { name: option })).toBeChecked();
    await expect(remote.getByTestId('statistics-matrix')).toBeVisible();
    await context.close();
  }
});
