/**
 * `npm run data:derive -- [--data DIR] [--out DIR]`: writes matchup-summary.json and matchups/*.json
 * from DIR/matchup-data.json into OUT (default: DIR; DIR defaults to data/demo/free).
 */
import { relative, resolve } from 'node:path';
import { deriveDataDir } from '../derive';
import { assertKnownArgs, DEFAULT_DATA_DIR, parseArgs, runCli } from '../io';

const USAGE = `
Usage: npm run data:derive -- [--data DIR] [--out DIR]

Writes the derived files of a data directory from its matchup-data.json: matchup-summary.json (each
archetype's Total row) and matchups/<deck file>.json (one archetype's rows). DIR defaults to
data/demo/free, OUT to DIR. (data:ingest and data:build write them already.)
`;

runCli(() => {
  const valued = ['data', 'out'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, []);
  const dataDir = resolve(args.options.get('data') ?? DEFAULT_DATA_DIR);
  const outDir = resolve(args.options.get('out') ?? dataDir);
  const report = deriveDataDir(dataDir, outDir);
  const bytes = report.matchupFiles.reduce((sum, f) => sum + f.bytes, 0);
  process.stdout.write(`${relative(process.cwd(), report.summaryFile)}: ${report.summaryBytes} bytes\n`);
  process.stdout.write(`${relative(process.cwd(), resolve(outDir, 'matchups'))}/: ${report.matchupFiles.length} files, ${bytes} bytes\n`);
  return 0;
}, USAGE);
