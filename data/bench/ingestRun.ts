/**
 * One benchmark run of the ingest (started by `npm run bench` in a fresh process): runs `runIngest`
 * with the data:ingest options and prints `{ingestMs, maxRssKb}` of this process as its last line.
 */
import { resolve } from 'node:path';
import { assertKnownArgs, parseArgs, runCli } from '../src/io';
import { runIngest } from '../src/pipeline/run';
import { integerOption, requiredOption } from '../src/cli/options';

runCli(() => {
  const valued = ['tournaments', 'cards', 'expansions', 'as-of', 'window-days', 'out'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, []);
  const started = process.hrtime.bigint();
  runIngest({
    tournamentsDir: resolve(requiredOption(args, 'tournaments')),
    cardsFile: resolve(requiredOption(args, 'cards')),
    expansionsFile: resolve(requiredOption(args, 'expansions')),
    asOf: requiredOption(args, 'as-of'),
    windowDays: integerOption(args, 'window-days'),
    outDir: resolve(requiredOption(args, 'out')),
  });
  const ingestMs = Number(process.hrtime.bigint() - started) / 1e6;
  process.stdout.write(`${JSON.stringify({ ingestMs, maxRssKb: process.resourceUsage().maxRSS })}\n`);
  return 0;
});
