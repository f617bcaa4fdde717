/** Loads a data directory through the shared guards (what the site would accept), for preview and bench. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { summarizeMatchups } from '@tcgp/rules';
import type { Archetype, Card, MatchupData, MatchupSummary } from '@tcgp/domain';
import { parseBestDecks, parseCards, parseMatchupData, parseMatchupSummary, type ParseResult } from '@tcgp/schemas';
import { SUMMARY_FILE } from './derive';
import { readJsonFile } from './io';

export class DataLoadError extends Error {}

function load<T>(file: string, parse: (json: unknown) => ParseResult<T>): T {
  if (!existsSync(file)) throw new DataLoadError(`${file} is missing`);
  let json: unknown;
  try {
    json = readJsonFile(file);
  } catch (error) {
    throw new DataLoadError(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = parse(json);
  if (!result.ok) {
    const first = result.problems.slice(0, 5).map((p) => `  ${p.path}: ${p.reason}`);
    throw new DataLoadError(`${file} is malformed (${result.problems.length} problems; run npm run data:validate):\n${first.join('\n')}`);
  }
  return result.value;
}

export interface LoadedData {
  cards: Card[];
  archetypes: Archetype[];
  /** From matchup-summary.json when present, else summarised from matchup-data.json. */
  summary: MatchupSummary;
  summarySource: 'matchup-summary.json' | 'matchup-data.json' | 'none';
  /** The whole matchup file, when present. */
  matchupData: MatchupData | null;
}

export function loadDataDir(dataDir: string, cardsFile: string = join(dataDir, 'cards.json')): LoadedData {
  const cards = load(cardsFile, parseCards);
  const archetypes = load(join(dataDir, 'best-decks.json'), parseBestDecks);
  const matchupFile = join(dataDir, 'matchup-data.json');
  const matchupData = existsSync(matchupFile) ? load(matchupFile, parseMatchupData) : null;
  const summaryFile = join(dataDir, SUMMARY_FILE);
  if (existsSync(summaryFile)) {
    return { cards, archetypes, matchupData, summary: load(summaryFile, parseMatchupSummary), summarySource: 'matchup-summary.json' };
  }
  if (matchupData) return { cards, archetypes, matchupData, summary: summarizeMatchups(matchupData), summarySource: 'matchup-data.json' };
  return { cards, archetypes, matchupData, summary: {}, summarySource: 'none' };
}
