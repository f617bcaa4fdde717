/** Test helpers: temp dirs and the demo data (the real data's paths come from @tcgp/test-fixtures). */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeDemo } from '../src/demo/demo';
import { parseDay } from '../src/pipeline/dates';

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

/** Every number of a parsed JSON value, as JSON writes it. */
export function numberTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'number') out.push(JSON.stringify(value));
  else if (Array.isArray(value)) for (const item of value) numberTexts(item, out);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) numberTexts(item, out);
  return out;
}

/** Every file under a folder (recursively), paths relative to it with `/`, sorted. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path, `${prefix}${name}/`) : [`${prefix}${name}`];
    });
}

/** Numbers of a JSON file written with more than 4 decimals (or in exponent form), and how many have decimals at all. */
export function decimalsOf(file: string): { tooLong: string[]; fractional: number } {
  const texts = numberTexts(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  return {
    tooLong: texts.filter((t) => !/^-?\d+(\.\d{1,4})?$/.test(t)),
    fractional: texts.filter((t) => t.includes('.')).length,
  };
}
