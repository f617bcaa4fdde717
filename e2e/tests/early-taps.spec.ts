import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { entriesForOneTap } from '../support/finder';
import { stack, swapRegistry, untilLive } from '../support/stack';

/**
 * A tap made the moment the published content shows, before its code has loaded, is kept by the page's
 * inline script and plays once that part is live — exactly once (shell/src/composed/tapCapture.ts). On a
 * throttled phone, so the tap lands well before the page is live; each test also checks that it did.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');

// A phone: a touch screen, 412×823.
test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

/** The phone profile of `bench:web`: CPU 4× slower, 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
async function phone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The time of every real tap, seen before the page's own scripts see it.
  await page.addInitScript(() => {
    const w = window as unknown as { taps: number[]; changes: number[] };
    w.taps = [];
    w.changes = [];
    document.addEventListener('click', (e) => void (e.isTrusted && w.taps.push(performance.now())), true);
    // A choice in a drop-down (the test's selectOption: not a trusted event).
    document.addEventListener('change', () => void w.changes.push(performance.now()), true);
  });
}

/** Whether the first tap (or choice in a drop-down) was made before the route's page was live (the case the capture is for). */
async function tappedBeforeLive(page: Page, kind: 'taps' | 'changes' = 'taps'): Promise<boolean> {
  return page.evaluate((k) => {
    const [tap] = (window as unknown as Record<string, number[]>)[k] ?? [];
    const live = performance.getEntriesByName('tcgp:route-live')[0]?.startTime ?? Infinity;
    return tap !== undefined && tap < live;
  }, kind);
}

/** One tap the moment the control shows (no waiting for the page to be live). */
async function tapWhenShown(control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible' });
  await control.tap();
}

/** After the page is live, a moment more: a tap played twice would show by then. */
async function settled(page: Page): Promise<void> {
  await untilLive(page);
  await page.waitForTimeout(1500);
}

function topDeckId(): string {
  const decks = JSON.parse(readFileSync(path.join(repoRoot, 'data/demo/free/best-decks.json'), 'utf8')) as { name: string; lists: { score: number }[] }[];
  const [top] = [...decks].sort((a, b) => (b.lists[0]?.score ?? 0) - (a.lists[0]?.score ?? 0));
  if (!top) throw new Error('the demo data has no deck');
  return top.name;
}

test.beforeEach(async ({ page }) => {
  await phone(page);
});

test('a single tap on the first card of the finder, made the moment it shows, counts exactly once', async ({ page }) => {
  await page.goto(`${stack().shellUrl}/deck`, { waitUntil: 'commit' });
  const missing = page.locator('[data-remote="deck"] [data-missing-cards]').first();
  const card = page.locator('[data-best-deck] button[data-card-id]').first();
  await card.waitFor({ state: 'visible' });
  const entries = await entriesForOneTap(card);
  await card.tap();
  await settled(page);
  expect(await tappedBeforeLive(page)).toBe(true);
  // One tap marks one card, once.
  await expect(missing.getByRole('listitem')).toHaveCount(1);
  await expect(missing).toHaveAttribute('data-missing-cards', entries);
  await expect(page.locator('[data-tap-pending]')).toHaveCount(0);
});

test("a tap on a tier list's help button made before the page is live opens it once", async ({ page }) => {
  await page.goto(`${stack().shellUrl}/tier-list`, { waitUntil: 'commit' });
  const help = page.locator('[data-remote="tierlist"]').getByRole('button', { name: 'What is Score?' });
  await tapWhenShown(help);
  await settled(page);
  expect(await tappedBeforeLive(page)).toBe(true);
  // Played once: open (a second play would have closed it again).
  await expect(help).toHaveAttribute('aria-expanded', 'true');
});

test('an expansion chosen on the cards list before the page is live filters it, once', async ({ page }) => {
  await page.goto(`${stack().shellUrl}/cards-list`, { waitUntil: 'commit' });
  const view = page.locator('[data-remote="cards"]');
  const expansion = view.getByLabel('Expansion');
  await expansion.waitFor({ state: 'visible' });
  await expansion.selectOption('a2a');
  await settled(page);
  expect(await tappedBeforeLive(page, 'changes')).toBe(true);
  // Chosen again once the page is live (its hydration had put "All" back), and the list follows it.
  await expect(expansion).toHaveValue('a2a');
  const ids = await view.locator('[data-tier] [data-card-id]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card-id') ?? ''));
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.filter((id) => !id.startsWith('a2a-'))).toEqual([]);
  await expect(page.locator('[data-tap-pending]')).toHaveCount(0);
});

test('a tap on a disclosure of a deck page made before the page is live opens it once', async ({ page }) => {
  await page.goto(`${stack().shellUrl}/deck/${topDeckId()}`, { waitUntil: 'commit' });
  const row = page.locator('[data-remote="deck"] [data-also-played-in] li[data-card-id]:not([data-other-decks="0"])').first();
  await tapWhenShown(row.locator('summary'));
  await settled(page);
  expect(await tappedBeforeLive(page)).toBe(true);
  await expect(row.locator('details')).toHaveJSProperty('open', true);
  await expect(row.getByRole('link').first()).toBeVisible();
});

test('a link tapped before the page is live works as a link', async ({ page }) => {
  const { shellUrl } = stack();
  await page.goto(`${shellUrl}/tier-list`, { waitUntil: 'commit' });
  const tile = page.locator('[data-remote="tierlist"] [data-tier] a[href^="/deck/"]').first();
  await tile.waitFor({ state: 'visible' });
  const href = (await tile.getAttribute('href')) ?? '';
  await tile.tap();
  await expect(page).toHaveURL(`${shellUrl}${href}`);
  await expect(page.locator('[data-remote="deck"] h1')).toBeVisible();
});

test('a tap on a published node that a page rendered anew has replaced does nothing', async ({ page }) => {
  // The registry now gives another build of the tier list than the one the page was published with:
  // the published view is replaced, not hydrated, and the tap on its node goes with it.
  const restore = swapRegistry({ tierlist: stack().variants.tierlistUiNext });
  try {
    await page.goto(`${stack().shellUrl}/tier-list`, { waitUntil: 'commit' });
    await tapWhenShown(page.locator('[data-view-root][data-composed]').getByRole('button', { name: 'What is Score?' }));
    await settled(page);
    expect(await tappedBeforeLive(page)).toBe(true);
    await expect(page.locator('[data-view-root][data-composed]')).toHaveCount(0);
    await expect(page.locator('[data-remote="tierlist"]').getByRole('button', { name: 'What is Score?' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-tap-pending]')).toHaveCount(0);
  } finally {
    restore();
  }
});
