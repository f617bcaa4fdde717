// `npm run bench:web`: the first-load benchmark. Builds the site (or reuses the build with
// --reuse), serves it exactly as `npm start` does (precompressed brotli/gzip, the same cache headers, the
// Auth emulator and the payments service), runs Lighthouse (mobile preset, simulated throttling) with
// Debian's Chromium several times per route, and prints the medians against the budgets, with the bytes
// and requests of each route. After Lighthouse, each route is loaded as many times again in a phone
// profile (PHONE below: CPU 4× slower, 150 ms round trip, 1.6 Mbps down) for when its main
// content is on screen, on the finder when a tap on a card first works, and on four routes the effect of
// one tap made the moment the content shows (FIRST_TAPS); and its HTML is fetched for
// its brotli size. Then it serves the real data snapshot of test-fixtures/real-data (published by
// `npm run data:publish`) and measures the tier list's data download. Then the service worker
// (/sw.js, registered by the lazily loaded "sw-register" chunk) on the phone profile: its bytes on a first
// visit and when its registration starts, and a repeat visit's first deck of the tier list with the worker
// in control. Exits 1 when a budget is missed. What it prints is also written to bench-results/web.txt
// (or --out FILE).
//
//   npm run bench:web [-- --reuse] [--runs 3] [--routes /,/tier-list] [--json file] [--out file] [--no-snapshot] [--skeleton] [--offline-only]
//
// The DOM types are for the probe, which runs in the page.
/// <reference lib="dom" />
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { APPS, buildAll, ensureDemoData, repoRoot, startStack } from './stack.mjs';
import { reportFileOf } from './pages/output.mjs';
import { CONTROLS, INTERACTIONS, percentile, runInteractions } from './bench/interactions.mjs';

/** @import { Result as LighthouseResult } from 'lighthouse' */
/** @import { Browser, Page } from 'playwright-core' */

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'];
const KB = 1024;

/** The first-load budgets (the landing page is stricter than the other routes). */
export const BUDGETS = {
  landing: { performance: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02, jsBytes: 140 * KB },
  route: { performance: 95, lcpMs: 2500, tbtMs: 150, cls: 0.02, jsBytes: 140 * KB },
  /** The finder's first load carries less JavaScript than any other route's (its first tap is the product's first step). */
  finderJsBytes: 120 * KB,
  otherCategories: 95,
  tierListDataBytes: 40 * KB,
  // In the phone profile (PHONE below), medians of the runs:
  /** Main content on screen, on /tier-list, /deck, a deck page and /cards-list (CONTENT's `budgeted`). */
  contentVisibleMs: 1000,
  /** The first tap on a card of the finder (/deck) that works. */
  hydratedTapMs: 3000,
  /** One tap the moment the content shows (FIRST_TAPS, four routes): its effect on screen (ms since navigation start). */
  firstTapEffectMs: 1500,
  /** Of those single taps, how many may do nothing. */
  firstTapsLost: 0,
  /** /tier-list's HTML document as served, brotli. */
  tierListHtmlBytes: 30 * KB,
  /** The render of every page of the data set in the nine languages (`npm run pages:render`), wall time. */
  pagesRenderSeconds: 180,
  /** The service worker's script and its registration chunk on a first visit, as transferred (compressed). */
  workerFirstLoadBytes: 6 * KB,
  /** A repeat visit of /tier-list with the worker in control: its first deck on screen. */
  repeatVisitFirstDeckMs: 800,
  /** Once the page is live, every interaction of INTERACTIONS (scripts/bench/interactions.mjs): event to next paint, p98 of a route's. */
  interactionMs: 100,
  /** A client-side navigation (NEXT_PAGES): the tap to the next page's content on screen. */
  nextPageMs: 500,
  /** What a page loads on sight for its links while the player reads it (linkPrefetch's one route), with headers. */
  speculativeBytes: 60 * KB,
};

/** Where the printed results go when --out is not given. */
const DEFAULT_OUT = path.join(repoRoot, 'bench-results', 'web.txt');

/** @param {string[]} argv */
function parseArgs(argv) {
  const value = (/** @type {string} */ name) => {
    const i = argv.indexOf(`--${name}`);
    return i === -1 ? undefined : argv[i + 1];
  };
  if (argv.includes('--help')) {
    console.log(
      'usage: npm run bench:web [-- --reuse] [--runs N] [--routes /,/tier-list] [--json FILE] [--out FILE] [--no-snapshot] [--skeleton] [--offline-only] [--next-only]',
    );
    process.exit(0);
  }
  return {
    reuse: argv.includes('--reuse'),
    runs: Number(value('runs') ?? '3'),
    routes: value('routes')?.split(','),
    json: value('json'),
    out: path.resolve(value('out') ?? DEFAULT_OUT),
    snapshot: !argv.includes('--no-snapshot'),
    pages: !argv.includes('--skeleton'),
    /** Only the service worker's figures: no Lighthouse, no route table, no snapshot. */
    offlineOnly: argv.includes('--offline-only'),
    /** Only the next-page figures: no Lighthouse, no route table, no worker, no snapshot. */
    nextOnly: argv.includes('--next-only'),
  };
}

/**
 * Every line printed, for the --out file.
 * @type {string[]}
 */
const printed = [];
/** Prints a line and keeps it for the --out file. */
const print = (/** @type {string} */ line = '') => {
  console.log(line);
  printed.push(line);
};

/**
 * The median of figures that may be missing (a run in which the content never showed): a missing one
 * counts as the worst, and a median that is one is null.
 * @param {(number | null | undefined)[]} values
 */
const medianOrNull = (values) => {
  const m = median(values.map((v) => v ?? Infinity));
  return Number.isFinite(m) ? m : null;
};

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/**
 * The deck page the benchmark opens: the archetype with the best list score of the data set (top of the tier list).
 * @param {string} dataDir
 */
