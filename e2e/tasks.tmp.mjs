// Long main-thread tasks of a page load with the JS functions that ran in each (CPU profile + trace on one clock).
import { chromium } from 'playwright-core';
import { readFileSync, existsSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const url = process.argv[2];
const MIN = Number(process.env.MIN ?? 8);
const dirs = { 8300: '../shell/dist', 8301: '../mfe-tierlist/dist', 8302: '../mfe-deck/dist', 8303: '../mfe-cards/dist', 8304: '../mfe-account/dist' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-US' });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] } });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.INT ?? 100) }); await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' }); await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const parentOf = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
await cdp.send('Tracing.end'); await done; await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const maps = new Map();
const mapFor = (u) => { const m = /:(\d+)\/(.+)$/.exec(u); if (!m) return null; const f = `${dirs[m[1]]}/${m[2]}.map`; if (!maps.has(f)) maps.set(f, existsSync(f) ? new SourceMapConsumer(JSON.parse(readFileSync(f, 'utf8'))) : null); return maps.get(f); };
const label = (n) => { const f = n.callFrame; if (!f.url) return f.functionName || '(native)'; const mc = mapFor(f.url); const file = f.url.replace(/^.*:(\d+)\//, '$1/'); if (!mc) return `${f.functionName} ${file}`; const p = mc.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber }); let s = (p.source ?? '?').replace(/^webpack:\/\/[^/]*\//, ''); const i = s.lastIndexOf('node_modules/'); if (i >= 0) s = s.slice(i + 13); return `${p.name ?? f.functionName ?? ''} ${s.split('/').slice(-3).join('/')}:${p.line}`; };
// sample times
const times = []; let t = profile.startTime; for (const d of profile.timeDeltas) { t += d; times.push(t); }
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart');
const t0 = nav.ts;
const fcp = events.find((e) => e.name === 'firstContentfulPaint');
console.log('FCP', ((fcp.ts - t0) / 1000).toFixed(0));
const mainTid = events.find((e) => e.name === 'TracingStartedInBrowser' || e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > MIN * 1000 && e.ts > t0 && events.some(() => true));
const rendererMain = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
let total = 0;
for (const task of tasks.filter((e) => rendererMain.has(`${e.pid}:${e.tid}`))) {
  const self = new Map();
  let stackKey = new Map();
  profile.samples.forEach((id, i) => { if (times[i] >= task.ts && times[i] <= task.ts + task.dur) { let n = byId.get(id); let k = label(n); if (process.env.APP) { let cur = id; let app = null; while (cur) { const l = label(byId.get(cur)); if (/(^| )(src|shell|mfe-[a-z]+)\/|\.(tsx?):/.test(l) && !/node_modules/.test(l)) { app = l; break; } cur = parentOf.get(cur); } k = `${app ?? '-'}  <= ${k}`; } self.set(k, (self.get(k) ?? 0) + (profile.timeDeltas[i + 1] ?? 100) / 1000);
    // top app frame: walk up to first non node_modules frame
  } });
  const kids = events.filter((e) => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts <= task.ts + task.dur && e.dur > 1500 && e.name !== 'RunTask');
  const names = {}; for (const k of kids) names[k.name] = (names[k.name] ?? 0) + k.dur / 1000;
  const u = kids.find((k) => k.args?.data?.url)?.args.data.url?.replace(/^https?:\/\/[^/]+/, '') ?? '';
  const blocking = task.dur / 1000 * 4 - 50; if (task.ts > fcp.ts && blocking > 0) total += blocking;
  console.log(`\n@${((task.ts - t0) / 1000).toFixed(0)} ${(task.dur / 1000).toFixed(1)} ms ${u} ${Object.entries(names).map(([k, v]) => `${k}:${v.toFixed(0)}`).join(' ').slice(0, 160)}`);
  [...self].filter(([k]) => !/\(idle\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 6)).forEach(([k, v]) => console.log('   ', v.toFixed(1).padStart(6), k));
}
console.log('\n~TBT(x4, after FCP)', total.toFixed(0));
