import { deckIdFromName, summarizeMatchups } from '@tcgp/rules';
import type { DataMeta, Expansion, MatchupData } from '@tcgp/domain';
import { DATA_FILES, matchupFileName } from '@tcgp/schemas';
import { REAL_SNAPSHOT_DATE, readRealData } from '@tcgp/test-fixtures';

/** The lastUpdated date the fixtures claim (tests pass their own "now"). */
export const SNAPSHOT_LAST_UPDATED = REAL_SNAPSHOT_DATE;

let cache: Record<string, unknown> | null = null;

/**
 * The real snapshot of @tcgp/test-fixtures as the site's data URL would serve it (file name -> parsed JSON), including the
 * derived files the data build adds: matchup-summary.json, matchups/<deck>.json and meta.json.
 */
export function snapshotFiles(): Record<string, unknown> {
  if (cache) return cache;
  const matchupData = readRealData<MatchupData>('matchupData');
  const expansions = readRealData<Expansion[]>('expansions');
  const meta: DataMeta = { lastUpdated: SNAPSHOT_LAST_UPDATED, expansions };
  const files: Record<string, unknown> = {
    [DATA_FILES.cards]: readRealData('cards'),
    [DATA_FILES.bestDecks]: readRealData('bestDecks'),
    [DATA_FILES.matchupData]: matchupData,
    [DATA_FILES.cardScores]: readRealData('cardScores'),
    [DATA_FILES.matchupSummary]: summarizeMatchups(matchupData),
    [DATA_FILES.meta]: meta,
  };
  for (const [name, rows] of Object.entries(matchupData)) {
    files[`${DATA_FILES.matchupsDir}/${matchupFileName(deckIdFromName(name))}`] = rows;
  }
  cache = files;
  return files;
}
