/**
 * `npm run data:validate -- [--data DIR] [--cards FILE] [--expansions FILE] [--json] [--max-problems N]`
 * Default DIR: data/demo/free. Exit code 1 when there are errors (warnings do not fail).
 */
import { resolve } from 'node:path';
import { assertKnownArgs, DEFAULT_DATA_DIR, parseArgs, runCli } from '../io';
import { capReport, DEFAULT_SHOWN_PROBLEMS, formatReport, validateDataDir } from '../validate';
import { integerOption } from './options';

const USAGE = `
Usage: npm run data:validate -- [--data DIR] [--cards FILE] [--expansions FILE] [--json] [--max-problems N]

Checks a data directory (the files the site reads) and reports every problem with its file,
JSON path and reason. Exit code 1 when there are errors; warnings do not fail.

  --data DIR          data directory (default: data/demo/free)
  --cards FILE        card catalogue to check against (default: DIR/cards.json)
  --expansions FILE   expansions list (default: the expansions of DIR/meta.json)
  --json              print the report as JSON
  --max-problems N    list at most N problems, count the rest (default ${DEFAULT_SHOWN_PROBLEMS}; 0 = all)
Long values from a bad file are cut in the messages. When a base file (cards, best decks,
matchups) is unusable, the checks of the other files against it are skipped.
`;

runCli(() => {
  const valued = ['data', 'cards', 'expansions', 'max-problems'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, ['json']);
  const dataDir = resolve(args.options.get('data') ?? DEFAULT_DATA_DIR);
  const cards = args.options.get('cards');
  const expansions = args.options.get('expansions');
  const max = integerOption(args, 'max-problems') ?? DEFAULT_SHOWN_PROBLEMS;
  if (max < 0) throw new Error('--max-problems must be 0 or more');
  const report = validateDataDir({
    dataDir,
    ...(cards ? { cardsFile: resolve(cards) } : {}),
    ...(expansions ? { expansionsFile: resolve(expansions) } : {}),
  });
  if (args.flags.has('json')) process.stdout.write(`${JSON.stringify(capReport(report, max), null, 2)}\n`);
  else process.stdout.write(`${formatReport(report, dataDir, max).join('\n')}\n`);
  return report.errors > 0 ? 1 : 0;
}, USAGE);
