import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const urls = process.argv.slice(2);
const N = Number(process.env.N ?? 3);
for (const url of urls) {
  const rows = [];
  for (let i = 0; i < N; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
    const r = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
    await chrome.kill();
    const a = r.lhr.audits;
    rows.push([r.lhr.categories.performance.score * 100, a['total-blocking-time'].numericValue | 0, a['largest-contentful-paint'].numericValue | 0]);
  }
  const med = (k) => rows.map((r) => r[k]).sort((a, b) => a - b)[rows.length >> 1];
  console.log(url.replace(/^http:\/\/[^/]+/, '').padEnd(20), 'perf', med(0), 'TBT', med(1), 'LCP', med(2), ' runs TBT:', rows.map((r) => r[1]).join(' '));
}
