/**
 * `npm run data:demo [-- --out DIR] [--seed TEXT]`: generates the demo dataset (default: data/demo).
 */
import { relative, resolve } from 'node:path';
import { assertKnownArgs, DEFAULT_DATA_DIR, parseArgs, runCli } from '../io';
import { DEMO_SEED, writeDemo } from './generate';

runCli(() => {
  const valued = ['out', 'seed'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, []);
  const out = resolve(args.options.get('out') ?? DEFAULT_DATA_DIR);
  const files = writeDemo(out, args.options.get('seed') ?? DEMO_SEED);
  const main = files.filter((f) => !f.file.includes('/matchups/'));
  const perDeck = files.length - main.length;
  for (const file of main) process.stdout.write(`${relative(process.cwd(), file.file).padEnd(40)} ${String(file.bytes).padStart(9)} bytes\n`);
  const deckBytes = files.filter((f) => f.file.includes('/matchups/')).reduce((sum, f) => sum + f.bytes, 0);
  process.stdout.write(`${`matchups/ (${perDeck} files)`.padEnd(40)} ${String(deckBytes).padStart(9)} bytes\n`);
  process.stdout.write(`demo dataset written to ${out}\n`);
  return 0;
});
