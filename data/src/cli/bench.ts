/**
 * `npm run bench [-- --shared DIR] [--samples N]`: timings and page download sizes on the real data
 * snapshot (default /work/shared/data, or $TCGP_SHARED_DATA). Skips with a message when it is absent.
 * Prints numbers only; never fails on timing.
 */
import './contractsInNode';
import { resolve } from 'node:path';
import { parseBestDecks, parseCards, parseMatchupData } from 'shared-contracts/src/data/guards';
import { benchBytes, benchTimings, findSnapshot, readBenchInput, RECOMPUTE_BUDGET_MS, type Size } from '../bench';
import { assertKnownArgs, parseArgs, runCli } from '../io';

const DEFAULT_SHARED = resolve(__dirname, '../../../../shared/data');

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function sizeText(s: Size): string {
  return `${kb(s.raw).padStart(10)} (${kb(s.gzip).padStart(8)} gz)`;
}

runCli(() => {
  const valued = ['shared', 'samples'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, []);
  const root = resolve(args.options.get('shared') ?? process.env['TCGP_SHARED_DATA'] ?? DEFAULT_SHARED);
  const location = findSnapshot(root);
  if (!location) {
    process.stdout.write(`bench skipped: no real data snapshot under ${root} (expected cards.json and snapshot-*/best-decks.json)\n`);
    return 0;
  }
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
  out.push(`  tiers + best deck finder                                median ${t.tiersAndFinder.medianMs.toFixed(3)} ms, p95 ${t.tiersAndFinder.p95Ms.toFixed(3)} ms`);
  out.push('');
  const bytes = benchBytes(input);
  out.push('bytes per page (data files only)                                   split files                 original (cards + 3 files whole)   saved');
  for (const page of bytes.pages) {
    const saved = 1 - page.split.raw / page.original.raw;
    out.push(`  ${page.page.padEnd(46)} ${page.files.padEnd(46)} ${sizeText(page.split)}   ${sizeText(page.original)}   ${(saved * 100).toFixed(0).padStart(3)}%`);
  }
  out.push(
    `  matchups/: ${bytes.matchupFiles.count} files, median ${sizeText(bytes.matchupFiles.median)}, largest ${sizeText(bytes.matchupFiles.max)}; ` +
      `matchup-data.json whole ${kb(Buffer.byteLength(input.texts.matchupData))}`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
  return 0;
});
