// What `bench:web` prints: every line goes to the console and is kept for the --out file.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KB } from './budgets.mjs';

/**
 * Every line printed, for the --out file.
 * @type {string[]}
 */
const printed = [];
/** Prints a line and keeps it for the --out file. */
export const print = (/** @type {string} */ line = '') => {
  console.log(line);
  printed.push(line);
};

/**
 * Writes every line printed to `file` (its folder made when missing), and says where on the console.
 * @param {string} file
 */
export function writePrinted(file) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${printed.join('\n')}\n`);
  const shown = path.relative(process.cwd(), file);
  console.log(`(written to ${shown.startsWith('..') ? file : shown})`);
}

export const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;
export const pad = (/** @type {unknown} */ s, /** @type {number | undefined} */ n) => String(s).padEnd(n ?? 0);
