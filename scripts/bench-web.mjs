// `npm run bench:web`: the first-load benchmark. Builds the site (or reuses the build with
// --reuse), serves it exactly as `npm start` does (precompressed brotli/gzip, the same cache headers, the
// Auth emulator and the payments service), runs Lighthouse (mobile preset, simulated throttling) with
// Debian's Chromium several times per route, and prints the medians against the budgets, with the bytes
// and requests of each route. Then it serves the real data snapshot of ../shared/data (published by
// `npm run data:publish`) and measures the tier list's data download. Exits 1 when a budget is missed.
// What it prints is also written to bench-results/web.txt (or --out FILE).
//
//   npm run bench:web [-- --reuse] [--runs 3] [--routes /,/tier-list] [--json file] [--out file] [--no-snapshot]
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { APPS, buildAll, ensureDemoData, repoRoot, startStack } from './stack.mjs';

/** @import { Result as LighthouseResult } from 'lighthouse' */

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-dev-shm-usage'];
const KB = 1024;

/** The first-load budgets (the landing page is stricter than the other routes). */
export const BUDGETS = {
  landing: { performance: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02, jsBytes: 150 * KB },
  route: { performance: 95, lcpMs: 2500, tbtMs: 150, cls: 0.02, jsBytes: 200 * KB },
  otherCategories: 95,
  tierListDataBytes: 40 * KB,
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
    console.log('usage: npm run bench:web [-- --reuse] [--runs N] [--routes /,/tier-list] [--json FILE] [--out FILE] [--no-snapshot]');
    process.exit(0);
  }
  return {
    reuse: argv.includes('--reuse'),
    runs: Number(value('runs') ?? '3'),
    routes: value('routes')?.split(','),
    json: value('json'),
    out: path.resolve(value('out') ?? DEFAULT_OUT),
    snapshot: !argv.includes('--no-snapshot'),
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
 * @typedef {{ url: string, resourceType?: string, transferSize?: number, resourceSize?: number }} NetworkRequest
 */

/**
 * What one page load downloaded, by kind: transferred (compressed) and resource (raw) bytes and request counts.
 * @param {LighthouseResult} lhr
 * @returns {Record<Kind, Bytes>}
 */
function bytesOf(lhr) {
  const details = /** @type {{ items?: NetworkRequest[] } | undefined} */ (lhr.audits['network-requests']?.details);
  /** @type {Record<Kind, Bytes>} */
  const sum = {
    js: { transfer: 0, raw: 0, count: 0 },
    css: { transfer: 0, raw: 0, count: 0 },
    data: { transfer: 0, raw: 0, count: 0 },
    all: { transfer: 0, raw: 0, count: 0 },
  };
  for (const item of details?.items ?? []) {
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
    failingAudits: [...new Set(results.flatMap((r) => r.failing))],
  };
  const misses = [
    row.performance < budget.performance && `performance ${row.performance} < ${budget.performance}`,
    row.lcpMs > budget.lcpMs && `LCP ${row.lcpMs.toFixed(0)} ms > ${budget.lcpMs} ms`,
    row.tbtMs > budget.tbtMs && `TBT ${row.tbtMs.toFixed(0)} ms > ${budget.tbtMs} ms`,
    row.cls > budget.cls && `CLS ${row.cls.toFixed(3)} > ${budget.cls}`,
    row.js.transfer > budget.jsBytes && `JS ${kb(row.js.transfer)} > ${kb(budget.jsBytes)}`,
    .../** @type {const} */ (['accessibility', 'bestPractices', 'seo']).map(
      (c) => row[c] < BUDGETS.otherCategories && `${c} ${row[c]} < ${BUDGETS.otherCategories}`,
    ),
  ].filter((miss) => typeof miss === 'string');
  return { ...row, misses };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;
const pad = (/** @type {unknown} */ s, /** @type {number | undefined} */ n) => String(s).padEnd(n ?? 0);

/** @param {Row[]} rows */
function printTable(rows) {
  const head = ['route', 'perf', 'LCP', 'TBT', 'TBT runs', 'CLS', 'FCP', 'a11y', 'BP', 'SEO', 'JS br (raw)', 'CSS br', 'data br (raw)', 'req', 'verdict'];
  const widths = [34, 5, 8, 7, 14, 7, 8, 5, 4, 4, 20, 9, 20, 4, 0];
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
      r.accessibility,
      r.bestPractices,
      r.seo,
      `${kb(r.js.transfer)} (${kb(r.js.raw)})`,
      kb(r.css.transfer),
      `${kb(r.data.transfer)} (${kb(r.data.raw)})`,
      r.requests,
      r.misses.length ? `OVER: ${r.misses.join('; ')}` : 'ok',
    ];
    print(cells.map((c, i) => pad(c, widths[i])).join(' '));
  }
}