function topDeckPath(dataDir) {
  /** @type {{ name: string, lists: { score: number }[] }[]} */
  const decks = JSON.parse(readFileSync(path.join(dataDir, 'best-decks.json'), 'utf8'));
  const best = decks.reduce((a, b) => (Math.max(...b.lists.map((l) => l.score)) > Math.max(...a.lists.map((l) => l.score)) ? b : a));
  return `/deck/${encodeURIComponent(best.name.trim().toLowerCase().replace(/\s+/g, '-')).replace(/%26/g, '&')}`;
}

/** @typedef {'js' | 'css' | 'data' | 'all'} Kind */
/** @typedef {{ transfer: number, raw: number, count: number }} Bytes */
/**
 * The fields of a row of the network-requests audit's table that are read here.
 * @typedef {{ url: string, resourceType?: string, transferSize?: number, resourceSize?: number, rendererStartTime?: number }} NetworkRequest
 */

/**
 * The rows of the network-requests audit of a run.
 * @param {LighthouseResult} lhr
 * @returns {NetworkRequest[]}
 */
function requestsOf(lhr) {
  const details = /** @type {{ items?: NetworkRequest[] } | undefined} */ (lhr.audits['network-requests']?.details);
  return details?.items ?? [];
}

/**
 * When the route's page went live (the `tcgp:route-live` mark, ms since navigation start), or null.
 * @param {LighthouseResult} lhr
 * @returns {number | null}
 */
function routeLiveOf(lhr) {
  const details = /** @type {{ items?: { name?: string, startTime?: number }[] } | undefined} */ (lhr.audits['user-timings']?.details);
  return details?.items?.find((item) => item.name === ROUTE_LIVE_MARK)?.startTime ?? null;
}

/**
 * What one page load downloaded until its route was live (every request the page made before the
 * `tcgp:route-live` mark; all of them on a page without the mark), by kind: transferred (compressed)
 * and resource (raw) bytes and request counts. What starts once the page is live (the worker's
 * registration, the next page's code on sight, the health report) is not the first load.
 * @param {LighthouseResult} lhr
 * @returns {Record<Kind, Bytes>}
 */
function bytesOf(lhr) {
  const live = routeLiveOf(lhr);
  /** @type {Record<Kind, Bytes>} */
  const sum = {
    js: { transfer: 0, raw: 0, count: 0 },
    css: { transfer: 0, raw: 0, count: 0 },
    data: { transfer: 0, raw: 0, count: 0 },
    all: { transfer: 0, raw: 0, count: 0 },
  };
  for (const item of requestsOf(lhr)) {
    if (live !== null && (item.rendererStartTime ?? 0) >= live) continue;
    const kind = item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : /\/data\/|premium-data/.test(item.url) ? 'data' : null;
    /** @type {Kind[]} */
    const kinds = kind ? [kind, 'all'] : ['all'];
    for (const k of kinds) {
      sum[k].transfer += item.transferSize ?? 0;
      sum[k].raw += item.resourceSize ?? 0;
      sum[k].count += 1;
    }
  }
  return sum;
}

/** @param {string} url */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (/** @type {string} */ id) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`${url}: no ${id} in Lighthouse's result`);
      return value;
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      bytes: bytesOf(lhr),
      // The page loaded the service worker's registration chunk during the run (it registers after the page is live).
      workerRegistration: requestsOf(lhr).some((item) => new URL(item.url).pathname.includes(WORKER_REGISTER_CHUNK)),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** @typedef {Awaited<ReturnType<typeof lighthouseRun>>} Run */
/** @typedef {Awaited<ReturnType<typeof measureRoute>>} Row */

/**
 * Medians of several runs of one route, with its budget verdicts.
 * @param {string} baseUrl
 * @param {string} route
 * @param {number} runs
 * @param {typeof BUDGETS.route} budget
 */
