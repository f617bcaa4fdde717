/** File and command-line helpers shared by the data scripts (Node only). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Root of the data workspace (the repository's `data/` folder). */
export const DATA_WORKSPACE = resolve(__dirname, '..');
/** Where `npm run data:demo` writes (gitignored). */
export const DEMO_DIR = resolve(DATA_WORKSPACE, 'demo');
/** Default data directory of the checking CLIs: the free set of the demo. */
export const DEFAULT_DATA_DIR = resolve(DEMO_DIR, 'free');

export function readJsonFile(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/**
 * Serialises data files the way they are published: compact JSON, or for arrays one element per line
 * (`lines`, used for the card catalogue so that diffs stay readable), or indented (`pretty`, for reports
 * people read). Always ends with a newline.
 */
export type JsonStyle = 'compact' | 'lines' | 'pretty';

export function toJsonText(value: unknown, style: JsonStyle = 'compact'): string {
  if (style === 'pretty') return `${JSON.stringify(value, null, 2)}\n`;
  if (style === 'lines' && Array.isArray(value)) {
    if (value.length === 0) return '[]\n';
    return `[\n${value.map((item) => JSON.stringify(item)).join(',\n')}\n]\n`;
  }
  return `${JSON.stringify(value)}\n`;
}

/** Writes a text file (creating its directory) and returns its size in bytes. */
export function writeTextFile(file: string, text: string): number {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return Buffer.byteLength(text);
}

/** Writes a JSON file (creating its directory) and returns its size in bytes. */
export function writeJsonFile(file: string, value: unknown, style: JsonStyle = 'compact'): number {
  return writeTextFile(file, toJsonText(value, style));
}

export interface CliArgs {
  /** `--name value` and `--name=value` options (last one wins). */
  options: Map<string, string>;
  /** `--flag` options without a value. */
  flags: Set<string>;
  positional: string[];
}

/**
 * Minimal argument parser. `valued` lists the options that take a value; every other `--x` is a flag.
 */
export function parseArgs(argv: readonly string[], valued: readonly string[]): CliArgs {
  const options = new Map<string, string>();
  const flags = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    if (eq !== -1) {
      options.set(name, arg.slice(eq + 1));
    } else if (valued.includes(name)) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
      options.set(name, value);
      i += 1;
    } else {
      flags.add(name);
    }
  }
  return { options, flags, positional };
}

/** Rejects options the command does not know, so typos do not pass silently. */
export function assertKnownArgs(args: CliArgs, valued: readonly string[], flags: readonly string[]): void {
  for (const name of args.options.keys()) {
    if (!valued.includes(name)) throw new Error(`unknown option --${name}`);
  }
  for (const name of args.flags) {
    if (!flags.includes(name)) throw new Error(`unknown option --${name}`);
  }
  if (args.positional.length > 0) throw new Error(`unexpected argument ${args.positional[0] ?? ''}`);
}

/** True when the command line asks for the usage text (`--help` or `-h`). */
export function wantsHelp(argv: readonly string[]): boolean {
  return argv.includes('--help') || argv.includes('-h');
}

/**
 * Runs a CLI main function: prints errors without a stack trace and sets the exit code. With `--help`
 * (or `-h`) it prints `usage` and exits 0 without running `main`.
 */
export function runCli(main: () => number | Promise<number>, usage?: string): void {
  if (usage !== undefined && wantsHelp(process.argv.slice(2))) {
    process.stdout.write(`${usage.trim()}\n`);
    return;
  }
  Promise.resolve()
    .then(main)
    .then(
      (code) => {
        process.exitCode = code;
      },
      (error: unknown) => {
        process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 2;
      },
    );
}
