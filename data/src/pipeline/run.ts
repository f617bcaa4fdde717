/**
 * The two pipeline commands as functions (the CLIs in src/cli only parse arguments):
 * - ingest: one data set as of a date;
 * - build: the free set (as of the most recent Monday on or before today) and the premium set (as of
 *   today), same window, from one read of the tournaments.
 */
import { join } from 'node:path';
import { isoDay, mondayOf, parseDay, type DayRange } from './dates';
import { loadTournaments, readCatalogue, readExpansions, writeDataSet } from './files';
import { buildDataSet, DEFAULT_MIN_LIST_ENTRIES, neededRange, type DataSet } from './outputs';
import type { IngestReport } from './report';

export const DEFAULT_WINDOW_DAYS = 14;
export const FREE_DIR = 'free';
export const PREMIUM_DIR = 'premium';

export interface SourceOptions {
  tournamentsDir: string;
  cardsFile: string;
  expansionsFile: string;
  windowDays?: number;
  /** K: lists with fewer entries are left out (default 2). */
  minListEntries?: number;
}

export interface WrittenSet {
  asOf: string;
  dir: string;
  files: string[];
  report: IngestReport;
  counts: DataSet['meta']['counts'];
}

/** `YYYY-MM-DD` -> day number, or a clear error naming the option. */
export function dayOption(value: string, option: string): number {
  const day = parseDay(value);
  if (day === null) throw new Error(`--${option} must be a date YYYY-MM-DD (got "${value}")`);
  return day;
}

function positive(value: number | undefined, fallback: number, option: string): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${option} must be a positive integer (got ${String(value)})`);
  return n;
}

function writeSets(source: SourceOptions, asOfs: { asOf: number; dir: string }[]): WrittenSet[] {
  const windowDays = positive(source.windowDays, DEFAULT_WINDOW_DAYS, 'window-days');
  const minListEntries = positive(source.minListEntries, DEFAULT_MIN_LIST_ENTRIES, 'min-list-entries');
  const catalogue = readCatalogue(source.cardsFile);
  const expansions = readExpansions(source.expansionsFile);
  const ranges = asOfs.map(({ asOf }) => neededRange(asOf, windowDays));
  const range: DayRange = { from: Math.min(...ranges.map((r) => r.from)), to: Math.max(...ranges.map((r) => r.to)) };
  const store = loadTournaments(source.tournamentsDir, catalogue, range);
  return asOfs.map(({ asOf, dir }) => {
    const data = buildDataSet(store, { asOf, windowDays, minListEntries, expansions });
    return { asOf: isoDay(asOf), dir, files: writeDataSet(data, dir), report: data.report, counts: data.meta.counts };
  });
}

/** `data:ingest`: the data set as of `asOf` (YYYY-MM-DD) into `outDir`. */
export function runIngest(source: SourceOptions & { asOf: string; outDir: string }): WrittenSet {
  const [set] = writeSets(source, [{ asOf: dayOption(source.asOf, 'as-of'), dir: source.outDir }]);
  if (!set) throw new Error('ingest wrote nothing');
  return set;
}

/** As of date of the free set: the most recent Monday on or before `today` (today itself when it is a Monday). */
export function freeAsOf(today: number): number {
  return mondayOf(today);
}

/** `data:build`: `outDir/free` (as of the most recent Monday) and `outDir/premium` (as of today). */
export function runBuild(source: SourceOptions & { today: string; outDir: string }): { free: WrittenSet; premium: WrittenSet } {
  const today = dayOption(source.today, 'today');
  const [free, premium] = writeSets(source, [
    { asOf: freeAsOf(today), dir: join(source.outDir, FREE_DIR) },
    { asOf: today, dir: join(source.outDir, PREMIUM_DIR) },
  ]);
  if (!free || !premium) throw new Error('build wrote nothing');
  return { free, premium };
}
