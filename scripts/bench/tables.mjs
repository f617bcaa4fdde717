// The route table of `bench:web`: a row per route against its budgets, then every run of its taps and
// interactions.
import { KB } from './budgets.mjs';
import { kb, pad, print } from './output.mjs';
import { ROUTE_LIVE_MARK } from './routes.mjs';

/** @import { Row } from './row.mjs' */

/** @param {Row[]} rows */
export function printTable(rows) {
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
export function printTapDetails(rows) {
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
