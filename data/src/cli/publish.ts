/**
 * `npm run data:publish -- --data DIR --cards FILE --expansions FILE [--as-of YYYY-MM-DD] --out DIR`:
 * a drop in the upstream format into a complete data set of the site (see src/publish.ts).
 */
import { relative } from 'node:path';
import { assertKnownArgs, parseArgs, runCli } from '../io';
import { runPublish, runPublishWithNames } from '../publish';
import { formatProblem } from '../validate';
import { requiredOption } from './options';

const USAGE = `
Usage: npm run data:publish -- --data DIR --cards FILE --expansions FILE [--as-of YYYY-MM-DD] --out DIR
       [--names-cache DIR [--tcgdex-url URL] | --names-fixture FILE]

Turns a published drop in the upstream format (DIR holds best-decks.json, matchup-data.json and
card-scores.json, as the original site published them in public/data/) into a complete data set of the site in OUT:
  best-decks.json, matchup-data.json, card-scores.json   the drop's files, numbers rounded to 4 decimals
  cards.json            only the catalogue cards the files name (without image), with their local
                        names (names: {de, es, fr, ja, ko, zh-Hans, zh-Hant}, where not the English one)
  meta.json             lastUpdated (--as-of), the expansions of --expansions, counts {archetypes, lists}
  matchup-summary.json, matchups/   the derived matchup files
History, statistics and last week's ranking are not in a drop, so not published (an earlier set's copies
in OUT are removed). The input is checked as data:validate checks it; any error (file, JSON path,
reason) refuses it and nothing is written.

  --data DIR            the drop folder
  --cards FILE          the card catalogue (cards.json format)
  --expansions FILE     expansions.json (published in meta.json)
  --as-of YYYY-MM-DD    meta.json's lastUpdated (default: the date of a snapshot-YYYY-MM-DD folder name, else today, UTC)
  --out DIR             where to write (created; not the drop folder)
  --names-cache DIR     add local card names from TCGdex, each card and language asked once and kept in DIR
  --tcgdex-url URL      TCGdex API base (default https://api.tcgdex.net/v2)
  --names-fixture FILE  add local card names from a names file instead (e.g. data/names/tcgdex-fixture.json)
Without --names-cache or --names-fixture, cards.json has English names only.
`;

/** A path relative to the working directory when it lies inside it, else as it is. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
}

runCli(async () => {
  const valued = ['data', 'cards', 'expansions', 'as-of', 'out', 'names-cache', 'tcgdex-url', 'names-fixture'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, []);
  const asOf = args.options.get('as-of');
  const options = {
    dataDir: requiredOption(args, 'data'),
    cardsFile: requiredOption(args, 'cards'),
    expansionsFile: requiredOption(args, 'expansions'),
    outDir: requiredOption(args, 'out'),
    ...(asOf !== undefined ? { asOf } : {}),
  };
  const cacheDir = args.options.get('names-cache');
  const fixture = args.options.get('names-fixture');
  const baseUrl = args.options.get('tcgdex-url');
  if (cacheDir !== undefined && fixture !== undefined) throw new Error('--names-cache and --names-fixture exclude each other');
  if (baseUrl !== undefined && cacheDir === undefined) throw new Error('--tcgdex-url needs --names-cache DIR');
  const result =
    cacheDir !== undefined
      ? await runPublishWithNames(options, { tcgdex: { cacheDir, ...(baseUrl !== undefined ? { baseUrl } : {}) } })
      : fixture !== undefined
        ? await runPublishWithNames(options, { fixture })
        : runPublish(options);
  const count = (n: number): string => n.toLocaleString('en-US');
  const out = [
    `${shown(result.outDir)}: as of ${result.asOf}: ${count(result.counts.archetypes)} archetypes, ${count(result.counts.lists)} lists, ` +
      `${count(result.cardScores)} card scores; cards.json ${count(result.cards.published)} of the catalogue's ${count(result.cards.catalogue)} cards`,
    `  wrote ${result.files.join(', ')}`,
  ];
  if (result.names)
    out.push(
      `  local names: ${count(result.names.cards)} cards; TCGdex answers ${count(result.names.fetched)} fetched, ${count(result.names.cached)} from the cache, ${count(result.names.missing)} without a name`,
    );
  for (const p of result.inputWarnings.slice(0, 10)) out.push(`  input ${formatProblem(p)}`);
  if (result.inputWarnings.length > 10) out.push(`  ... and ${result.inputWarnings.length - 10} more input warnings (npm run data:validate)`);
  if (result.ignored.length > 0) out.push(`  not published (not a drop file): ${result.ignored.join(', ')}`);
  if (result.removed.length > 0) out.push(`  removed from an earlier set in OUT: ${result.removed.join(', ')}`);
  for (const p of result.check.problems.slice(0, 10)) out.push(`  output ${formatProblem(p)}`);
  out.push(`  data:validate of OUT: ${result.check.errors === 0 ? 'OK' : 'FAILED'} — ${result.check.errors} errors, ${result.check.warnings} warnings`);
  process.stdout.write(`${out.join('\n')}\n`);
  return result.check.errors === 0 ? 0 : 1;
}, USAGE);
