// The Lighthouse runs of `bench:web`: one run of a page (mobile preset, simulated throttling) in a
// Chromium of its own, its scores and timings, and what it downloaded until its route was live.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROME } from './phone.mjs';
import { ROUTE_LIVE_MARK } from './routes.mjs';
import { WORKER_REGISTER_CHUNK } from './worker.mjs';

/** @import { Result as LighthouseResult } from 'lighthouse' */

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'];

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
export async function lighthouseRun(url) {
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
