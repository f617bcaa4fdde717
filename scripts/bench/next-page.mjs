// The next page in `bench:web`: a client-side navigation on the phone profile, from a page the player
// has been reading to the next page's content, and what the page loaded while it was read.
/// <reference lib="dom" />
import { BUDGETS } from './budgets.mjs';
import { kb, print } from './output.mjs';
import { CONTENT_TIMEOUT_MS, launchPhoneBrowser, phoneContext, sleep, throttleLikeThePhone } from './phone.mjs';
import { CONTENT, ROUTE_LIVE_MARK, contentOf } from './routes.mjs';
import { median, medianOrNull } from './stats.mjs';

/** @import { Browser, Page } from 'playwright-core' */

/** How long the player reads a page (after it is live) before tapping a link on it. */
const READ_MS = 2000;
/** How long the next page may take to show its content before the run counts as never. */
const NEXT_PAGE_TIMEOUT_MS = 15_000;
/** The first tier tile: a link to its deck's page. */
const TIER_DECK_LINK = '[data-tier] a[href*="/deck/"]';

/**
 * The navigations timed: open `from`, let it go live, read it for READ_MS, tap `link` and time until the
 * deck page's content shows; with `back`, then go back (the browser's back) and time until `from`'s
 * content shows again.
 * @type {{ name: string, from: string, link: string, back?: boolean }[]}
 */
const NEXT_PAGES = [
  { name: 'tier list → deck page', from: '/tier-list', link: TIER_DECK_LINK },
  { name: 'finder → deck page', from: '/deck', link: '[data-best-deck] a[data-deck-link]' },
  { name: 'deck page → back to the tier list', from: '/tier-list', link: TIER_DECK_LINK, back: true },
];

/**
 * Injected into the page once it is live: records the first frame in which `selector` matches an element
 * that was not there before, with a box on screen, and when the navigation started (a pointerdown, or
 * `__benchNext.start` set by the bench before going back).
 * @param {string} selector
 */
function watchNextPage(selector) {
  const before = new Set(document.querySelectorAll(selector));
  /** @type {{ start: number | null, shown: number | null }} */
  const state = { start: null, shown: null };
  /** @type {any} */ (window).__benchNext = state;
  addEventListener('pointerdown', (e) => (state.start ??= e.timeStamp), { capture: true, passive: true, once: true });
  const frame = () => {
    for (const el of document.querySelectorAll(selector)) {
      if (before.has(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        state.shown = performance.now();
        return;
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Waits for the next page's content and returns ms from the navigation's start to it (null: never).
 * @param {Page} page
 */
async function nextPageShown(page) {
  await page
    .waitForFunction(() => /** @type {any} */ (window).__benchNext?.shown != null, undefined, { timeout: NEXT_PAGE_TIMEOUT_MS, polling: 50 })
    .catch(() => {});
  const state = await page.evaluate(() => /** @type {any} */ (window).__benchNext);
  return state?.shown != null && state?.start != null ? state.shown - state.start : null;
}

/**
 * One navigation: a cold load of `from` in a fresh context throttled like the phone, then the tap (and the way back).
 * @param {Browser} browser
 * @param {string} baseUrl
 * @param {(typeof NEXT_PAGES)[number]} nav
 * @returns {Promise<{ ms: number | null, whileReading: { url: string, bytes: number }[] }>}
 */
async function nextPageRun(browser, baseUrl, nav) {
  const context = await phoneContext(browser, 'block');
  try {
    const page = await context.newPage();
    await throttleLikeThePhone(page);
    /** @type {import('playwright-core').Request[]} */
    const requested = [];
    page.on('request', (request) => void requested.push(request));
    await page.goto(`${baseUrl}${nav.from}`, { waitUntil: 'commit' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, ROUTE_LIVE_MARK, { timeout: CONTENT_TIMEOUT_MS, polling: 100 });
    const live = requested.length;
    await sleep(READ_MS);
    // What the page loaded while the player read it (the next page's code, on sight).
    const whileReading = await Promise.all(
      requested.slice(live).map(async (request) => {
        const response = await request.response().catch(() => null);
        const sizes = response ? await request.sizes().catch(() => null) : null;
        return { url: request.url(), bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0 };
      }),
    );
    const link = page.locator(nav.link).first();
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) return { ms: null, whileReading };
    const deckPage = CONTENT['/deck/:id'].selector;
    await page.evaluate(watchNextPage, deckPage);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const forward = await nextPageShown(page);
    if (!nav.back || forward === null) return { ms: forward, whileReading };
    await sleep(READ_MS);
    await page.evaluate(watchNextPage, contentOf(nav.from)?.selector ?? '');
    await page.evaluate(() => {
      /** @type {any} */ (window).__benchNext.start = performance.now();
      history.back();
    });
    return { ms: await nextPageShown(page), whileReading };
  } finally {
    await context.close();
  }
}

/**
 * `runs` of each navigation of NEXT_PAGES, in a browser launched for them.
 * @param {string} baseUrl
 * @param {number} runs
 */
export async function measureNextPages(baseUrl, runs) {
  const browser = await launchPhoneBrowser();
  try {
    const figures = [];
    for (const nav of NEXT_PAGES) {
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await nextPageRun(browser, baseUrl, nav));
      figures.push({
        ...nav,
        runs: results.map((r) => r.ms),
        medianMs: medianOrNull(results.map((r) => r.ms)),
        readingBytes: median(results.map((r) => r.whileReading.reduce((sum, f) => sum + f.bytes, 0))),
        readingRequests: median(results.map((r) => r.whileReading.length)),
        whileReading: results[0]?.whileReading ?? [],
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/**
 * Prints the navigations against their budget; returns the misses.
 * @param {Awaited<ReturnType<typeof measureNextPages>>} figures
 * @param {number} runs
 */
export function printNextPages(figures, runs) {
  print(`
next page: phone profile, the page read ${READ_MS} ms after it is live, then one tap; ${runs} runs (medians), budget ${BUDGETS.nextPageMs} ms, loaded while reading ${kb(BUDGETS.speculativeBytes)}:`);
  /** @type {string[]} */
  const misses = [];
  for (const f of figures) {
    const over = f.medianMs === null || f.medianMs > BUDGETS.nextPageMs;
    const each = f.runs.map((ms) => (ms === null ? 'never' : Math.round(ms))).join('/');
    print(
      `  ${f.name.padEnd(36)} ${f.medianMs === null ? 'never' : `${Math.round(f.medianMs)} ms`} (runs ${each}) ${over ? 'OVER' : 'ok'}; ` +
        `loaded while reading: ${kb(f.readingBytes)} in ${f.readingRequests} requests (with headers)`,
    );
    if (over) misses.push(`next page ${f.name}: ${f.medianMs === null ? 'never' : `${Math.round(f.medianMs)} ms`} > ${BUDGETS.nextPageMs} ms`);
    if (f.readingBytes > BUDGETS.speculativeBytes) misses.push(`loaded while reading ${f.from}: ${kb(f.readingBytes)} > ${kb(BUDGETS.speculativeBytes)}`);
  }
  return misses;
}
