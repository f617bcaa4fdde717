/**
 * File side of the pipeline: reads the catalogue, the expansions and the tournaments directory, writes
 * the data files of a data set. The computations are in store.ts, tally.ts and outputs.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_FILES } from '@tcgp/schemas';
import type { Archetype, Card, CardScore, DataMeta, Expansion, MatchupData } from '@tcgp/domain';
import { writeDerivedFiles } from '../derive';
import { readJsonFile, toJsonText, writeJsonFile, writeTextFile, type JsonStyle } from '../io';
import { indexCatalogue, type CatalogueIndex } from './catalogue';
import type { DayRange } from './dates';
import { STATS_WINDOWS, type DataSet, type History, type LastWeek } from './outputs';
import { roundNumbers } from './rounding';
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
export const HISTORY_FILE = 'history.json';
export const LAST_WEEK_FILE = 'last-week.json';
export const statsFile = (days: number): string => `stats-${days}d.json`;
/** Files of a pipeline set that a published drop does not have (the site shows "not available" for them). */
export const OPTIONAL_FILES = [HISTORY_FILE, ...STATS_WINDOWS.map(statsFile), LAST_WEEK_FILE] as const;

/** The files of a data set the site reads; history, statistics and last week are absent from a published drop. */
export interface SiteFiles {
  cards: Card[];
  bestDecks: Archetype[];
  matchupData: MatchupData;
  cardScores: CardScore[];
  meta: DataMeta;
  history?: History;
  stats?: DataSet['stats'];
  lastWeek?: LastWeek;
}

/**
 * The files of `files` as they are published, `[name, text]`: every fractional number rounded to
 * PUBLISHED_DECIMALS places (rounding.ts), cards one per line, the rest compact. Derived files not included.
 */
export function siteFileTexts(files: SiteFiles): [name: string, text: string][] {
  const rounded = roundNumbers(files);
  const list: [string, unknown, JsonStyle][] = [
    [DATA_FILES.cards, rounded.cards, 'lines'],
    [DATA_FILES.bestDecks, rounded.bestDecks, 'compact'],
    [DATA_FILES.matchupData, rounded.matchupData, 'compact'],
    [DATA_FILES.cardScores, rounded.cardScores, 'compact'],
    [DATA_FILES.meta, rounded.meta, 'compact'],
  ];
  if (rounded.history) list.push([HISTORY_FILE, rounded.history, 'compact']);
  if (rounded.stats) for (const days of STATS_WINDOWS) list.push([statsFile(days), rounded.stats[days], 'compact']);
  if (rounded.lastWeek) list.push([LAST_WEEK_FILE, rounded.lastWeek, 'compact']);
  return list.map(([name, value, style]) => [name, toJsonText(value, style)]);
}

/** Writes {@link siteFileTexts} into `dir`, then the derived matchup files of the rounded matchup data; returns the names. */
export function writeSiteFiles(files: SiteFiles, dir: string): string[] {
  const texts = siteFileTexts(files);
  for (const [name, text] of texts) writeTextFile(join(dir, name), text);
  const derived = writeDerivedFiles(roundNumbers(files.matchupData), dir);
  return [...texts.map(([name]) => name), DATA_FILES.matchupSummary, `${DATA_FILES.matchupsDir}/ (${derived.matchupFiles.length} files)`];
}

/** Writes every file of a data set into `dir` (derived matchup files included; the report not rounded); returns the file names. */
export function writeDataSet(data: DataSet, dir: string): string[] {
  const names = writeSiteFiles(data, dir);
  writeJsonFile(join(dir, REPORT_FILE), data.report, 'pretty');
  return [...names, REPORT_FILE];
}
