import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--no-first-run'] });
const r = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
await chrome.kill();
if (r.lhr.runtimeError) { console.log("runtimeError", r.lhr.runtimeError.code); process.exit(1); }
const trace = r.artifacts.Trace ?? r.artifacts.traces?.defaultPass;
const ev = trace.traceEvents;
const nav = ev.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? ev.find(e=>e.name==='navigationStart');
const t0 = nav.ts;
const fcp = ev.find(e => e.name === 'firstContentfulPaint');
console.log('perf', r.lhr.categories.performance.score, 'observed FCP', ((fcp?.ts - t0)/1000).toFixed(0), 'ms', 'sim FCP', r.lhr.audits['first-contentful-paint'].numericValue|0, 'LCP', r.lhr.audits['largest-contentful-paint'].numericValue|0, 'TBT', r.lhr.audits['total-blocking-time'].numericValue|0);
const main = ev.filter(e => e.name === 'RunTask' && e.dur > 8000 && e.ts >= t0).slice(0, 400);
for (const task of main) {
  const kids = ev.filter(e => e.tid === task.tid && e.pid === task.pid && e.ts >= task.ts && e.ts + (e.dur||0) <= task.ts + task.dur && e.dur > 2000 && e.name !== 'RunTask');
  const sum = {};
  for (const k of kids) sum[k.name] = (sum[k.name]||0) + k.dur/1000;
  const url = kids.find(k=>k.args?.data?.url)?.args.data.url?.replace(/^https?:\/\/[^/]+/,'') ?? '';
  console.log(((task.ts - t0)/1000).toFixed(0).padStart(6), 'dur', (task.dur/1000).toFixed(1).padStart(6), url, JSON.stringify(Object.fromEntries(Object.entries(sum).map(([k,v])=>[k,+v.toFixed(1)]))).slice(0,300));
}
for (const e of ev.filter(e => /firstPaint|firstContentfulPaint|largestContentfulPaint::Candidate|firstMeaningful|MarkDOMContent|MarkLoad/.test(e.name))) console.log(e.name, ((e.ts - t0)/1000).toFixed(0), JSON.stringify(e.args?.data ?? {}).slice(0,200));
const paints = ev.filter(e => e.name === 'Paint' && e.ts >= t0).map(e => ((e.ts - t0)/1000).toFixed(0));
console.log('Paint events at', paints.slice(0, 40).join(' '));
const net = ev.filter(e => e.name === 'ResourceSendRequest').map(e => `${((e.ts - t0)/1000).toFixed(0)} ${e.args.data.url.replace(/^https?:\/\/[^/]+/,'')}`);
console.log(net.join('\n'));
