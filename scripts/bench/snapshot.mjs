// The real snapshot in `bench:web`: the data of test-fixtures/real-data published as the site serves
// it, and the tier list measured on it against the data budget.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot, startStack } from '../stack.mjs';
import { BUDGETS } from './budgets.mjs';
import { kb, print } from './output.mjs';
import { measureRoute } from './row.mjs';
import { printTable } from './tables.mjs';

/** @import { Row } from './row.mjs' */

/** The real snapshot as the site serves it: `npm run data:publish` into a temporary folder. */
function publishSnapshot() {
  // The test fixtures' real data (@tcgp/test-fixtures): measured here, never served by the site itself.
  const realData = path.join(repoRoot, 'test-fixtures/real-data');
  const snapshot = path.join(realData, 'snapshot-2026-06-29');
  if (!existsSync(snapshot)) return null;
  const out = mkdtempSync(path.join(tmpdir(), 'tcgp-snapshot-'));
  const run = spawnSync(
    'npm',
    [
      'run',
      '--silent',
      'data:publish',
      '--',
      '--data',
      snapshot,
      '--cards',
      path.join(realData, 'cards.json'),
      '--expansions',
      path.join(realData, 'expansions.json'),
      '--out',
      out,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`data:publish failed: ${run.stderr || run.stdout}`);
  return out;
}

/**
 * The tier list on the real snapshot, served on a stack of its own (composed pages in English, or the
 * skeleton pages), printed as a table against the data budget; null (said so) when the snapshot is not there.
 * @param {{ runs: number, pages: boolean }} args
 * @returns {Promise<Row | null>}
 */
export async function measureSnapshot({ runs, pages }) {
  const published = publishSnapshot();
  if (!published) {
    print('\nreal snapshot: skipped (test-fixtures/real-data/snapshot-2026-06-29 not found)');
    return null;
  }
  const snapshotRuntimeDir = mkdtempSync(path.join(tmpdir(), 'tcgp-bench-'));
  const snapshotStack = await startStack({
    runtimeDir: snapshotRuntimeDir,
    dataDir: published,
    premiumDataDir: published,
    pages: pages ? { languages: ['en'] } : false,
  });
  /** @type {Row} */
  let snapshotRow;
  try {
    snapshotRow = await measureRoute(snapshotStack.shellUrl, '/tier-list', runs, BUDGETS.route);
  } finally {
    await snapshotStack.stop();
    rmSync(published, { recursive: true, force: true });
    rmSync(snapshotRuntimeDir, { recursive: true, force: true });
  }
  if (snapshotRow.data.transfer > BUDGETS.tierListDataBytes)
    snapshotRow.misses.push(`data ${kb(snapshotRow.data.transfer)} > ${kb(BUDGETS.tierListDataBytes)}`);
  print(`\nreal snapshot (test-fixtures/real-data, published), tier list data budget ${kb(BUDGETS.tierListDataBytes)}, HTML ${kb(BUDGETS.tierListHtmlBytes)}:`);
  printTable([{ ...snapshotRow, route: '/tier-list (real snapshot)' }]);
  return snapshotRow;
}
