import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The remotes the suite drives (each one of remotes.manifest.json: tooling/test/remotes.test.ts). */
export type RemoteName = 'tierlist' | 'deck' | 'cards' | 'account';

export interface StackInfo {
  shellUrl: string;
  remoteUrls: Record<RemoteName, string>;
  authUrl: string;
  /** The local payments service (checkout and portal pages). */
  paymentsUrl: string | null;
  /** Each remote's default version: its manifest URL (`<remote origin>/<label>/mf-manifest.json`). */
  registry: Record<RemoteName, string>;
  registryFile: string;
  /** The local stack's runtime folder (`npm run release -- ... --runtime <it>`). */
  runtimeDir: string;
  /** A second build of the deck remote, labelled `deckCanaryLabel`, to publish as a canary. */
  deckCanary: { dir: string; label: string };
  /** A build of the deck remote whose card tiles throw for players in odd buckets: half its renders fail. */
  deckFlaky: { dir: string; label: string };
  /** The site's config.json (served on every request as written). */
  configFile: string;
  /** Where the page renderer's output is served from (`npm run pages:render -- --out`). */
  pagesDir: string;
  /** cardsContract3: the cards remote built against `contractVersions.nextMajor`; cardsContract21: against `newerMinor`. */
  variants: { tierlistV2: string; tierlistUiNext: string; cardsContract3: string; cardsContract21: string };
  /** The site's contract version (shared-contracts/package.json) and the two the variants were built against. */
  contractVersions: { site: string; nextMajor: string; newerMinor: string };
}

/** The label of a remote's default version (its folder in the manifest URL): what the footer's build details show. */
export function defaultLabel(remote: RemoteName): string {
  return decodeURIComponent(stack().registry[remote].split('/').at(-2) ?? '');
}

export function stack(): StackInfo {
  const file = process.env.E2E_STACK_FILE;
  if (!file) throw new Error('E2E_STACK_FILE is not set: run the tests through playwright.config.ts');
  return JSON.parse(readFileSync(file, 'utf8')) as StackInfo;
}

/**
 * Replaces remotes.json by a v1 registry (name -> manifest URL: the defaults with `changes`), as a hand
 * swap would, and returns a function that puts the registry back as it was. Releases (versions,
 * shares) go through `npm run release` (releases.spec.ts).
 */
export function swapRegistry(changes: Partial<StackInfo['registry']>): () => void {
  const info = stack();
  const before = readFileSync(info.registryFile, 'utf8');
  writeFileSync(info.registryFile, JSON.stringify({ ...info.registry, ...changes }, null, 2));
  return () => writeFileSync(info.registryFile, before);
}

const GAPI_STUB = readFileSync(path.join(import.meta.dirname, 'gapi-stub.js'), 'utf8');

/**
 * Google's api.js and the emulator widget's CDN styles cannot load offline: serve a small gapi
 * stand-in and empty styles instead, for every page of the context (site, helper iframe, popup).
 */
export async function offlineGoogle(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STUB }));
  await context.route(/https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\/.*/, (route) =>
    route.fulfill({ status: 200, contentType: route.request().url().endsWith('.js') ? 'text/javascript' : 'text/css', body: '' }),
  );
}

/** Collects uncaught page errors so a test can assert none happened. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Waits until the route's page is live: hydrated over its composed markup (the shell marks
 * `tcgp:route-live`), or rendered by the browser when the page had none. A test that types, selects or
 * reads state right after a navigation waits for this (taps on buttons before it are played again).
 */
export async function untilLive(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => performance.getEntriesByName('tcgp:route-live').length > 0 || !document.querySelector('[data-view-root][data-composed]'),
      undefined,
      { timeout: 60_000 },
    );
  } catch (error) {
    // Say what the page shows instead (an error of the part, an updating view), so a failure explains itself.
    const state = await page
      .evaluate(() => ({
        url: location.href,
        alerts: [...document.querySelectorAll('[role="alert"]')].map((e) => e.textContent?.trim() ?? ''),
        updating: document.querySelector('[data-view-updating]') !== null,
        remotes: [...document.querySelectorAll('[data-remote]')].map(
          (e) => `${(e as HTMLElement).dataset.remote}: ${(e.textContent ?? '').trim().slice(0, 120)}`,
        ),
      }))
      .catch(() => null);
    throw new Error(`the route never went live: ${JSON.stringify(state)}`, { cause: error });
  }
}

/**
 * Waits until the worker is active (registered after the page is interactive). Polled with
 * `page.evaluate`, which awaits the check: `waitForFunction` takes the promise an async check returns
 * for a truthy answer and would not wait at all.
 */
export async function workerActive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state === 'activated'), { timeout: 30_000 })
    .toBe(true);
}

/**
 * Reloads until the worker serves the page: Chromium may still open a reload made in the first moments
 * after the worker activated without it.
 */
export async function reloadUntilServedByWorker(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.evaluate(() => navigator.serviceWorker.controller !== null);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}
