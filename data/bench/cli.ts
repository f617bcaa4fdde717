/**
 * `npm run bench [-- --real-data DIR] [--samples N] [--ingest-runs N] [--tournaments N] [--players N] [--no-ingest] [--out FILE]`:
 * 1. the pipeline: data:ingest of 2,000 synthetic tournaments x 64 players, wall time and peak memory
 *    (median of --ingest-runs fresh processes) against the budgets;
 * 2. the site: client-side timings and page download sizes on the real data snapshot (default the
 *    test fixtures' real data, test-fixtures/real-data; skipped with a message when a given folder has
 *    none), as the drop is and as data:publish writes it.
 * Prints numbers only, and writes them to bench-results/pipeline.txt (or --out FILE); never fails on timing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseBestDecks, parseCards, parseMatchupData } from '@tcgp/schemas';
import {
  benchBytes,
  benchNextRanking,
  benchTimings,
  findSnapshot,
  NEXT_RANKING_BUDGET_MS,
  readBenchInput,
  RECOMPUTE_BUDGET_MS,
  TIER_LIST_BUDGET_BYTES,
  type BenchInput,
  type Size,
} from './site';
import type { DataMeta } from '@tcgp/domain';
import { INGEST_BUDGET_BYTES, INGEST_BUDGET_MS, median, removeSyntheticInput, runIngestProcess, writeSyntheticInput, type IngestRun } from './ingest';
import { assertKnownArgs, parseArgs, runCli, type CliArgs } from '../src/io';
import { integerOption } from '../src/cli/options';
import { REAL_DATA_DIR } from '@tcgp/test-fixtures';

/** Where the printed results go when --out is not given. */
const DEFAULT_OUT = resolve(__dirname, '../../bench-results/pipeline.txt');

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function sizeText(s: Size): string {
  return `${kb(s.raw).padStart(10)} (${kb(s.gzip).padStart(8)} gz, ${kb(s.br).padStart(8)} br)`;
}

const USAGE = `
Usage: npm run bench -- [--ingest-runs N] [--tournaments N] [--players N] [--no-ingest] [--real-data DIR] [--samples N] [--out FILE]

1. Pipeline: data:ingest of --tournaments (default 2000) synthetic tournaments of --players (default 64)
   players, generated into a temp dir; each of --ingest-runs (default 3) runs is a fresh Node process.
   Prints the median wall time and peak memory (the process's maxRSS) against the budgets
   (${INGEST_BUDGET_MS / 1000} s, ${INGEST_BUDGET_BYTES / 1024 ** 3} GB).
2. Site: client-side recompute timings and bytes per page on the real snapshot in --real-data
   (default test-fixtures/real-data; skipped when it has none), --samples timing samples.
   Bytes (raw, gzip, brotli quality 11) of the original site's whole files, of the raw drop split per
   page and of what data:publish makes of it; the tier list against its 40,000-byte brotli budget.
What it prints is also written to --out (default bench-results/pipeline.txt). Never fails on timing.
`;

const mb = (bytes: number): string => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

async function benchIngest(args: CliArgs): Promise<string[]> {
  const runs = integerOption(args, 'ingest-runs') ?? 3;
  const tournaments = integerOption(args, 'tournaments') ?? 2000;
  const players = integerOption(args, 'players') ?? 64;
  if (runs < 1 || tournaments < 1 || players < 2) throw new Error('--ingest-runs, --tournaments and --players must be positive (players at least 2)');
  const generated = Date.now();
  const input = writeSyntheticInput(tournaments, players);
  const out: string[] = [];
  try {
    out.push(
      `ingest: data:ingest on ${input.tournaments.toLocaleString('en-US')} synthetic tournaments x ${players} players ` +
        `(${input.standings.toLocaleString('en-US')} standings, ${input.pairings.toLocaleString('en-US')} pairings, ${mb(input.bytes)} of files; ` +
        `generated in ${seconds(Date.now() - generated)}), as of ${input.asOf}, 14-day window, 12 weeks of history`,
    );
    const results: IngestRun[] = [];
    for (let i = 0; i < runs; i += 1) results.push(await runIngestProcess(input));
    const wall = median(results.map((r) => r.processMs));
    const inside = median(results.map((r) => r.ingestMs));
    const rss = median(results.map((r) => r.maxRssBytes));
    out.push(
      `  wall time     median ${seconds(wall).padStart(7)} per run (whole process; ingest itself ${seconds(inside)})  ` +
        `-> ${(wall / INGEST_BUDGET_MS).toFixed(2)}x the ${INGEST_BUDGET_MS / 1000} s budget   runs: ${results.map((r) => seconds(r.processMs)).join(', ')}`,
    );
    out.push(
      `  peak memory   median ${mb(rss).padStart(7)} maxRSS of the ingest process          ` +
        `-> ${(rss / INGEST_BUDGET_BYTES).toFixed(2)}x the ${INGEST_BUDGET_BYTES / 1024 ** 3} GB budget   runs: ${results.map((r) => mb(r.maxRssBytes)).join(', ')}`,
    );
    out.push(
      `  (median of ${runs} run${runs === 1 ? '' : 's'}, each a fresh Node ${process.version} process started through tsx; the input is generated once)`,
    );
  } finally {
    removeSyntheticInput(input);
  }
  return out;
}