async function measureRoute(baseUrl, route, runs, budget) {
  /** @type {Run[]} */
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseRun(`${baseUrl}${route}`));
  const m = (/** @type {'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs'} */ key) =>
    median(results.map((r) => r[key]));
  const bytes = (/** @type {Kind} */ kind, /** @type {keyof Bytes} */ field) => median(results.map((r) => r.bytes[kind][field]));
  const row = {
    route,
    performance: m('performance'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    // Every run's TBT, in order: the median hides how much one page load varies on a shared machine.
    tbtRuns: results.map((r) => r.tbtMs),
    cls: m('cls'),
    fcpMs: m('fcpMs'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    js: { transfer: bytes('js', 'transfer'), raw: bytes('js', 'raw'), count: bytes('js', 'count') },
    css: { transfer: bytes('css', 'transfer'), raw: bytes('css', 'raw'), count: bytes('css', 'count') },
    data: { transfer: bytes('data', 'transfer'), raw: bytes('data', 'raw'), count: bytes('data', 'count') },
    requests: bytes('all', 'count'),
    jsBudget: routePattern(route) === '/deck' ? BUDGETS.finderJsBytes : budget.jsBytes,
    /** Lighthouse runs in which the page loaded the service worker's registration chunk, of `runs`. */
    workerRuns: `${results.filter((r) => r.workerRegistration).length}/${runs}`,
    failingAudits: [...new Set(results.flatMap((r) => r.failing))],
    ...(await measurePhoneFigures(baseUrl, route, runs)),
  };
  const ms = (/** @type {number | null} */ v) => (v === null ? 'never' : `${v.toFixed(0)} ms`);
  const misses = [
    row.performance < budget.performance && `performance ${row.performance} < ${budget.performance}`,
    row.lcpMs > budget.lcpMs && `LCP ${row.lcpMs.toFixed(0)} ms > ${budget.lcpMs} ms`,
    row.tbtMs > budget.tbtMs && `TBT ${row.tbtMs.toFixed(0)} ms > ${budget.tbtMs} ms`,
    row.cls > budget.cls && `CLS ${row.cls.toFixed(3)} > ${budget.cls}`,
    row.js.transfer > row.jsBudget && `JS ${kb(row.js.transfer)} > ${kb(row.jsBudget)}`,
    .../** @type {const} */ (['accessibility', 'bestPractices', 'seo']).map(
      (c) => row[c] < BUDGETS.otherCategories && `${c} ${row[c]} < ${BUDGETS.otherCategories}`,
    ),
    row.phone?.budgeted &&
      (row.contentVisibleMs === null || row.contentVisibleMs > BUDGETS.contentVisibleMs) &&
      `content visible ${ms(row.contentVisibleMs)} > ${BUDGETS.contentVisibleMs} ms`,
    row.phone?.tap &&
      (row.hydratedTapMs === null || row.hydratedTapMs > BUDGETS.hydratedTapMs) &&
      `hydrated tap ${ms(row.hydratedTapMs)} > ${BUDGETS.hydratedTapMs} ms`,
    row.interactionP98Ms !== null &&
      row.interactionP98Ms >= BUDGETS.interactionMs &&
      `interaction p98 ${Number.isFinite(row.interactionP98Ms) ? `${row.interactionP98Ms.toFixed(0)} ms` : 'missing'} ≥ ${BUDGETS.interactionMs} ms`,
    row.phone?.firstTap && row.firstTapsLost > BUDGETS.firstTapsLost && `${row.firstTapsLost} of ${runs} single taps lost`,
    row.phone?.firstTap &&
      (row.firstTapEffectMs === null || row.firstTapEffectMs > BUDGETS.firstTapEffectMs) &&
      `first tap effect ${ms(row.firstTapEffectMs)} > ${BUDGETS.firstTapEffectMs} ms`,
    routePattern(route) === '/tier-list' && row.html.bytes > BUDGETS.tierListHtmlBytes && `HTML ${kb(row.html.bytes)} > ${kb(BUDGETS.tierListHtmlBytes)}`,
  ].filter((miss) => typeof miss === 'string');
  return { ...row, misses };
}

// The phone profile: content visible, hydrated tap, HTML size.

const PHONE_CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'];

/**
 * The phone: Chrome DevTools Protocol emulation of a mid-range phone on a slow mobile network.
 * Throughput in decimal units, 1 Mbps = 1,000,000 bits/s: 1.6 Mbps down = 200,000 bytes/s and 750 kbps up
 * = 93,750 bytes/s (Lighthouse's devtools "slow 4G" preset uses 1.6 × 1024 × 1024 / 8 × 0.9 bytes/s down
 * instead). `latency` is the round trip added to every request.
 */
const PHONE = {
  cpuThrottlingRate: 4,
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

/** The mark the shell sets when the route's page is live (interactive). */
const ROUTE_LIVE_MARK = 'tcgp:route-live';

/**
 * The main content of each page (the first element the selector matches), and whether the
 * content-visible budget applies to it. Routes are matched without their query; `/deck/:id` is any deck page.
 */
const CONTENT = {
  '/': { selector: 'main h1', budgeted: false },
  '/tier-list': { selector: '[data-tier] [data-deck-id]', budgeted: true },
  '/deck': { selector: '[data-best-deck] button[data-card-id]', budgeted: true },
  '/deck/:id': { selector: '[data-deck-id] [data-stat] dd', budgeted: true },
  '/cards-list': { selector: '[data-tier] button[data-card-id]', budgeted: true },
  '/expansion-list': { selector: '[data-tier] [data-expansion-id]', budgeted: false },
  '/statistics': { selector: '[data-testid="statistics-trend-chart"]', budgeted: false },
};

/** What a tap on the finder's first card changes: a card counted in the missing-cards panel, or "Not enough cards". */
const TAPPED = '[data-missing-cards]:not([data-missing-cards="0"]), [data-not-enough-cards]';

/**
 * The single tap a player makes the moment a route's content shows: the control tapped (the first match on
 * screen, scrolled to when it is below the fold) and what shows its effect. The finder: its first card
 * (marked missing); the tier list: the first "What is …?" button (opens); a deck page: the first card
 * that other decks play too (its disclosure opens); the cards list: its first card (marked missing, said
 * by the live region).
 */
const FIRST_TAPS = {
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
const CONTENT_TIMEOUT_MS = 30_000;
const TAP_TIMEOUT_MS = 20_000;

/** @param {string} route */
const routePattern = (route) => {
  const pathname = route.split(/[?#]/)[0] ?? route;
  return pathname.startsWith('/deck/') ? '/deck/:id' : pathname;
};

/** @param {string} route */
const contentOf = (route) => CONTENT[/** @type {keyof typeof CONTENT} */ (routePattern(route))] ?? null;

/**
 * The probe injected before any of the page's scripts: on every animation frame until it is done, it
 * records (performance.now(), ms since navigation start) the first frame in which `selector` matches an
 * element with a non-empty box inside the viewport, and in every frame the middle of the element's part
 * on screen, or of `target`'s when given (where the bench taps; null while it is off screen); with
 * `tapped`, also the first frame in which that selector matches. Every pointerdown's time is kept (the taps).
 * @param {{ selector: string, tapped: string | null, target?: string }} o
 */
function probe({ selector, tapped, target }) {
  /** @type {{ found: number | null, changed: number | null, target: { x: number, y: number } | null, taps: number[] }} */
  const state = { found: null, changed: null, target: null, taps: [] };
  Object.defineProperty(window, '__benchProbe', { value: state });
  addEventListener('pointerdown', (e) => state.taps.push(e.timeStamp), { capture: true, passive: true });
  /** Where a thumb would tap an element shown on screen: the middle of its part on screen (a tile at the bottom edge is partly below it); null when it is not shown. */
  const onScreen = (/** @type {Element | null} */ el) => {
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const inView = r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    if (!inView || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return null;
    return { x: (Math.max(r.left, 0) + Math.min(r.right, innerWidth)) / 2, y: (Math.max(r.top, 0) + Math.min(r.bottom, innerHeight)) / 2 };
  };
  const frame = () => {
    const shown = onScreen(document.querySelector(selector));
    if (shown) state.found ??= performance.now();
    state.target = target ? onScreen(document.querySelector(target)) : shown;
    if (tapped && state.changed === null && document.querySelector(tapped)) state.changed = performance.now();
    if (state.found === null || (tapped && state.changed === null)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** @typedef {{ found: number | null, changed: number | null, target: { x: number, y: number } | null, taps: number[], fcp: number | null, live: number | null }} ProbeState */

/** @param {Page} page @returns {Promise<ProbeState>} */
const readProbe = (page) =>
  page.evaluate((mark) => {
    /** @type {Omit<ProbeState, 'fcp' | 'live'>} */
    const state = /** @type {any} */ (window).__benchProbe ?? { found: null, changed: null, target: null, taps: [] };
    return {
      ...state,
      taps: [...state.taps],
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      live: performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? null,
    };
  }, ROUTE_LIVE_MARK);

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

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
 * A browser context like the phone (viewport, touch, English), with service workers blocked or allowed.
 * @param {Browser} browser
 * @param {'block' | 'allow'} serviceWorkers
 */
function phoneContext(browser, serviceWorkers) {
  return browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    extraHTTPHeaders: { 'Accept-Language': 'en' },
    serviceWorkers,
  });
}

/**
 * Slows a page's CPU and network down like the phone's (before its navigation).
 * @param {Page} page
 */
async function throttleLikeThePhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuThrottlingRate });
}

/**
 * Waits until the probe saw the content on screen and the page painted; false after CONTENT_TIMEOUT_MS.
 * @param {Page} page
 */
const untilContentShown = (page) =>
  page
    .waitForFunction(
      () => {
        const state = /** @type {any} */ (window).__benchProbe;
        return state?.found != null && performance.getEntriesByName('first-contentful-paint').length > 0;
      },
      undefined,
      { timeout: CONTENT_TIMEOUT_MS, polling: 100 },
    )
    .then(
      () => true,
      () => false,
    );

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
 * @param {import('./bench/interactions.mjs').Step[]} steps
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
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: PHONE_CHROME_ARGS });
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
async function measurePhoneFigures(baseUrl, route, runs) {
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

// The next page: a client-side navigation on the phone profile, from a page the player has been reading
// to the next page's content.

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
async function measureNextPages(baseUrl, runs) {
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: PHONE_CHROME_ARGS });
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
function printNextPages(figures, runs) {
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

// The service worker on the phone profile: its bytes and its registration on a first visit, and the
// repeat visits it serves.

/** The offline contract (shell/src/offline/): the worker's script, and what the registration chunk's file name contains. */
const WORKER_SCRIPT = '/sw.js';
const WORKER_REGISTER_CHUNK = 'sw-register';
/** The route of the worker's figures; its content selector (CONTENT) is the first deck of the tiers. */
const WORKER_ROUTE = '/tier-list';
const WORKER_READY_TIMEOUT_MS = 30_000;

/**
 * Why the site has no service worker, or null when it has one: /sw.js must answer 200 as JavaScript
 * (the shell's server answers an unknown path with a page).
 * @param {string} baseUrl
 * @returns {Promise<string | null>}
 */
async function missingWorker(baseUrl) {
  const res = await fetch(`${baseUrl}${WORKER_SCRIPT}`);
  await res.arrayBuffer();
  const type = (res.headers.get('content-type') ?? '').split(';')[0] ?? '';
  if (res.status !== 200) return `${WORKER_SCRIPT} answers HTTP ${res.status}`;
  if (!/javascript/.test(type)) return `${WORKER_SCRIPT} answers ${type || 'without a content type'}, not JavaScript`;
  return null;
}

/**
 * The bytes of a file on the wire for a request with the browser's Accept-Encoding: status line,
 * headers and the body as sent (compressed), and the encoding the server chose.
 * @param {string} url
 * @param {string} acceptEncoding
 * @returns {Promise<{ bytes: number, body: number, encoding: string }>}
 */
function transferredBytes(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'Accept-Encoding': acceptEncoding, 'Accept-Language': 'en' } }, (res) => {
      let body = 0;
      res.on('data', (chunk) => (body += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url}: HTTP ${res.statusCode}`));
        let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < res.rawHeaders.length; i += 2) head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
        resolve({ bytes: head + body, body, encoding: String(res.headers['content-encoding'] ?? 'identity') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * Waits until the page's service worker is active (navigator.serviceWorker.ready); false after WORKER_READY_TIMEOUT_MS.
 * @param {Page} page
 */
const untilWorkerReady = (page) =>
  page.evaluate(
    (timeout) => Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), timeout))]),
    WORKER_READY_TIMEOUT_MS,
  );

/**
 * @typedef {object} WorkerFirstVisit
 * @property {boolean} ready  the worker became active within WORKER_READY_TIMEOUT_MS
 * @property {{ url: string, bytes: number, body: number, encoding: string }[]} files  the worker's script and the registration chunk, as transferred (bytes) and their bodies
 * @property {number | null} registerStartMs  when the registration chunk was requested (ms since navigation start); null when it was not
 * @property {boolean} composed  the page was composed at publish time (it sets the route-live mark once it is live)
 * @property {number | null} routeLiveMs  the route-live mark; null when it was not set within CONTENT_TIMEOUT_MS
 * @property {number | null} loadEventMs  the end of the load event
 */

/**
 * A first visit on the phone profile, service workers allowed (a fresh context: empty cache, no
 * worker): which worker files were requested, their bytes as transferred, and when the registration
 * chunk was requested beside the moments the page was interactive.
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<WorkerFirstVisit>}
 */
async function workerFirstVisit(browser, url) {
  const context = await phoneContext(browser, 'allow');
  try {
    /** @type {Map<string, Promise<string>>} a worker file's URL -> the Accept-Encoding the browser sent for it */
    const requested = new Map();
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const isWorkerFile = pathname === WORKER_SCRIPT || (pathname.includes(WORKER_REGISTER_CHUNK) && pathname.endsWith('.js'));
      if (isWorkerFile && !requested.has(request.url()))
        requested.set(
          request.url(),
          request.allHeaders().then((h) => h['accept-encoding'] ?? ''),
        );
    });
    const page = await context.newPage();
    await throttleLikeThePhone(page);
    await page.goto(url, { waitUntil: 'load' });
    const ready = await untilWorkerReady(page);
    // A composed page is interactive once the shell sets the route-live mark, which may come after the worker is active.
    await page
      .waitForFunction(
        (mark) => performance.getEntriesByName(mark, 'mark').length > 0 || !document.querySelector('[data-view-root][data-composed]'),
        ROUTE_LIVE_MARK,
        { timeout: CONTENT_TIMEOUT_MS, polling: 100 },
      )
      .catch(() => {});
    const timing = await page.evaluate(
      ({ chunk, mark }) => {
        const register = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname.includes(chunk));
        const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0]);
        return {
          composed: document.querySelector('[data-view-root][data-composed]') !== null,
          registerStartMs: register ? register.startTime : null,
          routeLiveMs: performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? null,
          loadEventMs: navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : null,
        };
      },
      { chunk: WORKER_REGISTER_CHUNK, mark: ROUTE_LIVE_MARK },
    );
    const files = [];
    for (const [fileUrl, encoding] of requested) files.push({ url: fileUrl, ...(await transferredBytes(fileUrl, (await encoding) || 'gzip, deflate, br')) });
    return { ready, files, ...timing };
  } finally {
    await context.close();
  }
}

/**
 * Slows down the network of the site's service workers like the phone's, so what a worker fetches
 * itself (a page it asks the network for first) takes the phone's time too. Playwright's DevTools
 * sessions reach pages only: this goes through a browser session and Target.sendMessageToTarget.
 * @param {Browser} browser
 * @param {string} origin
 * @returns {Promise<number>} the workers slowed down
 */
async function throttleWorkers(browser, origin) {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const workers = targetInfos.filter((t) => t.type === 'service_worker' && t.url.startsWith(origin));
  /** @type {Map<number, (reply: { error?: { message: string } }) => void>} */
  const waiting = new Map();
  session.on('Target.receivedMessageFromTarget', (event) => {
    const reply = JSON.parse(event.message);
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  let id = 0;
  for (const worker of workers) {
    const { sessionId } = await session.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    for (const [method, params] of /** @type {const} */ ([
      ['Network.enable', {}],
      ['Network.emulateNetworkConditions', PHONE.network],
    ])) {
      id += 1;
      const reply = new Promise((resolve) => waiting.set(id, resolve));
      await session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
      const { error } = /** @type {{ error?: { message: string } }} */ (await reply);
      if (error) throw new Error(`${worker.url}: ${method}: ${error.message}`);
    }
  }
  return workers.length;
}

/**
 * @typedef {object} RepeatVisits
 * @property {boolean} controlled  the worker controlled the page after one visit and a reload
 * @property {number} workersThrottled  service workers whose network was slowed down like the phone's
 * @property {{ contentVisibleMs: number | null, controlled: boolean }[]} runs  each repeat visit: its content visible, and whether the worker served it
 */

/**
 * Repeat visits with the worker installed, on the phone profile: one visit, the worker active
 * (navigator.serviceWorker.ready) and a reload that it controls; then `runs` fresh navigations in new
 * tabs of the same context (its caches and the worker kept), each timed like the content-visible figure.
 * @param {Browser} browser
 * @param {string} url
 * @param {string} selector
 * @param {number} runs
 * @returns {Promise<RepeatVisits>}
 */
async function repeatVisits(browser, url, selector, runs) {
  const context = await phoneContext(browser, 'allow');
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load' });
    if (!(await untilWorkerReady(first))) return { controlled: false, workersThrottled: 0, runs: [] };
    await first.reload({ waitUntil: 'load' });
    const controlled = await first
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: WORKER_READY_TIMEOUT_MS })
      .then(
        () => true,
        () => false,
      );
    await first.close();
    if (!controlled) return { controlled, workersThrottled: 0, runs: [] };
    const workersThrottled = await throttleWorkers(browser, new URL(url).origin);
    /** @type {RepeatVisits['runs']} */
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const page = await context.newPage();
      await page.addInitScript(probe, { selector, tapped: null });
      await throttleLikeThePhone(page);
      await page.goto(url, { waitUntil: 'commit' });
      const shown = await untilContentShown(page);
      const state = await readProbe(page);
      const servedByWorker = await page.evaluate(() => navigator.serviceWorker.controller !== null);
      results.push({
        contentVisibleMs: shown && state.found !== null && state.fcp !== null ? Math.max(state.found, state.fcp) : null,
        controlled: servedByWorker,
      });
      await page.close();
    }
    return { controlled, workersThrottled, runs: results };
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{ present: false, why: string } | { present: true, firstVisits: WorkerFirstVisit[], repeat: RepeatVisits }} WorkerFigures
 */

/**
 * The worker's figures on WORKER_ROUTE: `runs` first visits, then `runs` repeat visits.
 * @param {string} baseUrl
 * @param {number} runs
 * @returns {Promise<WorkerFigures>}
 */
async function measureWorker(baseUrl, runs) {
  const why = await missingWorker(baseUrl);
  if (why) return { present: false, why };
  const url = `${baseUrl}${WORKER_ROUTE}`;
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: PHONE_CHROME_ARGS });
  try {
    /** @type {WorkerFirstVisit[]} */
    const firstVisits = [];
    for (let i = 0; i < runs; i += 1) firstVisits.push(await workerFirstVisit(browser, url));
    const repeat = await repeatVisits(browser, url, CONTENT[WORKER_ROUTE].selector, runs);
    return { present: true, firstVisits, repeat };
  } finally {
    await browser.close();
  }
}

/**
 * Prints the worker's figures against their budgets; returns the misses.
 * @param {WorkerFigures} figures
 * @param {number} runs
 * @returns {string[]}
 */
function printWorker(figures, runs) {
  print(`\nservice worker, ${WORKER_ROUTE}, phone profile, ${runs} runs (medians):`);
  if (!figures.present) {
    print(`  no service worker: ${figures.why}; its figures are not measured.`);
    return [];
  }
  const misses = [];
  const each = (/** @type {(number | null)[]} */ values) => values.map((v) => (v === null ? 'never' : v.toFixed(0))).join('/');
  const { firstVisits, repeat } = figures;
  const isScript = (/** @type {string} */ url) => new URL(url).pathname === WORKER_SCRIPT;
  const bytesOfRun = (/** @type {WorkerFirstVisit} */ v, /** @type {(url: string) => boolean} */ which, field = /** @type {'bytes' | 'body'} */ ('bytes')) =>
    v.files.filter((f) => which(f.url)).reduce((sum, f) => sum + f[field], 0);
  const total = median(firstVisits.map((v) => bytesOfRun(v, () => true)));
  const bodies = median(firstVisits.map((v) => bytesOfRun(v, () => true, 'body')));
  const script = median(firstVisits.map((v) => bytesOfRun(v, isScript)));
  const chunk = median(firstVisits.map((v) => bytesOfRun(v, (url) => !isScript(url))));
  const encodings = [...new Set(firstVisits.flatMap((v) => v.files.map((f) => f.encoding)))].join(', ') || 'none';
  const registered = firstVisits.filter((v) => v.registerStartMs !== null && v.files.some((f) => isScript(f.url)) && v.ready).length;
  const overBytes = total > BUDGETS.workerFirstLoadBytes;
  print(
    `  worker + registration bytes on the first load (compressed): ${kb(total)} (${WORKER_SCRIPT} ${kb(script)}, ${WORKER_REGISTER_CHUNK} chunk ${kb(chunk)}; ${encodings}; with the response headers, bodies alone ${kb(bodies)}), ` +
      `budget ${kb(BUDGETS.workerFirstLoadBytes)}: ${overBytes ? 'OVER' : 'ok'}`,
  );
  if (overBytes) misses.push(`worker + registration ${kb(total)} > ${kb(BUDGETS.workerFirstLoadBytes)}`);
  if (registered < firstVisits.length) misses.push(`the worker was registered and active in ${registered} of ${firstVisits.length} first visits`);
  // Interactive: on a composed page the route-live mark (its content is live), on another page the load event.
  const interactive = (/** @type {WorkerFirstVisit} */ v) => (v.composed ? v.routeLiveMs : v.loadEventMs);
  const after = firstVisits.filter(
    (v) => v.registerStartMs !== null && interactive(v) !== null && v.registerStartMs >= /** @type {number} */ (interactive(v)),
  ).length;
  print(
    `  registration started after the page was interactive: ${after === firstVisits.length ? 'yes' : 'NO'}, ${after} of ${firstVisits.length} runs ` +
      `(registration chunk requested at ${each(firstVisits.map((v) => v.registerStartMs))} ms; ${ROUTE_LIVE_MARK} ${each(firstVisits.map((v) => v.routeLiveMs))} ms; ` +
      `load event ${each(firstVisits.map((v) => v.loadEventMs))} ms; worker active ${firstVisits.filter((v) => v.ready).length}/${firstVisits.length})`,
  );
  if (after < firstVisits.length) misses.push(`registration started before the page was interactive in ${firstVisits.length - after} run(s)`);
  if (!repeat.controlled) {
    print(`  repeat visit: tier list's first deck visible: not measured, the worker did not control the page after a visit and a reload (OVER)`);
    misses.push('repeat visit: the worker did not control the page');
    return misses;
  }
  const visible = medianOrNull(repeat.runs.map((r) => r.contentVisibleMs));
  const served = repeat.runs.filter((r) => r.controlled).length;
  const overRepeat = visible === null || visible > BUDGETS.repeatVisitFirstDeckMs;
  print(
    `  repeat visit: tier list's first deck visible: ${visible === null ? 'never' : `${visible.toFixed(0)} ms`} (runs ${each(repeat.runs.map((r) => r.contentVisibleMs))} ms; ` +
      `served by the worker ${served}/${repeat.runs.length}; ${repeat.workersThrottled} worker(s) on the phone's network), budget ${BUDGETS.repeatVisitFirstDeckMs} ms: ${overRepeat ? 'OVER' : 'ok'}`,
  );
  if (overRepeat) misses.push(`repeat visit first deck ${visible === null ? 'never' : `${visible.toFixed(0)} ms`} > ${BUDGETS.repeatVisitFirstDeckMs} ms`);
  if (served < repeat.runs.length) misses.push(`repeat visits served by the worker: ${served} of ${repeat.runs.length}`);
  return misses;
}

const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;
const pad = (/** @type {unknown} */ s, /** @type {number | undefined} */ n) => String(s).padEnd(n ?? 0);

/** @param {Row[]} rows */
function printTable(rows) {
  const head = [
    'route',
    'perf',
    'LCP',
    'TBT',
    'TBT runs',
    'CLS',
    'FCP',
    'content visible',
    'hydrated tap',
    'first tap (lost)',
    'interaction p98',
    'a11y',
    'BP',
    'SEO',
    'JS br (raw)',
    'JS budget',
    'CSS br',
    'data br (raw)',
    'HTML br',
    'req',
    'SW',
    'verdict',
  ];
  // The route column fits the longest route (a deck page's id can be long).
  const widths = [Math.max(34, ...rows.map((r) => r.route.length + 1)), 5, 8, 7, 14, 7, 8, 15, 12, 16, 15, 5, 4, 4, 20, 10, 9, 20, 9, 4, 4, 0];
  const phoneMs = (/** @type {boolean} */ measured, /** @type {number | null} */ v) => (!measured ? '-' : v === null ? 'never' : `${v.toFixed(0)} ms`);
  print(head.map((h, i) => pad(h, widths[i])).join(' '));
  for (const r of rows) {
    const cells = [
      r.route,
      r.performance,
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      `${r.tbtMs.toFixed(0)} ms`,
      r.tbtRuns.map((t) => t.toFixed(0)).join('/'),
      r.cls.toFixed(3),
      `${(r.fcpMs / 1000).toFixed(2)} s`,
      phoneMs(r.phone !== null, r.contentVisibleMs),
      phoneMs(r.phone?.tap ?? false, r.hydratedTapMs),
      r.phone?.firstTap ? `${phoneMs(true, r.firstTapEffectMs)} (${r.firstTapsLost})` : '-',
      r.interactionP98Ms === null ? '-' : Number.isFinite(r.interactionP98Ms) ? `${r.interactionP98Ms.toFixed(0)} ms` : 'missing',
      r.accessibility,
      r.bestPractices,
      r.seo,
      `${kb(r.js.transfer)} (${kb(r.js.raw)})`,
      `${(r.jsBudget / KB).toFixed(0)} KB`,
      kb(r.css.transfer),
      `${kb(r.data.transfer)} (${kb(r.data.raw)})`,
      r.html.encoding === 'br' ? kb(r.html.bytes) : `${kb(r.html.bytes)} ${r.html.encoding}`,
      r.requests,
      r.workerRuns,
      r.misses.length ? `OVER: ${r.misses.join('; ')}` : 'ok',
    ];
    print(cells.map((c, i) => pad(c, widths[i])).join(' '));
  }
}

/**
 * Every run of the hydrated tap with the route-live mark beside it: a mark after the working tap is late,
 * a tap after the mark that did nothing shows it early.
 * @param {Row[]} rows
 */
function printTapDetails(rows) {
  const each = (/** @type {(number | null | undefined)[]} */ values) => values.map((v) => (v === null || v === undefined ? 'never' : v.toFixed(0))).join('/');
  for (const r of rows) {
    if (!r.phone) continue;
    /** @type {string[]} */
    const lines = [];
    if (r.phone.tap) {
      const runs = r.phone.runs;
      const marks = runs.some((run) => run.routeLiveMs != null) ? `${each(runs.map((run) => run.routeLiveMs))} ms` : 'not set';
      lines.push(
        `${r.route} hydrated tap: first working tap ${each(runs.map((run) => run.hydratedTapMs))} ms (taps ${runs.map((run) => run.taps).join('/')}); ` +
          `${ROUTE_LIVE_MARK} mark ${marks}; taps after the mark that did nothing ${runs.map((run) => run.deadTapsAfterMark ?? 0).join('/')}`,
      );
    }
    if (r.phone.firstTap) {
      const singles = r.phone.singles;
      lines.push(
        `${r.route} first tap (one tap on ${r.phone.firstTap.target} when the content shows): made at ${each(singles.map((run) => run.firstTapMs))} ms, ` +
          `effect at ${each(singles.map((run) => run.firstTapEffectMs))} ms (never = lost); ${ROUTE_LIVE_MARK} mark ${each(singles.map((run) => run.routeLiveMs))} ms`,
      );
    }
    if (r.phone.steps.length > 0) {
      const runsOf = (/** @type {number} */ i) => r.phone?.interactions.map((run) => run[i] ?? null) ?? [];
      lines.push(
        `${r.route} interactions once live (event to next paint in ms, each run; 0 = under the API's 16 ms floor; never = its control was not there): ` +
          r.phone.steps.map((step, i) => `${step.name} ${each(runsOf(i))}`).join('; '),
      );
    }
    if (lines.length > 0) print(`\n${lines.join('\n')}`);
  }
}

/** The real snapshot as the site serves it: `npm run data:publish` into a temporary folder. */
function publishSnapshot() {
  // The test fixtures' real data (@tcgp/test-fixtures): measured here, never served by the site itself.
  const realData = path.join(repoRoot, 'test-fixtures/real-data');
  const snapshot = path.join(realData, 'snapshot-2026-06-29');
  if (!existsSync(snapshot)) return null;
  const out = mkdtempSync(path.join(tmpdir(), 'tcgp-snapshot-'));
  const run = spawnSync(
    'npm',
    [
      'run',
      '--silent',
      'data:publish',
      '--',
      '--data',
      snapshot,
      '--cards',
      path.join(realData, 'cards.json'),
      '--expansions',
      path.join(realData, 'expansions.json'),
      '--out',
      out,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`data:publish failed: ${run.stderr || run.stdout}`);
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const demo = await ensureDemoData();
  const missing = APPS.filter((app) => !existsSync(path.join(repoRoot, app, 'dist')));
  if (!args.reuse || missing.length > 0) {
    console.log(args.reuse ? `building (no build of ${missing.join(', ')})...` : 'building...');
    await buildAll();
  }
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'tcgp-bench-'));
  const routes =
    args.offlineOnly || args.nextOnly
      ? []
      : (args.routes ?? ['/', '/tier-list', '/deck', topDeckPath(demo.free), '/cards-list', '/expansion-list', '/statistics', '/collection']);
  /** @type {Row[]} */
  const rows = [];
  /** @type {Row | null} */
  let snapshotRow = null;
  // The pages composed from the remotes' server builds in the nine languages, as `npm start` serves
  // them (the render is timed against its budget); with --skeleton, the shell's prerendered skeleton pages.
  const stack = await startStack({ runtimeDir, pages: args.pages });
  /** @type {string[]} */
  const renderMisses = [];
  /** @type {WorkerFigures | undefined} */
  let worker;
  /** @type {Awaited<ReturnType<typeof measureNextPages>> | undefined} */
  let nextPages;
  try {
    if (args.pages) {
      /** @type {import('./pages/render.mjs').RenderReport} */
      const report = JSON.parse(readFileSync(reportFileOf(stack.pagesDir), 'utf8'));
      print(
        `pages:render: ${report.pages} pages in 9 languages and ${report.previews} preview images (${report.previewSeconds.toFixed(1)} s) in ${report.seconds.toFixed(1)} s (budget ${BUDGETS.pagesRenderSeconds} s); ${report.fallbacks.length} left to the skeleton page`,
      );
      if (report.seconds > BUDGETS.pagesRenderSeconds) renderMisses.push(`pages:render ${report.seconds.toFixed(1)} s > ${BUDGETS.pagesRenderSeconds} s`);
      for (const f of report.fallbacks) renderMisses.push(`pages:render left ${f.path ?? f.route} to the skeleton page: ${f.reason}`);
    }
    print(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${args.runs} runs per route (medians), ${stack.shellUrl}, ${args.pages ? 'composed pages' : 'skeleton pages (--skeleton)'}`,
    );
    print(
      `content visible, hydrated tap: phone profile (CPU ${PHONE.cpuThrottlingRate}× slower, ${PHONE.network.latency} ms round trip, ` +
        `${(PHONE.network.downloadThroughput * 8) / 1e6} Mbps down, ${(PHONE.network.uploadThroughput * 8) / 1e3} kbps up, ` +
        `${PHONE.viewport.width}×${PHONE.viewport.height}, cold cache), ${args.runs} runs per route (medians); HTML br: the page as served\n`,
    );
    for (const route of routes) rows.push(await measureRoute(stack.shellUrl, route, args.runs, route === '/' ? BUDGETS.landing : BUDGETS.route));
    if (!args.nextOnly) worker = await measureWorker(stack.shellUrl, args.runs);
    if (!args.offlineOnly) nextPages = await measureNextPages(stack.shellUrl, args.runs);
  } finally {
    await stack.stop();
  }
  if (rows.length > 0) {
    print("SW: Lighthouse runs in which the page loaded the service worker's registration chunk\n");
    printTable(rows);
    printTapDetails(rows);
  }
  const workerMisses = args.nextOnly ? [] : printWorker(worker ?? { present: false, why: 'not measured' }, args.runs);
  const nextMisses = nextPages ? printNextPages(nextPages, args.runs) : [];

  if (args.snapshot && !args.offlineOnly && !args.nextOnly) {
    const published = publishSnapshot();
    if (!published) print('\nreal snapshot: skipped (test-fixtures/real-data/snapshot-2026-06-29 not found)');
    else {
      const snapshotRuntimeDir = mkdtempSync(path.join(tmpdir(), 'tcgp-bench-'));
      const snapshotStack = await startStack({
        runtimeDir: snapshotRuntimeDir,
        dataDir: published,
        premiumDataDir: published,
        pages: args.pages ? { languages: ['en'] } : false,
      });
      try {
        snapshotRow = await measureRoute(snapshotStack.shellUrl, '/tier-list', args.runs, BUDGETS.route);
      } finally {
        await snapshotStack.stop();
        rmSync(published, { recursive: true, force: true });
        rmSync(snapshotRuntimeDir, { recursive: true, force: true });
      }
      if (snapshotRow.data.transfer > BUDGETS.tierListDataBytes)
        snapshotRow.misses.push(`data ${kb(snapshotRow.data.transfer)} > ${kb(BUDGETS.tierListDataBytes)}`);
      print(
        `\nreal snapshot (test-fixtures/real-data, published), tier list data budget ${kb(BUDGETS.tierListDataBytes)}, HTML ${kb(BUDGETS.tierListHtmlBytes)}:`,
      );
      printTable([{ ...snapshotRow, route: '/tier-list (real snapshot)' }]);
    }
  }
  rmSync(runtimeDir, { recursive: true, force: true });
  const all = snapshotRow ? [...rows, snapshotRow] : rows;
  const failing = all.filter((r) => r.misses.length > 0);
  for (const r of all.filter((row) => row.failingAudits.length)) print(`\n${r.route}: failing Lighthouse audits: ${r.failingAudits.join(', ')}`);
  if (args.json)
    writeFileSync(args.json, `${JSON.stringify({ budgets: BUDGETS, phone: PHONE, routes: rows, snapshot: snapshotRow, worker, nextPages }, null, 2)}\n`);
  const otherMisses = [...renderMisses, ...workerMisses, ...nextMisses];
  for (const miss of otherMisses) print(`\nOVER: ${miss}`);
  print(failing.length ? `\n${failing.length} route(s) over budget.` : otherMisses.length ? '' : '\nAll routes within budget.');
  mkdirSync(path.dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${printed.join('\n')}\n`);
  const shown = path.relative(process.cwd(), args.out);
  console.log(`(written to ${shown.startsWith('..') ? args.out : shown})`);
  process.exit(failing.length || otherMisses.length ? 1 : 0);
}

await main();
