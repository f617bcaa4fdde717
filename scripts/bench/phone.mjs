// The phone profile of `bench:web`: a browser slowed down like a mid-range phone on a slow mobile
// network (CPU and network throttling through the Chrome DevTools Protocol), and the probe that times
// when a page's content shows on it.
//
// The DOM types are for the probe, which runs in the page.
/// <reference lib="dom" />
import { chromium } from 'playwright-core';
import { ROUTE_LIVE_MARK } from './routes.mjs';

/** @import { Browser, Page } from 'playwright-core' */

/** The browser of every run, Lighthouse's too: Debian's Chromium, or CHROME_PATH. */
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const PHONE_CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'];

/**
 * The phone: Chrome DevTools Protocol emulation of a mid-range phone on a slow mobile network.
 * Throughput in decimal units, 1 Mbps = 1,000,000 bits/s: 1.6 Mbps down = 200,000 bytes/s and 750 kbps up
 * = 93,750 bytes/s (Lighthouse's devtools "slow 4G" preset uses 1.6 × 1024 × 1024 / 8 × 0.9 bytes/s down
 * instead). `latency` is the round trip added to every request.
 */
export const PHONE = {
  cpuThrottlingRate: 4,
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

/** How long a page may take to show its content (or to go live) before the run counts as never. */
export const CONTENT_TIMEOUT_MS = 30_000;

/** A headless browser for the runs on the phone profile. */
export const launchPhoneBrowser = () => chromium.launch({ executablePath: CHROME, headless: true, args: PHONE_CHROME_ARGS });

/**
 * The probe injected before any of the page's scripts: on every animation frame until it is done, it
 * records (performance.now(), ms since navigation start) the first frame in which `selector` matches an
 * element with a non-empty box inside the viewport, and in every frame the middle of the element's part
 * on screen, or of `target`'s when given (where the bench taps; null while it is off screen); with
 * `tapped`, also the first frame in which that selector matches. Every pointerdown's time is kept (the taps).
 * @param {{ selector: string, tapped: string | null, target?: string }} o
 */
export function probe({ selector, tapped, target }) {
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
export const readProbe = (page) =>
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

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A browser context like the phone (viewport, touch, English), with service workers blocked or allowed.
 * @param {Browser} browser
 * @param {'block' | 'allow'} serviceWorkers
 */
export function phoneContext(browser, serviceWorkers) {
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
export async function throttleLikeThePhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuThrottlingRate });
}

/**
 * Waits until the probe saw the content on screen and the page painted; false after CONTENT_TIMEOUT_MS.
 * @param {Page} page
 */
export const untilContentShown = (page) =>
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
