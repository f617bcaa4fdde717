import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.goto('data:text/html,<p>x</p>');
console.log(await page.evaluate(() => {
  const t = (f) => { const a = performance.now(); f(); return +(performance.now() - a).toFixed(2); };
  return {
    nf1: t(() => new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1 }).format(0.5)),
    nf2: t(() => new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(5)),
    nf3: t(() => new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1 }).format(0.5)),
    df1: t(() => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date())),
    df2: t(() => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date())),
    df3: t(() => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date())),
    pr: t(() => new Intl.PluralRules('en').select(2)),
    canon: t(() => Intl.getCanonicalLocales('en')),
  };
}));
await browser.close();
