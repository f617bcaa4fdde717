import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type PageAssertionsToHaveScreenshotOptions } from '@playwright/test';
// The stack scripts are plain ESM shared with `npm start`.
import { repoRoot, startStack, type Stack } from '../../scripts/stack.mjs';
import { untilLive } from './stack';

/**
 * The visual regression suite's fixed world: demo data generated for one date (the demo changes with
 * the date it is made for), a browser clock pinned to that date, and a stack of its own serving them.
 */

/** The day the visual suite's demo data is made for (a Wednesday: the free set is as of Monday the 16th). */
export const VISUAL_DAY = '2026-11-18';
/** The browser's clock during the visual suite: noon UTC of that day, so "updated N days ago" never moves. */
export const VISUAL_TIME = new Date(`${VISUAL_DAY}T12:00:00Z`);

const buildsDir = path.join(repoRoot, 'e2e/.builds');
/** Gitignored, like every e2e build: the data is made again when missing or made by another generator version. */
export const VISUAL_DATA_DIR = path.join(buildsDir, 'visual-data');

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

function versionOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'version' in value ? value.version : undefined;
}

/**
 * The demo data for {@link VISUAL_DAY} (`npm run data:demo`: same day, same bytes), generated into
 * {@link VISUAL_DATA_DIR} when it is missing, was made for another day or by another version of the
 * generator (data/src/demo/version.json).
 */
export function ensureVisualData(): { free: string; premium: string } {
  const sets = { free: path.join(VISUAL_DATA_DIR, 'free'), premium: path.join(VISUAL_DATA_DIR, 'premium') };
  const marker = readJson(path.join(VISUAL_DATA_DIR, 'demo.json'));
  const version = versionOf(readJson(path.join(repoRoot, 'data/src/demo/version.json')));
  const current =
    typeof marker === 'object' &&
    marker !== null &&
    'today' in marker &&
    marker.today === VISUAL_DAY &&
    versionOf(marker) === version &&
    existsSync(path.join(sets.free, 'meta.json')) &&
    existsSync(path.join(sets.premium, 'meta.json'));
  if (!current) {
    execFileSync('npm', ['run', 'data:demo', '--silent', '--', '--today', VISUAL_DAY, '--out', VISUAL_DATA_DIR], { cwd: repoRoot, stdio: 'inherit' });
  }
  return sets;
}

/**
 * A stack of the visual suite's own: the builds the global setup made, the fixed data, pages composed
 * in English and Japanese (the languages the suite shows).
 */
export async function startVisualStack(): Promise<Stack> {
  const data = ensureVisualData();
  const runtimeDir = path.join(buildsDir, 'visual-runtime');
  mkdirSync(runtimeDir, { recursive: true });
  return startStack({ runtimeDir, dataDir: data.free, premiumDataDir: data.premium, pages: { languages: ['en', 'ja'] } });
}

/** The best deck of the fixed free data set: the deck page the suite shows (`/deck/<name>`). */
export function visualDeckId(): string {
  const decks = readJson(path.join(VISUAL_DATA_DIR, 'free', 'best-decks.json')) as { name: string; lists: { score: number }[] }[];
  const [top] = [...decks].sort((a, b) => (b.lists[0]?.score ?? 0) - (a.lists[0]?.score ?? 0));
  if (!top) throw new Error('the visual data set has no deck');
  return top.name;
}

/** The two decks with the highest best-list scores, in the comparison's canonical (alphabetical) order. */
export function visualComparePair(): [string, string] {
  const decks = readJson(path.join(VISUAL_DATA_DIR, 'free', 'best-decks.json')) as { name: string; lists: { score: number }[] }[];
  const [a, b] = [...decks].sort((x, y) => (y.lists[0]?.score ?? 0) - (x.lists[0]?.score ?? 0));
  if (!a || !b) throw new Error('the visual data set has fewer than two decks');
  const ids = [a.name, b.name].map((name) => name.trim().toLowerCase().replace(/\s+/g, '-')).sort();
  return [ids[0]!, ids[1]!];
}

/**
 * Starts the page's clock at {@link VISUAL_TIME} (`Date` only; it then runs at the real pace, so code
 * that measures elapsed time still sees it pass). Not Playwright's `page.clock`: that also replaces
 * `performance` with a stand-in whose marks are never recorded, and the shell's `tcgp:route-live` mark
 * is how a test knows that the page is live (`untilLive`).
 */
export async function pinClock(page: Page): Promise<void> {
  await page.addInitScript((start: number) => {
    const RealDate = Date;
    const startedAt = performance.now();
    const now = () => start + Math.floor(performance.now() - startedAt);
    // A function rather than a subclass: `Date()` called without `new` must keep working (it returns a string).
    const PinnedDate = function (...args: unknown[]) {
      if (!new.target) return new RealDate(now()).toString();
      return args.length === 0 ? new RealDate(now()) : new (RealDate as unknown as new (...values: unknown[]) => Date)(...args);
    } as unknown as DateConstructor;
    Object.assign(PinnedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC, prototype: RealDate.prototype });
    globalThis.Date = PinnedDate;
  }, VISUAL_TIME.getTime());
}

/**
 * Waits until nothing on the page depends on timing any more: the page is live, the signed-out
 * account area is there, no skeleton or busy region is left, the network is idle, the fonts are loaded
 * and every loaded image is decoded.
 */
export async function settle(page: Page): Promise<void> {
  await untilLive(page);
  await expect(page.getByRole('banner').locator('[data-account-slot="signed-out"]')).toBeVisible();
  await expect(page.locator('[data-skeleton], [aria-busy="true"], [data-loading]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map(async (img) => {
        // Lazy images outside the screen never load; the others are waited for, then decoded.
        if (!img.complete && img.loading !== 'lazy') {
          await new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true });
            img.addEventListener('error', () => resolve(), { once: true });
          });
        }
        if (img.complete && img.naturalWidth > 0) await img.decode().catch(() => undefined);
      }),
    );
    // Two frames: what the last change laid out is painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The comparison every screenshot of the suite uses: a small tolerance, no animation, no caret, every element rendered (visual-screenshot.css). */
export const SCREENSHOT: PageAssertionsToHaveScreenshotOptions = {
  animations: 'disabled',
  caret: 'hide',
  stylePath: path.join(import.meta.dirname, 'visual-screenshot.css'),
  scale: 'css',
  maxDiffPixelRatio: 0.005,
  threshold: 0.2,
};
