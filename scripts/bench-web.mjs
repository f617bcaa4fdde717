// `npm run bench:web`: the first-load benchmark. Builds the site (or reuses the build with
// --reuse), serves it exactly as `npm start` does (precompressed brotli/gzip, the same cache headers, the
// Auth emulator and the payments service), runs Lighthouse (mobile preset, simulated throttling) with
// Debian's Chromium several times per route, and prints the medians against the budgets, with the bytes
// and requests of each route. After Lighthouse, each route is loaded as many times again in a phone
// profile (PHONE of bench/phone.mjs: CPU 4× slower, 150 ms round trip, 1.6 Mbps down) for when its main
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
// This file reads the arguments and runs the jobs in order; each job is a module of scripts/bench/:
// lighthouse.mjs (a Lighthouse run), phone.mjs (the phone profile: throttling, the content probe),
// taps.mjs (a route's phone loads: content visible, hydrated and first tap, interactions.mjs's steps),
// row.mjs (a route's medians and budget verdicts), worker.mjs (the service worker, repeat visits),
// next-page.mjs (client-side navigations), snapshot.mjs (the real snapshot), tables.mjs (the route
// table), with budgets.mjs (BUDGETS), routes.mjs (CONTENT), stats.mjs and output.mjs (what is printed).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, buildAll, ensureDemoData, repoRoot, startStack } from './stack.mjs';
import { reportFileOf } from './pages/output.mjs';
import { BUDGETS } from './bench/budgets.mjs';
import { measureNextPages, printNextPages } from './bench/next-page.mjs';
import { print, writePrinted } from './bench/output.mjs';
import { PHONE } from './bench/phone.mjs';
import { topDeckPath } from './bench/routes.mjs';
import { measureRoute } from './bench/row.mjs';
import { measureSnapshot } from './bench/snapshot.mjs';
import { printTable, printTapDetails } from './bench/tables.mjs';
import { measureWorker, printWorker } from './bench/worker.mjs';

/** @import { Row } from './bench/row.mjs' */
/** @import { WorkerFigures } from './bench/worker.mjs' */

export { BUDGETS };

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

  const snapshotRow = args.snapshot && !args.offlineOnly && !args.nextOnly ? await measureSnapshot(args) : null;
  rmSync(runtimeDir, { recursive: true, force: true });
  const all = snapshotRow ? [...rows, snapshotRow] : rows;
  const failing = all.filter((r) => r.misses.length > 0);
  for (const r of all.filter((row) => row.failingAudits.length)) print(`\n${r.route}: failing Lighthouse audits: ${r.failingAudits.join(', ')}`);
  if (args.json)
    writeFileSync(args.json, `${JSON.stringify({ budgets: BUDGETS, phone: PHONE, routes: rows, snapshot: snapshotRow, worker, nextPages }, null, 2)}\n`);
  const otherMisses = [...renderMisses, ...workerMisses, ...nextMisses];
  for (const miss of otherMisses) print(`\nOVER: ${miss}`);
  print(failing.length ? `\n${failing.length} route(s) over budget.` : otherMisses.length ? '' : '\nAll routes within budget.');
  writePrinted(args.out);
  process.exit(failing.length || otherMisses.length ? 1 : 0);
}

await main();
