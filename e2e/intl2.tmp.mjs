import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const tests = {
  plural: "new Intl.PluralRules('en').select(2)",
  date: "new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date())",
  number: "new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1 }).format(0.5)",
  numberPlain: "new Intl.NumberFormat('en').format(0.5)",
  toLocale: "(0.5).toLocaleString('en')",
  collator: "new Intl.Collator('en').compare('a','b')",
};
for (const [name, code] of Object.entries(tests)) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto('data:text/html,<p>x</p>');
  const r = await page.evaluate((code) => { const a = performance.now(); eval(code); const b = performance.now(); eval("new Intl.NumberFormat('de', { style: 'percent', minimumFractionDigits: 1 }).format(0.5)"); const c = performance.now(); return [+(b - a).toFixed(1), +(c - b).toFixed(1)]; }, code);
  console.log(name.padEnd(12), 'first', r[0], 'then number(de)', r[1]);
  await ctx.close();
}
await browser.close();
