import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack } from '../support/stack';

/**
 * Releasing a remote with `npm run release` (scripts/release/cli.mjs) against the running stack: a second
 * version of the deck remote as a 10 % canary, players in forced buckets, rollback, revoke.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(repoRoot, 'scripts/release/cli.mjs');

/** Runs the release command; returns its output, or throws with it. */
function release(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', CLI, ...args, '--runtime', stack().runtimeDir, '--no-render'], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function refusal(...args: string[]): string {
  try {
    release(...args);
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
  throw new Error(`release ${args.join(' ')} was not refused`);
}

/** The default version's label (the folder of its manifest URL). */
const defaultLabel = () => decodeURIComponent(stack().registry.deck.split('/').at(-2) ?? '');

/** A player whose bucket is `bucket` (kept in localStorage as the shell keeps it, set once). */
async function player(browser: Browser, bucket: number): Promise<{ page: Page; close: () => Promise<void>; hydration: string[] }> {
  const context = await browser.newContext();
  await offlineGoogle(context);
  await context.addInitScript((b) => {
    if (window.localStorage.getItem('tcgp.bucket.v1') === null) window.localStorage.setItem('tcgp.bucket.v1', String(b));
  }, bucket);
  const page = await context.newPage();
  const hydration: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[shell] hydration')) hydration.push(message.text());
  });
  return { page, close: () => context.close(), hydration };
}

/** Opens the deck finder and returns the deck build the page runs (the footer's build details). */
async function deckBuild(page: Page, url = `${stack().shellUrl}/deck`): Promise<string> {
  await page.goto(url);
  await expect(page.locator('[data-remote="deck"] h1')).toHaveText('Best Deck Finder');
  const part = page.locator('[data-remote-build="deck"]');
  await expect(part).toBeVisible();
  return ((await part.textContent()) ?? '').replace(/^deck /, '');
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  const { deckCanary } = stack();
  const published = release('deck', 'publish', '--from', deckCanary.dir);
  expect(published).toContain(`deck ${deckCanary.label}`);
  expect(release('deck', 'canary', '--share', '10', '--for', '0')).toContain(`deck: ${deckCanary.label} gets 10 % of players`);
});

test.afterAll(() => {
  // Whatever happened, the other specs find every player on the default.
  try {
    release('deck', 'rollback');
  } catch {
    /* nothing in play */
  }
});

test('a 10 % canary: buckets 91-100 get it, 1-90 the default, each keeps its version across reloads', async ({ browser }) => {
  const { deckCanary } = stack();
  for (const [bucket, expected] of [
    [1, defaultLabel()],
    [90, defaultLabel()],
    [91, deckCanary.label],
    [100, deckCanary.label],
  ] as const) {
    const { page, close, hydration } = await player(browser, bucket);
    const errors = collectPageErrors(page);
    try {
      expect(await deckBuild(page), `bucket ${bucket}`).toBe(expected);
      for (let i = 0; i < 2; i += 1) {
        await page.reload();
        await expect(page.locator('[data-remote="deck"] h1')).toHaveText('Best Deck Finder');
        await expect(page.locator('[data-remote-build="deck"]')).toHaveText(`deck ${expected}`);
      }
      expect(await page.evaluate(() => window.localStorage.getItem('tcgp.bucket.v1'))).toBe(String(bucket));
      // The page was rendered with the default build: the canary's players get it rendered anew, with no mismatch.
      expect(hydration).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }
});

test('rollback takes the canary away on the next page load', async ({ browser }) => {
  const { deckCanary } = stack();
  const { page, close } = await player(browser, 95);
  try {
    expect(await deckBuild(page)).toBe(deckCanary.label);
    expect(release('deck', 'rollback')).toContain(`deck: ${deckCanary.label} taken away; every player gets ${defaultLabel()} on the next page load`);
    expect(await deckBuild(page)).toBe(defaultLabel());
    expect(release('deck', 'status')).toMatch(/rollback 1\.0\.1\+e2e0001 — canary taken away \[release deck rollback/);
  } finally {
    await close();
  }
});

test('a revoked version never starts again, even when asked for by name', async ({ browser }) => {
  const { deckCanary, shellUrl } = stack();
  release('deck', 'canary', '--share', '10', '--for', '0');
  const { page, close } = await player(browser, 95);
  try {
    expect(await deckBuild(page)).toBe(deckCanary.label);
    expect(release('deck', 'revoke', deckCanary.label)).toContain(`deck: ${deckCanary.label} revoked: it never starts again`);
    const canaryFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/${deckCanary.label}/`)) canaryFiles.push(request.url());
    });
    expect(await deckBuild(page)).toBe(defaultLabel());
    // Asked for by name: refused, named in a notice, and the default runs.
    expect(await deckBuild(page, `${shellUrl}/deck?remote=deck@${encodeURIComponent(deckCanary.label)}`)).toBe(defaultLabel());
    await expect(page.locator('[data-refused-override="deck"]')).toHaveText(
      `The version “deck@${deckCanary.label}” asked for in the address is not available, so the usual one is shown.`,
    );
    expect(canaryFiles).toEqual([]);
    // The refused override is not kept for the tab: the next load has no notice.
    await deckBuild(page);
    await expect(page.locator('[data-refused-override]')).toHaveCount(0);
    expect(release('deck', 'status')).toContain(`revoked: ${deckCanary.label}`);
  } finally {
    await close();
  }
});

test('a version asked for by name among the listed ones starts; a label that is not published is refused', async ({ browser }) => {
  const { shellUrl } = stack();
  const { page, close } = await player(browser, 95);
  try {
    expect(await deckBuild(page, `${shellUrl}/deck?remote=deck@${encodeURIComponent(defaultLabel())}`)).toBe(defaultLabel());
    await expect(page.locator('[data-refused-override]')).toHaveCount(0);
  } finally {
    await close();
  }
  expect(refusal('deck', 'promote', '--label', '9.9.9+0000000')).toContain('release: deck has no published version "9.9.9+0000000". Published:');
});
