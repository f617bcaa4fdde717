/** Option helpers shared by the pipeline CLIs. */
import { relative } from 'node:path';
import type { CliArgs } from '../io';
import type { WrittenSet } from '../pipeline/run';

export function requiredOption(args: CliArgs, name: string): string {
  const value = args.options.get(name);
  if (value === undefined || value === '') throw new Error(`--${name} is required (see --help)`);
  return value;
}

/** An integer option, or undefined when absent (the command's default applies). */
export function integerOption(args: CliArgs, name: string): number | undefined {
  const value = args.options.get(name);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`--${name} must be an integer (got "${value}")`);
  return n;
}

export function printWritten(set: WrittenSet): void {
  const c = set.counts;
  process.stdout.write(
    `${relative(process.cwd(), set.dir) || '.'}: as of ${set.asOf}: ${c.archetypes} archetypes, ${c.lists} lists ` +
      `(${c.tournaments} tournaments, ${c.entries} entries, ${c.games} games in the window)\n`,
  );
}
