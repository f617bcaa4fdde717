/**
 * `npm run data:demo [-- --today YYYY-MM-DD] [--out DIR] [--seed TEXT]`: simulates 12 weeks of
 * tournaments and runs the real pipeline on them (default: data/demo, as of today's UTC date).
 */
import { relative, resolve } from 'node:path';
import { assertKnownArgs, DEMO_DIR, parseArgs, runCli } from '../io';
import { dayOfDate } from '../pipeline/dates';
import { formatIngestReport } from '../pipeline/report';
import { dayOption } from '../pipeline/run';
import { printWritten } from '../cli/options';
import { DEMO_SEED, writeDemo } from './demo';

const USAGE = `
Usage: npm run data:demo [-- --today YYYY-MM-DD] [--out DIR] [--seed TEXT]

Simulates 12 weeks of Pocket tournaments up to --today (default: today's UTC date), writes them as
raw tournament files (Limitless API shape) to OUT/tournaments and runs the real pipeline
(data:build) into OUT/free and OUT/premium. Same --today, same bytes. OUT defaults to data/demo.
`;

runCli(() => {
  const valued = ['out', 'seed', 'today'];
  const args = parseArgs(process.argv.slice(2), valued);
  assertKnownArgs(args, valued, []);
  const out = resolve(args.options.get('out') ?? DEMO_DIR);
  const todayArg = args.options.get('today');
  const today = todayArg === undefined ? dayOfDate(new Date()) : dayOption(todayArg, 'today');
  const started = Date.now();
  const result = writeDemo(out, today, args.options.get('seed') ?? DEMO_SEED);
  process.stdout.write(`${result.tournaments} simulated tournament files in ${relative(process.cwd(), out) || '.'}/tournaments\n`);
  printWritten(result.free);
  printWritten(result.premium);
  process.stdout.write(`${formatIngestReport(result.premium.report).join('\n')}\n`);
  process.stdout.write(`demo for ${result.today} written to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return 0;
}, USAGE);