/** The real snapshot as the site serves it: `npm run data:publish` into a temporary folder. */
function publishSnapshot() {
  const shared = path.resolve(repoRoot, '../shared/data');
  const snapshot = existsSync(shared) ? path.join(shared, 'snapshot-2026-06-29') : null;
  if (!snapshot || !existsSync(snapshot)) return null;
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
      path.join(shared, 'cards.json'),
      '--expansions',
      path.join(shared, 'expansions.json'),
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
  const routes = args.routes ?? ['/', '/tier-list', '/deck', topDeckPath(demo.free), '/cards-list', '/expansion-list', '/statistics', '/collection'];
  /** @type {Row[]} */
  const rows = [];
  /** @type {Row | null} */
  let snapshotRow = null;
  const stack = await startStack({ runtimeDir });
  try {
    print(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${args.runs} runs per route (medians), ${stack.shellUrl}\n`,
    );
    for (const route of routes) rows.push(await measureRoute(stack.shellUrl, route, args.runs, route === '/' ? BUDGETS.landing : BUDGETS.route));
  } finally {
    await stack.stop();
  }
  printTable(rows);

  if (args.snapshot) {
    const published = publishSnapshot();
    if (!published) print('\nreal snapshot: skipped (../shared/data/snapshot-2026-06-29 not found)');
    else {
      const snapshotStack = await startStack({ runtimeDir: mkdtempSync(path.join(tmpdir(), 'tcgp-bench-')), dataDir: published, premiumDataDir: published });
      try {
        snapshotRow = await measureRoute(snapshotStack.shellUrl, '/tier-list', args.runs, BUDGETS.route);
      } finally {
        await snapshotStack.stop();
        rmSync(published, { recursive: true, force: true });
      }
      if (snapshotRow.data.transfer > BUDGETS.tierListDataBytes)
        snapshotRow.misses.push(`data ${kb(snapshotRow.data.transfer)} > ${kb(BUDGETS.tierListDataBytes)}`);
      print('\nreal snapshot (../shared/data, published), tier list data budget 40 KB:');
      printTable([{ ...snapshotRow, route: '/tier-list (real snapshot)' }]);
    }
  }
  rmSync(runtimeDir, { recursive: true, force: true });
  const all = snapshotRow ? [...rows, snapshotRow] : rows;
  const failing = all.filter((r) => r.misses.length > 0);
  for (const r of all.filter((row) => row.failingAudits.length)) print(`\n${r.route}: failing Lighthouse audits: ${r.failingAudits.join(', ')}`);
  if (args.json) writeFileSync(args.json, `${JSON.stringify({ budgets: BUDGETS, routes: rows, snapshot: snapshotRow }, null, 2)}\n`);
  print(failing.length ? `\n${failing.length} route(s) over budget.` : '\nAll routes within budget.');
  mkdirSync(path.dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${printed.join('\n')}\n`);
  const shown = path.relative(process.cwd(), args.out);
  console.log(`(written to ${shown.startsWith('..') ? args.out : shown})`);
  process.exit(failing.length ? 1 : 0);
}

await main();
