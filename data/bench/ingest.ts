/**
 * Benchmark of the pipeline: `data:ingest` on synthetic tournaments (the demo's simulation, at scale)
 * in a child process per run, so that its peak memory (maxRSS) is the ingest's own. Prints figures
 * against the budgets; never fails on them.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadCatalogue, toPublishedCard } from '../src/demo/catalogue';
import { simulateTournaments } from '../src/demo/simulate';
import { writeJsonFile } from '../src/io';
import { isoDay, parseDay } from '../src/pipeline/dates';

export const INGEST_BUDGET_MS = 60_000;
export const INGEST_BUDGET_BYTES = 1.5 * 1024 ** 3;

export interface SyntheticInput {
  dir: string;
  tournamentsDir: string;
  cardsFile: string;
  expansionsFile: string;
  asOf: string;
  tournaments: number;
  standings: number;
  pairings: number;
  bytes: number;
}

/** Writes `tournaments` synthetic tournaments of `players` players (25 a day, ending at a fixed date) to a temp dir. */
export function writeSyntheticInput(tournaments: number, players: number): SyntheticInput {
  const dir = mkdtempSync(join(tmpdir(), 'tcgp-bench-'));
  const perDay = 25;
  const to = parseDay('2025-12-21') ?? 0;
  const days = Math.ceil(tournaments / perDay);
  const catalogue = loadCatalogue();
  const files = simulateTournaments(catalogue, {
    seed: 'bench',
    from: to - days + 1,
    to,
    tournamentsPerDay: [perDay, perDay],
    playersPerTournament: [players, players],
    poolSize: Math.max(players * 50, 1000),
    malformed: false,
  }).slice(0, tournaments);
  const tournamentsDir = join(dir, 'tournaments');
  mkdirSync(tournamentsDir);
  let bytes = 0;
  let standings = 0;
  let pairings = 0;
  for (const file of files) {
    writeFileSync(join(tournamentsDir, file.name), file.text);
    bytes += Buffer.byteLength(file.text);
    const parsed = JSON.parse(file.text) as { standings: unknown[]; pairings: unknown[] };
    standings += parsed.standings.length;
    pairings += parsed.pairings.length;
  }
  const cardsFile = join(dir, 'cards.json');
  const expansionsFile = join(dir, 'expansions.json');
  writeJsonFile(cardsFile, catalogue.cards.map(toPublishedCard), 'lines');
  writeJsonFile(expansionsFile, catalogue.expansions, 'lines');
  return { dir, tournamentsDir, cardsFile, expansionsFile, asOf: isoDay(to), tournaments: files.length, standings, pairings, bytes };
}

export interface IngestRun {
  /** Wall time of the whole child process (start-up and TypeScript loading included). */
  processMs: number;
  /** Wall time of the ingest itself, measured inside the child. */
  ingestMs: number;
  /** Peak resident set size of the child process. */
  maxRssBytes: number;
}

/** Runs `data:ingest` on the input in a fresh Node process and reads its own timing and maxRSS. */
export function runIngestProcess(input: SyntheticInput): Promise<IngestRun> {
  const root = resolve(__dirname, '../..');
  const out = join(input.dir, `out-${Date.now()}`);
  const args = [
    join(root, 'node_modules/tsx/dist/cli.mjs'),
    join(__dirname, 'ingestRun.ts'),
    '--tournaments',
    input.tournamentsDir,
    '--cards',
    input.cardsFile,
    '--expansions',
    input.expansionsFile,
    '--as-of',
    input.asOf,
    '--window-days',
    '14',
    '--out',
    out,
  ];
  const started = process.hrtime.bigint();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      const processMs = Number(process.hrtime.bigint() - started) / 1e6;
      rmSync(out, { recursive: true, force: true });
      const line = stdout.trim().split('\n').at(-1) ?? '';
      try {
        const result = JSON.parse(line) as { ingestMs: number; maxRssKb: number };
        if (code !== 0) throw new Error(`exit code ${String(code)}`);
        done({ processMs, ingestMs: result.ingestMs, maxRssBytes: result.maxRssKb * 1024 });
      } catch (error) {
        fail(new Error(`ingest benchmark run failed (${error instanceof Error ? error.message : String(error)}): ${stdout.slice(-500)}`));
      }
    });
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

export function removeSyntheticInput(input: SyntheticInput): void {
  rmSync(input.dir, { recursive: true, force: true });
}
