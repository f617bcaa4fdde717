/**
 * `npm run data:validate -- [--data DIR] [--cards FILE] [--expansions FILE] [--json]`
 * Default DIR: data/demo. Exit code 1 when there are errors (warnings do not fail).
 */
import { resolve } from 'node:path';
import { assertKnownArgs, DEFAULT_DATA_DIR, parseArgs, runCli } from '../io';
import { formatReport, validateDataDir } from '../validate';

runCli(() => {
  const valued = ['data', 'cards', 'expansions'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, ['json']);
  const dataDir = resolve(args.options.get('data') ?? DEFAULT_DATA_DIR);
  const cards = args.options.get('cards');
  const expansions = args.options.get('expansions');
  const report = validateDataDir({
    dataDir,
    ...(cards ? { cardsFile: resolve(cards) } : {}),
    ...(expansions ? { expansionsFile: resolve(expansions) } : {}),
  });
  if (args.flags.has('json')) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else process.stdout.write(`${formatReport(report, dataDir).join('\n')}\n`);
  return report.errors > 0 ? 1 : 0;
});
