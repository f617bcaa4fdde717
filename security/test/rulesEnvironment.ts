/**
 * Where the rules suites can run: against the Firestore and Storage emulators that
 * `npm run test:rules` starts (firebase emulators:exec sets FIRESTORE_EMULATOR_HOST and
 * FIREBASE_STORAGE_EMULATOR_HOST). Elsewhere they are skipped with a one-line reason: the
 * Firestore emulator needs Java 21 and a download that may not be available.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './harness';

/** The deploy config the checked-in rules were generated from (scripts/deploy/demo). */
const demo = (name: string) => JSON.parse(readFileSync(path.join(repoRoot, 'scripts/deploy/demo', name), 'utf8')) as Record<string, unknown>;
const demoConfig = demo('config.json') as { billing: { prices: { monthly: string; yearly: string } } };
const demoDeploy = demo('deploy.json') as { siteOrigins: string[] };

export const PRICES = demoConfig.billing.prices;
export const [SITE, SECOND_SITE] = demoDeploy.siteOrigins as [string, string];
export const PROJECT_ID = 'demo-tcgp';

export const rulesSource = (file: 'firestore.rules' | 'storage.rules') => readFileSync(path.join(repoRoot, file), 'utf8');

/** The major version of `java` on the PATH (it prints it on stderr), or null without one. */
function javaMajor(): number | null {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)/.exec(`${run.stderr ?? ''}${run.stdout ?? ''}`);
  return match ? Number(match[1]) : null;
}

/** Null when the emulators are there, else why the suite is skipped. */
export function skipReason(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_STORAGE_EMULATOR_HOST'): string | null {
  if (process.env[variable]) return null;
  const java = javaMajor();
  const found = java === null ? 'no Java found' : `Java ${java} found`;
  return `rules suite skipped: ${variable} is not set (the emulator needs Java 21; ${found}); run \`npm run test:rules\` where it exists`;
}

/** `describe`, or `describe.skip` with the reason printed once on one line. */
export function describeWithEmulator(variable: Parameters<typeof skipReason>[0], name: string, body: () => void): void {
  const reason = skipReason(variable);
  if (reason) {
    process.stderr.write(`${name}: ${reason}\n`);
    describe.skip(`${name} (${reason})`, body);
  } else {
    describe(name, body);
  }
}
