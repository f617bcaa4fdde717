import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectPageErrors, offlineGoogle, stack } from '../support/stack';

/**
 * Releasing a remote with `npm run release` (scripts/release/cli.mjs) against the running stack: a second
 * version of the deck remote as a 10 % canary, players in forced buckets, rollback, revoke, and a canary
 * that fails in half its renders rolled back by `release canary` on its own.
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
    // The page opened before the revoke keeps its canary until it is left (it may still load the canary's
    // next page on speculation); only the loads after it count.
    await page.goto('about:blank');
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

interface HealthSummary {
  versions: Record<string, { sessions: number; errorSessions: number }>;
}

/**
 * One page session of the deck finder by a player in `bucket`, counted by the health reporter: the page
 * is left once the reporter has loaded (three seconds after the page is live), which sends its beacon.
 * Returns the deck build the player ran and whether its part failed.
 */
async function countedSession(browser: Browser, bucket: number): Promise<{ label: string; failed: boolean }> {
  const { page, close } = await player(browser, bucket);
  try {
    // The reporter asks for the web-vitals chunk as it starts, after it listens for the page being left.
    const reporter = page.waitForRequest((r) => /\/web-vitals\.[0-9a-f]+\.js$/.test(r.url()), { timeout: 45_000 });
    await page.goto(`${stack().shellUrl}/deck`);
    const build = page.locator('[data-remote-build="deck"]');
    await expect(build).toBeVisible();
    await expect(page.locator('[data-remote="deck"] [data-card-id], [data-remote="deck"] [data-remote-error]').first()).toBeVisible();
    await reporter;
    const failed = (await page.locator('[data-remote="deck"] [data-remote-error]').count()) > 0;
    const label = ((await build.textContent()) ?? '').replace(/^deck /, '');
    // Leaving the page sends the beacon; the context stays open until the browser has sent it.
    const beacon = page
      .context()
      .waitForEvent('requestfinished', { predicate: (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/health', timeout: 5_000 })
      .catch(() => undefined);
    await page.goto('about:blank');
    await beacon;
    return { label, failed };
  } finally {
    await close();
  }
}

test('a canary that fails in half its renders is rolled back by release canary on its own, and status says why', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const { deckFlaky, paymentsUrl, runtimeDir } = stack();
  if (!paymentsUrl) throw new Error('the stack runs without its payments service (the health sink)');
  const summary = async () => ((await (await request.get(`${paymentsUrl}/health/summary?remote=deck`)).json()) as HealthSummary).versions;
  expect(release('deck', 'publish', '--from', deckFlaky.dir)).toContain(`deck ${deckFlaky.label}`);
  const def = defaultLabel();
  const before = await summary();
  // The counts are kept across runs of the suite: the judge waits for 10 sessions of this run at least.
  const minSessions = (before[deckFlaky.label]?.sessions ?? 0) + 10;

  // The canary runs as a maintainer would start it, watching the health every second.
  const watch = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      CLI,
      'deck',
      'canary',
      '--label',
      deckFlaky.label,
      '--share',
      '50',
      '--for',
      '4m',
      '--every',
      '1s',
      '--min-sessions',
      String(minSessions),
      '--max-extra-error-rate',
      '0.05',
      '--confidence',
      '0.95',
      '--runtime',
      runtimeDir,
      '--no-render',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  watch.stdout.on('data', (d: Buffer) => (output += String(d)));
  watch.stderr.on('data', (d: Buffer) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => watch.on('exit', (code) => resolve(code)));
  try {
    await expect.poll(() => output, { timeout: 30_000 }).toContain(`deck: ${deckFlaky.label} gets 50 % of players (default ${def})`);

    // Players keep coming while the canary is watched, as in the field (a beacon may be lost): buckets
    // 51-100 get the canary (the odd ones: its card tiles throw), 1-50 the default, until the command
    // decides (60 sessions at most).
    const sessions: { bucket: number; label: string; failed: boolean }[] = [];
    let next = 0;
    let decided = false;
    void exited.then(() => (decided = true));
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!decided && next < 60) {
          const n = next++;
          const bucket = n % 2 === 0 ? 51 + ((n / 2) % 50) : 1 + (((n - 1) / 2) % 50);
          sessions.push({ bucket, ...(await countedSession(browser, bucket)) });
        }
      }),
    );
    for (const s of sessions) {
      // A player who came as the canary was rolled back already gets the default.
      expect([deckFlaky.label, def], `bucket ${s.bucket}`).toContain(s.label);
      if (s.bucket <= 50) expect(s.label, `bucket ${s.bucket}`).toBe(def);
      expect(s.failed, `bucket ${s.bucket}`).toBe(s.label === deckFlaky.label && s.bucket % 2 === 1);
    }
    expect(sessions.filter((s) => s.failed).length).toBeGreaterThanOrEqual(5);

    // The watch saw the canary's failed sessions and rolled it back by itself (exit code 3).
    const code = await Promise.race([exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 60_000))]);
    expect(code, output).toBe(3);
    expect(output).toContain(`deck: ${deckFlaky.label} rolled back (the canary failed in`);
    const status = release('deck', 'status');
    expect(status).toMatch(new RegExp(`${deckFlaky.label.replace(/[.+]/g, '\\$&')} +0 %`));
    expect(status).toMatch(
      /last rollback: canary 1\.0\.2\+e2e0002 rolled back by the health check: the canary failed in \d+ of \d+ sessions .* rolled back \(worse by at least/,
    );
    // Taken away on the next page load: an odd canary bucket gets the default, and it works.
    const after = await countedSession(browser, 51);
    expect(after).toEqual({ label: def, failed: false });
  } finally {
    watch.kill();
  }
});
