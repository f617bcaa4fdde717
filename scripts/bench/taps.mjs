// A route's loads on the phone profile in `bench:web`: when its main content shows (CONTENT), on the
// finder when a tap on a card first works (the hydrated tap), on four routes the effect of one tap made
// the moment the content shows (FIRST_TAPS), once the page is live a player's interactions
// (INTERACTIONS, interactions.mjs); and the size of its HTML as served.
/// <reference lib="dom" />
import http from 'node:http';
import { CONTROLS, INTERACTIONS, runInteractions } from './interactions.mjs';
import { CONTENT_TIMEOUT_MS, launchPhoneBrowser, phoneContext, probe, readProbe, sleep, throttleLikeThePhone, untilContentShown } from './phone.mjs';
import { CONTENT, ROUTE_LIVE_MARK, contentOf, routePattern } from './routes.mjs';
import { medianOrNull, percentile } from './stats.mjs';

/** @import { Browser } from 'playwright-core' */

/** What a tap on the finder's first card changes: a card counted in the missing-cards panel, or "Not enough cards". */
export const TAPPED = '[data-missing-cards]:not([data-missing-cards="0"]), [data-not-enough-cards]';

/**
 * The single tap a player makes the moment a route's content shows: the control tapped (the first match on
 * screen, scrolled to when it is below the fold) and what shows its effect. The finder: its first card
 * (marked missing); the tier list: the first "What is …?" button (opens); a deck page: the first card
 * that other decks play too (its disclosure opens); the cards list: its first card (marked missing, said
 * by the live region).
 */
export const FIRST_TAPS = {
  '/deck': { target: CONTENT['/deck'].selector, effect: TAPPED },
  '/tier-list': { target: CONTROLS.tierListDisclosure, effect: '[data-remote="tierlist"] button[aria-expanded="true"]' },
  '/deck/:id': {
    target: CONTROLS.deckPageDisclosure,
    effect: '[data-also-played-in] li[data-card-id] details[open]',
  },
  '/cards-list': { target: CONTENT['/cards-list'].selector, effect: '[data-remote="cards"] p[aria-live="polite"]:not(:empty)' },
};
const TAP_EVERY_MS = 100;
/** How long a single tap may take to show its effect before it counts as lost. */
const FIRST_TAP_WAIT_MS = 15_000;
const TAP_TIMEOUT_MS = 20_000;

/**
 * @typedef {object} PhoneRun
 * @property {number | null} contentVisibleMs  max(content found, first contentful paint); null when never on screen
 * @property {number | null} foundMs  the first frame with the content on screen
 * @property {number | null} fcpMs
 * @property {number | null} [hydratedTapMs]  the time of the first tap that changed the page; null when none did
 * @property {number | null} [tapChangedMs]  the frame that showed the change
 * @property {number} [taps]  taps made
 * @property {number | null} [routeLiveMs]  the startTime of the route-live mark, when the shell set it
 * @property {number} [deadTapsAfterMark]  taps at or after the mark that changed nothing (0 when the mark tells the truth)
 * @property {number | null} [firstTapMs]  single tap: when it was made (the content had just shown)
 * @property {number | null} [firstTapEffectMs]  single tap: the frame that showed its effect; null when it was lost
 */

/**
 * One cold page load in a fresh context (empty cache, no service worker), throttled like the phone.
 * With `tap: 'repeat'`, taps the content (the finder's first card) every 100 ms from the moment it is on
 * screen until the page shows the tap's change, whether or not the route-live mark is set yet: the mark
 * is recorded beside it, and a tap after the mark that did nothing shows that the mark came too early.
 * With `tap: 'single'`, taps the route's FIRST_TAPS control once the moment the content is on screen, as a
 * player would, and waits for its effect (lost when none shows within FIRST_TAP_WAIT_MS).
 * @param {Browser} browser
 * @param {string} url
 * @param {string} selector
 * @param {'none' | 'repeat' | 'single'} tap
 * @param {{ target: string, effect: string }} [single]  with `tap: 'single'`: what is tapped and what shows its effect
 * @returns {Promise<PhoneRun>}
 */
