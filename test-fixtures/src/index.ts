import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Real data as test fixtures (see ../README.md): the card catalogue, the sets and the snapshot the
 * original site published on 2026-06-29, in the upstream format. Tests, test helpers and the
 * benchmarks read them through this module; product code, the data pipeline and the demo never do.
 */

/** The folder of the real data: cards.json, expansions.json and the snapshot folder. */
export const REAL_DATA_DIR = path.resolve(__dirname, '../real-data');
/** The snapshot: best-decks.json, matchup-data.json and card-scores.json, as the original site published them. */
export const REAL_SNAPSHOT_DIR = path.join(REAL_DATA_DIR, 'snapshot-2026-06-29');
/** The day the snapshot was published. */
export const REAL_SNAPSHOT_DATE = '2026-06-29';

/** The files of the real data, by what they hold. */
export const REAL_DATA_FILES = {
  cards: path.join(REAL_DATA_DIR, 'cards.json'),
  expansions: path.join(REAL_DATA_DIR, 'expansions.json'),
  bestDecks: path.join(REAL_SNAPSHOT_DIR, 'best-decks.json'),
  matchupData: path.join(REAL_SNAPSHOT_DIR, 'matchup-data.json'),
  cardScores: path.join(REAL_SNAPSHOT_DIR, 'card-scores.json'),
} as const;

export type RealDataFile = keyof typeof REAL_DATA_FILES;

/**
 * One file of the real data, parsed. The type is the caller's claim (the tests that check the files
 * against the data guards read them as `unknown`); each file is parsed again on every call.
 */
export function readRealData<T = unknown>(file: RealDataFile): T {
  return JSON.parse(readFileSync(REAL_DATA_FILES[file], 'utf8')) as T;
}
