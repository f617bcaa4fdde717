// Run inside the copy by tryInCopy.mjs (so the stack reads the copy's manifest, with the new remote):
// starts the site as `npm start` does, with its pages composed, and opens the new remote's page in
// Chromium: the page shows the remote's own content, in English and German, and the menu links it.
// Usage: node scripts/new-remote/composed.mjs <name> <route> <distDirs as JSON>
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ensureDemoData, repoRoot, startStack } from '../stack.mjs';
import { starterTexts } from './texts.mjs';

const [name = '', route = '', distJson = '{}', demoFrom = ''] = process.argv.slice(2);
// The demo data set of the checkout the copy was made from, when it has one (it is made once a day).
if (demoFrom && existsSync(demoFrom)) cpSync(demoFrom, path.join(repoRoot, 'data/demo'), { recursive: true });
await ensureDemoData();
const runtimeDir = mkdtempSync(path.join(os.tmpdir(), 'new-remote-runtime-'));
const stack = await startStack({ runtimeDir, distDirs: JSON.parse(distJson), pages: { languages: ['en', 'de'] }, payments: false });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const errors = /** @type {string[]} */ ([]);
  page.on('pageerror', (error) => errors.push(error.message));
  for (const language of ['en', 'de']) {
    const address = `${stack.shellUrl}${language === 'en' ? '' : `/${language}`}${route}`;
    await page.goto(address);
    const remote = page.locator(`[data-remote="${name}"]`);
    await remote.locator('h1').waitFor({ timeout: 30_000 });
    const intro = starterTexts(language).intro;
    await page.getByText(intro).first().waitFor({ timeout: 30_000 });
    // The remote's own page (its link back is its text, not the skeleton's).
    await remote.getByRole('link', { name: starterTexts(language).back }).waitFor({ timeout: 30_000 });
    console.log(`[new-remote] ${address}: the ${name} remote's page is composed`);
  }
  const menuLinks = await page.locator(`header a[href$="${route}"]`).count();
  if (menuLinks === 0) throw new Error(`the header has no link to ${route}`);
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
} finally {
  await browser.close();
  await stack.stop();
  rmSync(runtimeDir, { recursive: true, force: true });
}
