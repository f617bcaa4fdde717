// The service worker in `bench:web`, on the phone profile: its bytes and its registration on a first
// visit, and the repeat visits it serves.
/// <reference lib="dom" />
import http from 'node:http';
import { BUDGETS } from './budgets.mjs';
import { kb, print } from './output.mjs';
import { CONTENT_TIMEOUT_MS, PHONE, launchPhoneBrowser, phoneContext, probe, readProbe, throttleLikeThePhone, untilContentShown } from './phone.mjs';
import { CONTENT, ROUTE_LIVE_MARK } from './routes.mjs';
import { median, medianOrNull } from './stats.mjs';

/** @import { Browser, Page } from 'playwright-core' */

/** The offline contract (shell/src/offline/): the worker's script, and what the registration chunk's file name contains. */
const WORKER_SCRIPT = '/sw.js';
export const WORKER_REGISTER_CHUNK = 'sw-register';
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
export async function measureWorker(baseUrl, runs) {
  const why = await missingWorker(baseUrl);
  if (why) return { present: false, why };
  const url = `${baseUrl}${WORKER_ROUTE}`;
  const browser = await launchPhoneBrowser();
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
export function printWorker(figures, runs) {
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