/** The finder's "what to get next" ranking after one mark, against its budget. */
function nextRankingLines(input: BenchInput, samples: number): string[] {
  const { expansions } = JSON.parse(input.texts.meta) as Pick<DataMeta, 'expansions'>;
  const r = benchNextRanking(input, expansions, samples);
  return [
    `  what to get next (deckAmount 100, ${r.missingCards} missing cards, ${r.decks} decks still buildable): cards + packs ranked after one mark: ` +
      `median ${r.ranking.medianMs.toFixed(3)} ms, p95 ${r.ranking.p95Ms.toFixed(3)} ms -> ${(r.ranking.medianMs / NEXT_RANKING_BUDGET_MS).toFixed(3)}x the ${NEXT_RANKING_BUDGET_MS} ms budget (${r.ranking.samples} samples)`,
  ];
}

/** The site's part: timings and bytes on the real snapshot, or why it was skipped. */
function benchSite(args: CliArgs): string[] {
  const root = resolve(args.options.get('real-data') ?? REAL_DATA_DIR);
  const location = findSnapshot(root);
  if (!location) return [`bench skipped: no real data snapshot under ${root} (expected cards.json and snapshot-*/best-decks.json)`];
  const input = readBenchInput(location);
  for (const [file, ok] of [
    ['cards.json', parseCards(input.cards).ok],
    ['best-decks.json', parseBestDecks(input.archetypes).ok],
    ['matchup-data.json', parseMatchupData(input.matchupData).ok],
  ] as const) {
    if (!ok) throw new Error(`${file} of ${location.dataDir} is malformed; run npm run data:validate`);
  }
  const samples = Number(args.options.get('samples') ?? 400);
  const t = benchTimings(input, Number.isInteger(samples) && samples > 0 ? samples : 400);
  const out: string[] = [];
  out.push(`bench on ${location.dataDir} (${input.archetypes.length} archetypes, ${t.lists} lists, ${input.cards.length} cards)`);
  out.push('');
  out.push('time (domain functions of the site, Node ' + process.version + ')');
  out.push(`  parse + index all lists once (cold, per data load)      ${t.coldPrepareMs.toFixed(2).padStart(8)} ms`);
  out.push(
    `  recompute the deck list (deckAmount 100 -> ${t.decks} decks) after one more missing card: median ${t.recompute.medianMs.toFixed(3)} ms, p95 ${t.recompute.p95Ms.toFixed(3)} ms ` +
      `-> ${(t.recompute.medianMs / RECOMPUTE_BUDGET_MS).toFixed(3)}x the ${RECOMPUTE_BUDGET_MS} ms budget (${t.recompute.samples} samples)`,
  );
  out.push(
    `  tiers + best deck finder                                median ${t.tiersAndFinder.medianMs.toFixed(3)} ms, p95 ${t.tiersAndFinder.p95Ms.toFixed(3)} ms`,
  );
  out.push(...nextRankingLines(input, Math.min(t.recompute.samples, 200)));
  out.push('');
  const bytes = benchBytes(input);
  out.push('bytes per page (data files only; gzip level 6, brotli quality 11 as scripts/precompress.mjs writes it)');
  out.push(`  ${'page'.padEnd(28)} ${'original site (cards + 3 files whole)'.padEnd(39)} ${'raw drop, split per page'.padEnd(39)} published (data:publish)`);
  for (const page of bytes.pages) {
    out.push(`  ${page.page.padEnd(28)} ${sizeText(page.original)} ${sizeText(page.drop)} ${sizeText(page.published)}`);
  }
  for (const page of bytes.pages) out.push(`    ${page.page}: ${page.files}`);
  const tierList = bytes.pages[0]?.published.br ?? 0;
  out.push(
    `  tier list, published: ${tierList.toLocaleString('en-US')} bytes brotli -> ${(tierList / TIER_LIST_BUDGET_BYTES).toFixed(2)}x the ` +
      `${TIER_LIST_BUDGET_BYTES.toLocaleString('en-US')}-byte budget (raw drop: ${(bytes.pages[0]?.drop.br ?? 0).toLocaleString('en-US')} bytes)`,
  );
  const m = bytes.matchupFiles;
  out.push(
    `  matchups/: ${m.published.count} files; raw drop median ${sizeText(m.drop.median)}, largest ${sizeText(m.drop.max)}; ` +
      `published median ${sizeText(m.published.median)}, largest ${sizeText(m.published.max)}`,
  );
  out.push(
    `  matchup-data.json whole: raw drop ${kb(Buffer.byteLength(input.texts.matchupData))}, published ${kb(Buffer.byteLength(input.published.matchupData))}`,
  );
  return out;
}

runCli(async () => {
  const valued = ['real-data', 'samples', 'ingest-runs', 'tournaments', 'players', 'out'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, ['no-ingest']);
  const outFile = resolve(args.options.get('out') ?? DEFAULT_OUT);
  let printed = '';
  const print = (text: string): void => {
    process.stdout.write(text);
    printed += text;
  };
  if (!args.flags.has('no-ingest')) print(`${(await benchIngest(args)).join('\n')}\n\n`);
  print(`${benchSite(args).join('\n')}\n`);
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, printed);
  const shown = relative(process.cwd(), outFile);
  process.stdout.write(`(written to ${shown.startsWith('..') ? outFile : shown})\n`);
  return 0;
}, USAGE);
