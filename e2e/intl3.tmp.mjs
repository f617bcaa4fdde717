import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const warm of [false, true, false, true]) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto('data:text/html,<p>x</p>');
  const r = await page.evaluate(async (warm) => {
    let w = 0;
    if (warm) {
      const a = performance.now();
      const src = "new Intl.NumberFormat(self.name, { style: 'percent', minimumFractionDigits: 1 }).format(0.5); new Intl.DateTimeFormat(self.name, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date()); postMessage(1)";
      const worker = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })), { name: 'ja' });
      await new Promise((r) => (worker.onmessage = r));
      w = performance.now() - a;
    }
    const t = (f) => { const a = performance.now(); f(); return +(performance.now() - a).toFixed(1); };
    return { w: +w.toFixed(1), number: t(() => new Intl.NumberFormat('de', { style: 'percent', minimumFractionDigits: 1 }).format(0.5)), date: t(() => new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date())) };
  }, warm);
  console.log(warm ? 'worker-warmed' : 'cold         ', JSON.stringify(r));
  await ctx.close();
}
await browser.close();
