// The demo data the local site serves, regenerated when it is not today's.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { run } from './processes.mjs';

/**
 * Makes sure the demo data (`npm run data:demo`: simulated tournaments through the real pipeline) exists
 * for today (UTC): regenerates it when it is missing, was made for another day, or by another version of
 * the generator. Returns the two data sets: `free` (as of the last Monday) and `premium` (as of today).
 * @param {string} [demoDir]
 * @returns {Promise<{ free: string, premium: string }>}
 */
export async function ensureDemoData(demoDir = path.join(repoRoot, 'data/demo')) {
  const today = new Date().toISOString().slice(0, 10);
  const sets = { free: path.join(demoDir, 'free'), premium: path.join(demoDir, 'premium') };
  /** @returns {any} the parsed file, or null when it is missing or not JSON */
  const readJson = (/** @type {string} */ file) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  };
  const marker = readJson(path.join(demoDir, 'demo.json'));
  const version = readJson(path.join(repoRoot, 'data/src/demo/version.json'))?.version;
  const current =
    marker?.today === today && marker?.version === version && existsSync(path.join(sets.free, 'meta.json')) && existsSync(path.join(sets.premium, 'meta.json'));
  if (!current) {
    console.log(`[data] generating the demo data for ${today} (simulated tournaments through the pipeline)`);
    await run('npm', ['run', 'data:demo', '--silent', '--', '--today', today, '--out', demoDir]);
  }
  return sets;
}
