/**
 * File side of the pipeline: reads the catalogue, the expansions and the tournaments directory, writes
 * the data files of a data set. The computations are in store.ts, tally.ts and outputs.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Card, Expansion } from 'shared-contracts';
import { writeDerivedFiles } from '../derive';
import { readJsonFile, writeJsonFile } from '../io';
import { indexCatalogue, type CatalogueIndex } from './catalogue';
import type { DayRange } from './dates';
import type { DataSet } from './outputs';
import { TournamentStore } from './store';
import { isRecord } from '../values';


/** Reads the card catalogue (cards.json format); throws a clear message when it is unusable. */
export function readCatalogue(file: string): CatalogueIndex {
  const json = readJsonFile(file);
  if (!Array.isArray(json)) throw new Error(`${file}: the card catalogue must be a JSON array of cards`);
  const cards: Card[] = [];
  json.forEach((card, i) => {
    const ok = isRecord(card) && ['id', 'name', 'type', 'set', 'ex'].every((key) => typeof card[key] === 'string');
    if (!ok) throw new Error(`${file}: card #${i + 1} lacks a string id, name, type, set or ex`);
    cards.push(card as unknown as Card);
  });
  if (cards.length === 0) throw new Error(`${file}: the card catalogue is empty`);
  return indexCatalogue(cards);
}

/** Reads expansions.json (an array of expansions) as published in meta.json. */
export function readExpansions(file: string): Expansion[] {
  const json = readJsonFile(file);
  if (!Array.isArray(json) || !json.every((e) => isRecord(e) && typeof e['id'] === 'string' && typeof e['name'] === 'string')) {
    throw new Error(`${file}: expansions must be a JSON array of {id, name, releaseDate, ...}`);
  }
  return json as Expansion[];
}

/** Tournament files of a directory: `*.json`, not hidden (the fetcher keeps its state in `.fetch-state.json`), sorted. */
export function tournamentFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`${dir}: no such directory of tournament files`);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort();
}

/** Reads every tournament file dated in `range` into a store (one file at a time; bad files are counted, never thrown). */
export function loadTournaments(dir: string, catalogue: CatalogueIndex, range: DayRange): TournamentStore {
  const store = new TournamentStore(catalogue, range);
  for (const name of tournamentFiles(dir)) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
    } catch {
      store.report.files += 1;
      store.report.skip('unreadableFile', name);
      continue;
    }
    store.addTournament(json, name);
  }
  return store.finish();
}

export const REPORT_FILE = 'ingest-report.json';

/** Writes every file of a data set into `dir` (derived matchup files included); returns the file names. */
export function writeDataSet(data: DataSet, dir: string): string[] {
  const files: [string, unknown, 'compact' | 'lines'][] = [
    ['cards.json', data.cards, 'lines'],
    ['best-decks.json', data.bestDecks, 'compact'],
    ['matchup-data.json', data.matchupData, 'compact'],
    ['card-scores.json', data.cardScores, 'compact'],
    ['meta.json', data.meta, 'compact'],
    ['history.json', data.history, 'compact'],
    ['stats-7d.json', data.stats[7], 'compact'],
    ['stats-14d.json', data.stats[14], 'compact'],
    ['stats-30d.json', data.stats[30], 'compact'],
    ['last-week.json', data.lastWeek, 'compact'],
  ];
  for (const [name, value, style] of files) writeJsonFile(join(dir, name), value, style);
  writeJsonFile(join(dir, REPORT_FILE), data.report, 'pretty');
  const derived = writeDerivedFiles(data.matchupData, dir);
  return [...files.map(([name]) => name), REPORT_FILE, 'matchup-summary.json', `matchups/ (${derived.matchupFiles.length} files)`];
}
