// A route's row of the `bench:web` table: the medians of its Lighthouse runs beside its figures on the
// phone profile, with the budgets it misses.
import { BUDGETS } from './budgets.mjs';
import { lighthouseRun } from './lighthouse.mjs';
import { kb } from './output.mjs';
import { routePattern } from './routes.mjs';
import { median } from './stats.mjs';
import { measurePhoneFigures } from './taps.mjs';

/** @import { Bytes, Kind, Run } from './lighthouse.mjs' */

/** @typedef {Awaited<ReturnType<typeof measureRoute>>} Row */

/**
 * Medians of several runs of one route, with its budget verdicts.
 * @param {string} baseUrl
 * @param {string} route
 * @param {number} runs
 * @param {typeof BUDGETS.route} budget
 */
export async function measureRoute(baseUrl, route, runs, budget) {
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
