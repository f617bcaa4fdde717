/**
 * `npm run data:fetch -- --since YYYY-MM-DD --out DIR [--base-url URL] [--page-size N]
 *   [--min-interval-ms N] [--max-retries N]`
 */
import { resolve } from 'node:path';
import { assertKnownArgs, parseArgs, runCli } from '../io';
import { DEFAULT_BASE_URL, LimitlessClient } from '../fetch/client';
import { fetchNewTournaments, formatFetchSummary, STATE_FILE } from '../fetch/sync';
import { dayOption } from '../pipeline/run';
import { integerOption, requiredOption } from './options';

const USAGE = `
Usage: npm run data:fetch -- --since YYYY-MM-DD --out DIR [--base-url URL] [--page-size N]
                             [--min-interval-ms N] [--max-retries N]

Downloads the Pokémon TCG Pocket tournaments (game POCKET) of the Limitless TCG API dated on or after
--since that DIR does not have yet: one {tournament, standings, pairings} JSON file per tournament,
the input of data:ingest / data:build. What it has is kept in DIR/${STATE_FILE}; an interrupted run
resumes where it stopped and nothing is downloaded twice.

  --base-url URL        API base (default: env LIMITLESS_API_BASE or ${DEFAULT_BASE_URL})
  --page-size N         tournaments per listing page (default 100)
  --min-interval-ms N   at least N ms between two requests (default 1500)
  --max-retries N       retries after 429 (honouring Retry-After), 5xx or network errors (default 5)
The API key is read from env LIMITLESS_API_KEY and sent in the X-Access-Key header.
Exit code 0 when the run completed (tournaments that failed are listed and retried on the next run),
1 when the tournament list could not be read.
`;

runCli(async () => {
  const valued = ['since', 'out', 'base-url', 'page-size', 'min-interval-ms', 'max-retries'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, []);
  const since = dayOption(requiredOption(args, 'since'), 'since');
  const apiKey = process.env['LIMITLESS_API_KEY'];
  if (!apiKey) process.stderr.write('note: LIMITLESS_API_KEY is not set; requests go without a key\n');
  const atLeast = (name: string, min: number): number | undefined => {
    const value = integerOption(args, name);
    if (value !== undefined && value < min) throw new Error(`--${name} must be ${min} or more`);
    return value;
  };
  const minIntervalMs = atLeast('min-interval-ms', 0);
  const maxRetries = atLeast('max-retries', 0);
  const pageSize = atLeast('page-size', 1);
  const client = new LimitlessClient({
    baseUrl: args.options.get('base-url') ?? process.env['LIMITLESS_API_BASE'] ?? DEFAULT_BASE_URL,
    ...(apiKey ? { apiKey } : {}),
    ...(minIntervalMs !== undefined ? { minIntervalMs } : {}),
    ...(maxRetries !== undefined ? { maxRetries } : {}),
    log: (message) => process.stderr.write(`${message}\n`),
  });
  let summary;
  try {
    summary = await fetchNewTournaments({
      client,
      since,
      outDir: resolve(requiredOption(args, 'out')),
      ...(pageSize !== undefined ? { pageSize } : {}),
      log: (message) => process.stdout.write(`${message}\n`),
    });
  } catch (error) {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  process.stdout.write(`${formatFetchSummary(summary, since)}\n`);
  for (const failure of summary.failed) process.stdout.write(`  failed ${failure.id}: ${failure.reason}\n`);
  return 0;
}, USAGE);