async function phoneRun(browser, url, selector, tap, single) {
  const context = await phoneContext(browser, 'block');
  try {
    const page = await context.newPage();
    const tapped = tap === 'none' ? null : tap === 'single' && single ? single.effect : TAPPED;
    await page.addInitScript(probe, { selector, tapped, target: tap === 'single' ? single?.target : undefined });
    await throttleLikeThePhone(page);
    await page.goto(url, { waitUntil: 'commit' });
    const shown = await untilContentShown(page);
    let state = await readProbe(page);
    const contentVisibleMs = shown && state.found !== null && state.fcp !== null ? Math.max(state.found, state.fcp) : null;
    /** @type {PhoneRun} */
    const run = { contentVisibleMs, foundMs: state.found, fcpMs: state.fcp };
    if (tap === 'none') return run;
    if (tap === 'single') {
      if (!shown) return { ...run, firstTapMs: null, firstTapEffectMs: null };
      if (!state.target) {
        await page.evaluate((s) => document.querySelector(s)?.scrollIntoView({ block: 'center' }), single?.target ?? selector);
        // The probe finds it on screen in the next frame.
        await page
          .waitForFunction(() => /** @type {any} */ (window).__benchProbe?.target != null, undefined, { timeout: 5000, polling: 'raf' })
          .catch(() => {});
        state = await readProbe(page);
      }
      if (state.target) await page.touchscreen.tap(state.target.x, state.target.y);
      await page
        .waitForFunction(() => /** @type {any} */ (window).__benchProbe?.changed != null, undefined, { timeout: FIRST_TAP_WAIT_MS, polling: 100 })
        .catch(() => {});
      state = await readProbe(page);
      return { ...run, firstTapMs: state.taps[0] ?? null, firstTapEffectMs: state.taps.length > 0 ? state.changed : null, routeLiveMs: state.live };
    }
    let taps = 0;
    const until = Date.now() + TAP_TIMEOUT_MS;
    // One tap every 100 ms (or as soon as the page answers, when it takes longer).
    for (let next = Date.now(); shown && state.changed === null && Date.now() < until;) {
      if (state.target) {
        await page.touchscreen.tap(state.target.x, state.target.y);
        taps += 1;
      } else {
        // Pushed off screen (the layout moved): scroll it back, as a thumb would.
        await page.evaluate((s) => document.querySelector(s)?.scrollIntoView({ block: 'center' }), selector);
      }
      next = Math.max(next + TAP_EVERY_MS, Date.now());
      await sleep(next - Date.now());
      state = await readProbe(page);
    }
    // The tap that worked is the last one before the frame that showed its change.
    const changed = state.changed;
    const worked = changed === null ? [] : state.taps.filter((t) => t <= changed);
    // A page that is live only after its last data arrives sets the mark late: give it a moment.
    if (changed !== null && state.live === null) {
      await page
        .waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, ROUTE_LIVE_MARK, { timeout: 2000, polling: 100 })
        .catch(() => {});
      state = await readProbe(page);
    }
    const hydratedTapMs = worked.at(-1) ?? null;
    const live = state.live;
    const deadTapsAfterMark = live === null ? 0 : state.taps.filter((t) => t >= live && (hydratedTapMs === null || t < hydratedTapMs)).length;
    return { ...run, hydratedTapMs, tapChangedMs: changed, taps, routeLiveMs: live, deadTapsAfterMark };
  } finally {
    await context.close();
  }
}

/**
 * One cold load on the phone profile; once the route is live and a second has passed, the steps, each
 * step's interaction duration (null when its control was not there or the page never went live).
 * @param {Browser} browser
 * @param {string} url
 * @param {import('./interactions.mjs').Step[]} steps
 */
