// The repository's root and what the builds read from its installed packages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
export const contractsPkg = readJson(path.join(repoRoot, 'shared-contracts/package.json'));

/** Exact installed version of a dependency, so share negotiation compares real versions. */
export const installed = (name) => readJson(path.join(repoRoot, 'node_modules', name, 'package.json')).version;
