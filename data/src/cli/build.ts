/**
 * `npm run data:build -- --tournaments DIR --cards FILE --expansions FILE [--today YYYY-MM-DD]
 *   [--window-days 14] [--min-list-entries 2] --out DIR`
 */
import { resolve } from 'node:path';
import { assertKnownArgs, parseArgs, runCli } from '../io';
import { isoDay, dayOfDate } from '../pipeline/dates';
import { formatIngestReport } from '../pipeline/report';
import { runBuild } from '../pipeline/run';
import { integerOption, printWritten, requiredOption } from './options';

const USAGE = `
Usage: npm run data:build -- --tournaments DIR --cards FILE --expansions FILE [--today YYYY-MM-DD]
                             [--window-days N] [--min-list-entries K] --out DIR

Writes two complete data sets from the same tournaments and window (see data:ingest):
  OUT/free      as of the most recent Monday on or before today (weekly updates)
  OUT/premium   as of today (daily updates)

  --today YYYY-MM-DD      default: today's UTC date
  --window-days N         default 14
  --min-list-entries K    default 2
Definitions: docs/data.md ("Definitions").
`;

runCli(() => {
  const valued = ['tournaments', 'cards', 'expansions', 'today', 'window-days', 'min-list-entries', 'out'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, []);
  const { free, premium } = runBuild({
    tournamentsDir: resolve(requiredOption(args, 'tournaments')),
    cardsFile: resolve(requiredOption(args, 'cards')),
    expansionsFile: resolve(requiredOption(args, 'expansions')),
    today: args.options.get('today') ?? isoDay(dayOfDate(new Date())),
    windowDays: integerOption(args, 'window-days'),
    minListEntries: integerOption(args, 'min-list-entries'),
    outDir: resolve(requiredOption(args, 'out')),
  });
  printWritten(free);
  printWritten(premium);
  process.stdout.write(`${formatIngestReport(premium.report).join('\n')}\n`);
  return 0;
}, USAGE);
