import { chromium } from 'playwright-core';
for (let i = 0; i < Number(process.env.N ?? 8); i++) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--headless=new'] });
  const page = await browser.newPage();
  const t = {};
  page.on('request', (r) => { if (process.env.ALL) console.log('req', r.url()); if (r.url().includes('mf-manifest')) t[r.url()] = Date.now(); });
  page.on('requestfinished', (r) => { if (r.url().includes('mf-manifest')) console.log(i, r.url().replace('http://127.0.0.1:', ''), Date.now() - t[r.url()], 'ms', JSON.stringify(r.timing()).slice(0, 300)); });
  await page.goto('http://127.0.0.1:8300/tier-list');
  await page.waitForTimeout(Number(process.env.WAIT ?? 2500));
  await browser.close();
}
