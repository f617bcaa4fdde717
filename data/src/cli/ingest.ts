/**
 * `npm run data:ingest -- --tournaments DIR --cards FILE --expansions FILE --as-of YYYY-MM-DD
 *   [--window-days 14] [--min-list-entries 2] --out DIR`
 */
import { resolve } from 'node:path';
import { assertKnownArgs, parseArgs, runCli } from '../io';
import { formatIngestReport } from '../pipeline/report';
import { runIngest } from '../pipeline/run';
import { integerOption, printWritten, requiredOption } from './options';

const USAGE = `
Usage: npm run data:ingest -- --tournaments DIR --cards FILE --expansions FILE --as-of YYYY-MM-DD
                              [--window-days N] [--min-list-entries K] --out DIR

Computes the site's data files from raw tournament files (Limitless API shape, one
{tournament, standings, pairings} JSON file per tournament) as of a date:
best-decks.json, matchup-data.json, card-scores.json, meta.json, cards.json (only the cards
the files name), matchup-summary.json, matchups/, history.json, stats-7d/14d/30d.json,
last-week.json and ingest-report.json (what was skipped and why).

  --tournaments DIR       directory of tournament files
  --cards FILE            card catalogue (cards.json format)
  --expansions FILE       expansions.json, published in meta.json
  --as-of YYYY-MM-DD      last day of the window (inclusive)
  --window-days N         days in the window ending at --as-of (default 14)
  --min-list-entries K    lists with fewer entries are left out (default 2)
  --out DIR               where to write the files
Definitions: docs/data.md ("Definitions").
`;

runCli(() => {
  const valued = ['tournaments', 'cards', 'expansions', 'as-of', 'window-days', 'min-list-entries', 'out'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, []);
  const set = runIngest({
    tournamentsDir: resolve(requiredOption(args, 'tournaments')),
    cardsFile: resolve(requiredOption(args, 'cards')),
    expansionsFile: resolve(requiredOption(args, 'expansions')),
    asOf: requiredOption(args, 'as-of'),
    windowDays: integerOption(args, 'window-days'),
    minListEntries: integerOption(args, 'min-list-entries'),
    outDir: resolve(requiredOption(args, 'out')),
  });
  printWritten(set);
  process.stdout.write(`${formatIngestReport(set.report).join('\n')}\n`);
  return 0;
}, USAGE);
