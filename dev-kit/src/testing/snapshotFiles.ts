import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deckIdFromName, summarizeMatchups } from '@tcgp/rules';
import type { DataMeta, Expansion, MatchupData } from '@tcgp/domain';
import { DATA_FILES, matchupFileName } from '@tcgp/schemas';

/** ../shared/data beside the repository: real data, read in place as test fixtures (never copied). */
export const SHARED_DATA_DIR = path.resolve(__dirname, '../../../../shared/data');
export const SNAPSHOT_DIR = path.join(SHARED_DATA_DIR, 'snapshot-2026-06-29');
/** The lastUpdated date the fixtures claim (tests pass their own "now"). */
export const SNAPSHOT_LAST_UPDATED = '2026-06-29';

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

let cache: Record<string, unknown> | null = null;

/**
 * The real snapshot as the site's data URL would serve it (file name -> parsed JSON), including the
 * derived files the data build adds: matchup-summary.json, matchups/<deck>.json and meta.json.
 */
export function snapshotFiles(): Record<string, unknown> {
  if (cache) return cache;
  const matchupData = read(path.join(SNAPSHOT_DIR, 'matchup-data.json')) as MatchupData;
  const expansions = read(path.join(SHARED_DATA_DIR, 'expansions.json')) as Expansion[];
  const meta: DataMeta = { lastUpdated: SNAPSHOT_LAST_UPDATED, expansions };
  const files: Record<string, unknown> = {
    [DATA_FILES.cards]: read(path.join(SHARED_DATA_DIR, 'cards.json')),
    [DATA_FILES.bestDecks]: read(path.join(SNAPSHOT_DIR, 'best-decks.json')),
    [DATA_FILES.matchupData]: matchupData,
    [DATA_FILES.cardScores]: read(path.join(SNAPSHOT_DIR, 'card-scores.json')),
    [DATA_FILES.matchupSummary]: summarizeMatchups(matchupData),
    [DATA_FILES.meta]: meta,
  };
  for (const [name, rows] of Object.entries(matchupData)) {
    files[`${DATA_FILES.matchupsDir}/${matchupFileName(deckIdFromName(name))}`] = rows;
  }
  cache = files;
  return files;
}
