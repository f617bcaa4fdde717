/**
 * Derived data files, written next to the published ones so that pages download only what they show:
 *
 * - `matchup-summary.json`: archetype name -> its `Total` row ({winRate, totalGames}); the tier list
 *   needs nothing else from the matchups.
 * - `matchups/<matchupFileName(deck id)>.json` (URL-encoded id, `%` -> `_`): one archetype's rows (including `Total`); the deck
 *   page downloads only the deck it shows.
 *
 * `matchup-data.json` itself is left untouched (same shape as the real data).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { deckIdFromName, summarizeMatchups } from '@tcgp/rules';
import { matchupFileName } from '@tcgp/schemas';
import type { Matchup, MatchupData } from '@tcgp/domain';
import { parseMatchupData } from '@tcgp/schemas';
import { readJsonFile, writeJsonFile } from './io';

export const SUMMARY_FILE = 'matchup-summary.json';
export const MATCHUPS_DIR = 'matchups';
export const TOTAL_ROW = 'Total';

export { matchupFileName };

/** Deck id -> that archetype's rows. Throws when two archetype names map to the same deck id. */
export function splitMatchups(data: MatchupData): Map<string, Matchup[]> {
  const byDeck = new Map<string, Matchup[]>();
  const owner = new Map<string, string>();
  for (const [name, rows] of Object.entries(data)) {
    const id = deckIdFromName(name);
    const previous = owner.get(id);
    if (previous !== undefined) {
      throw new Error(`archetypes "${previous}" and "${name}" have the same deck id "${id}"`);
    }
    owner.set(id, name);
    byDeck.set(id, rows);
  }
  return byDeck;
}

export interface DeriveReport {
  summaryFile: string;
  summaryBytes: number;
  matchupFiles: { deckId: string; file: string; bytes: number }[];
}

/** Writes the derived files for already-parsed matchup data into `outDir`. */
export function writeDerivedFiles(data: MatchupData, outDir: string): DeriveReport {
  const summaryFile = join(outDir, SUMMARY_FILE);
  const summaryBytes = writeJsonFile(summaryFile, summarizeMatchups(data));
  const dir = join(outDir, MATCHUPS_DIR);
  // Start from an empty folder so that files of archetypes that left the data do not linger.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const matchupFiles: DeriveReport['matchupFiles'] = [];
  for (const [deckId, rows] of splitMatchups(data)) {
    const file = join(dir, matchupFileName(deckId));
    matchupFiles.push({ deckId, file, bytes: writeJsonFile(file, rows) });
  }
  return { summaryFile, summaryBytes, matchupFiles };
}

/**
 * Reads `matchup-data.json` of `dataDir` (checked with the shared guard) and writes the derived files
 * into `outDir` (default: the same directory). `best-decks.json` is not needed: every archetype has a
 * key in the matchup data.
 */
export function deriveDataDir(dataDir: string, outDir: string = dataDir): DeriveReport {
  const parsed = parseMatchupData(readJsonFile(join(dataDir, 'matchup-data.json')));
  if (!parsed.ok) {
    const first = parsed.problems.slice(0, 5).map((p) => `${p.path}: ${p.reason}`);
    throw new Error(`matchup-data.json is malformed (${parsed.problems.length} problems): ${first.join('; ')}`);
  }
  return writeDerivedFiles(parsed.value, outDir);
}