async function interactionRun(browser, url, steps) {
  const context = await phoneContext(browser, 'block');
  try {
    const page = await context.newPage();
    await throttleLikeThePhone(page);
    await page.goto(url, { waitUntil: 'commit' });
    const live = await page
      .waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, ROUTE_LIVE_MARK, { timeout: CONTENT_TIMEOUT_MS, polling: 100 })
      .then(
        () => true,
        () => false,
      );
    if (!live) return steps.map(() => null);
    await sleep(1000);
    return await runInteractions(page, steps);
  } finally {
    await context.close();
  }
}

/**
 * `runs` phone loads of one route in a browser launched for it (null when the route has no content selector).
 * @param {string} baseUrl
 * @param {string} route
 * @param {number} runs
 */
async function measurePhone(baseUrl, route, runs) {
  const content = contentOf(route);
  if (!content) return null;
  const tap = routePattern(route) === '/deck';
  const firstTap = FIRST_TAPS[/** @type {keyof typeof FIRST_TAPS} */ (routePattern(route))] ?? null;
  const browser = await launchPhoneBrowser();
  try {
    /** @type {PhoneRun[]} */
    const results = [];
    /** @type {PhoneRun[]} */
    const singles = [];
    for (let i = 0; i < runs; i += 1) {
      results.push(await phoneRun(browser, `${baseUrl}${route}`, content.selector, tap ? 'repeat' : 'none'));
      if (firstTap) singles.push(await phoneRun(browser, `${baseUrl}${route}`, content.selector, 'single', firstTap));
    }
    // Once live: the route's interactions, one cold load per run.
    const steps = INTERACTIONS[routePattern(route)] ?? [];
    /** @type {(number | null)[][]} */
    const interactions = [];
    for (let i = 0; steps.length > 0 && i < runs; i += 1) interactions.push(await interactionRun(browser, `${baseUrl}${route}`, steps));
    return { selector: content.selector, budgeted: content.budgeted, tap, firstTap, runs: results, singles, steps, interactions };
  } finally {
    await browser.close();
  }
}

/**
 * The bytes of a page's HTML as served to an English browser that accepts brotli: Content-Length, or the
 * bytes received when there is none, and the encoding the server chose.
 * @param {string} url
 * @returns {Promise<{ bytes: number, encoding: string }>}
 */
function htmlSize(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'Accept-Encoding': 'br', 'Accept-Language': 'en', Accept: 'text/html' } }, (res) => {
      let received = 0;
      res.on('data', (chunk) => (received += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: HTTP ${res.statusCode}`));
        const length = Number(res.headers['content-length']);
        resolve({ bytes: Number.isFinite(length) && length > 0 ? length : received, encoding: String(res.headers['content-encoding'] ?? 'identity') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * The phone-profile figures of a route: medians of `runs` cold loads (content visible, and on the finder
 * the first tap that works, with the route-live mark), and its HTML's size as served.
 * @param {string} baseUrl
 * @param {string} route
 * @param {number} runs
 */
export async function measurePhoneFigures(baseUrl, route, runs) {
  const phone = await measurePhone(baseUrl, route, runs);
  return {
    contentVisibleMs: phone ? medianOrNull(phone.runs.map((r) => r.contentVisibleMs)) : null,
    hydratedTapMs: phone?.tap ? medianOrNull(phone.runs.map((r) => r.hydratedTapMs)) : null,
    routeLiveMs: phone?.tap ? medianOrNull(phone.runs.map((r) => r.routeLiveMs)) : null,
    // One tap when the content shows: the median effect of the taps that worked, and how many did nothing.
    firstTapEffectMs: phone?.firstTap ? medianOrNull(phone.singles.map((r) => r.firstTapEffectMs ?? null)) : null,
    firstTapsLost: phone?.firstTap ? phone.singles.filter((r) => r.firstTapEffectMs == null).length : 0,
    // Every interaction of every run: the p98 (a step whose control was missing counts as over the budget).
    interactionP98Ms: phone?.steps.length
      ? percentile(
          phone.interactions.flat().map((ms) => ms ?? Infinity),
          98,
        )
      : null,
    html: await htmlSize(`${baseUrl}${route}`),
    // The selector, and every run's figures (ms since navigation start).
    phone,
  };
}
