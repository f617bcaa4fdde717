/** Test helpers: temp dirs and the location of the real data (read in place, never copied). */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeDemo } from '../src/demo/demo';
import { parseDay } from '../src/pipeline/dates';

export const SHARED_DATA = resolve(__dirname, '../../../shared/data');
export const SNAPSHOT = join(SHARED_DATA, 'snapshot-2026-06-29');
export const REAL_CARDS = join(SHARED_DATA, 'cards.json');
export const REAL_EXPANSIONS = join(SHARED_DATA, 'expansions.json');
export const HAS_REAL_DATA = existsSync(join(SNAPSHOT, 'best-decks.json')) && existsSync(REAL_CARDS);

/** `it` when the real data is present, `it.skip` otherwise. */
export const itWithRealData = HAS_REAL_DATA ? it : it.skip;

const made: string[] = [];

export function tempDir(prefix = 'tcgp-data-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function cleanTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  demo = null;
}

/** The "today" of the demo the tests generate: a Wednesday, so the free set (Monday) differs from premium. */
export const DEMO_TODAY = '2025-12-24';
export const DEMO_MONDAY = '2025-12-22';
let demo: string | null = null;

/** A demo generated once per test file (about 3 s) into a temp dir: tournaments/, free/, premium/. */
export function demoDir(): string {
  if (demo === null) {
    demo = tempDir('tcgp-demo-');
    writeDemo(demo, parseDay(DEMO_TODAY) ?? 0);
  }
  return demo;
}
