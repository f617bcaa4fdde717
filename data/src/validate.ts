/**
 * Validator for a data directory (the demo or a real data drop). Reports every problem with the file,
 * the JSON path and the reason. Shape problems come from the shared guards (the same ones the browser
 * uses); this module adds the cross-file and range checks.
 *
 * Severity: `error` means the site would show wrong or broken data; `warning` means the data is usable
 * but suspicious (asymmetric matchups, a Total row that does not add up, missing derived files...).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DECK_SIZE, deckIdFromName, MAX_COPIES } from '@tcgp/rules';
import {
  childPath,
  deckIdProblem,
  isIsoDate,
  LIST_ENTRY_PATTERN,
  parseBestDecks,
  parseCards,
  parseCardScores,
  parseExpansions,
  parseMatchupData,
  parseMatchupRows,
  parseMatchupSummary,
  parseMeta,
  type ParseResult,
} from '@tcgp/schemas';
import { matchupFileName, MATCHUPS_DIR, SUMMARY_FILE, TOTAL_ROW } from './derive';
import { parseScoreName } from './pipeline/cardIds';
import { PUBLISHED_UNIT } from './pipeline/rounding';
import { isRecord } from './values';

export type Severity = 'error' | 'warning';

export interface Problem {
  file: string;
  path: string;
  reason: string;
  severity: Severity;
}

/** A data file as read: its label (for messages) and parsed JSON, or why it could not be read. */
export type RawFile = { file: string; json: unknown } | { file: string; missing: true } | { file: string; invalid: string };

export interface RawDataset {
  cards: RawFile;
  bestDecks: RawFile;
  matchupData: RawFile;
  cardScores: RawFile;
  /** meta.json; optional for real data drops. */
  meta?: RawFile;
  /** A separate expansions file (real drops); otherwise the expansions of meta.json are used. */
  expansions?: RawFile;
  /** Derived files, when present. */
  summary?: RawFile;
  /** File name inside matchups/ -> its content. Undefined when the folder does not exist. */
  matchupFiles?: Map<string, RawFile>;
  /** True for a drop in the upstream format, which has no derived files (data:publish writes them): no warning about them. */
  skipDerived?: boolean;
}

export interface ValidationStats {
  cards: number;
  archetypes: number;
  lists: number;
  matchupRows: number;
  cardScores: number;
  matchupFiles: number;
}

export interface ValidationReport {
  /** The problems found, in order (at most {@link MAX_KEPT_PROBLEMS}; `errors` and `warnings` count all). */
  problems: Problem[];
  errors: number;
  warnings: number;
  stats: ValidationStats;
}

const EPSILON = 1e-6;
/**
 * The most rounding moves a published number (half a unit of the last of PUBLISHED_DECIMALS places):
 * sums and averages of rounded values are compared with this much slack per value.
 */
const HALF_UNIT = PUBLISHED_UNIT / 2;
/** Longest path or reason kept in a problem: values from a bad file are quoted, never printed whole. */
export const MAX_TEXT = 300;
/** Problems kept in memory; beyond that only the counts grow. */
export const MAX_KEPT_PROBLEMS = 10_000;
/** Problems printed by default (`--max-problems`); the rest are counted in one line. */
export const DEFAULT_SHOWN_PROBLEMS = 200;

/** `text` cut to `max` characters, saying how much was left out. */
export function truncate(text: string, max: number = MAX_TEXT): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

function finite(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function str(value: unknown): value is string {
  return typeof value === 'string';
}

class Reporter {
  readonly problems: Problem[] = [];
  errors = 0;
  warnings = 0;

  private add(file: string, path: string, reason: string, severity: Severity): void {
    if (severity === 'error') this.errors += 1;
    else this.warnings += 1;
    if (this.problems.length < MAX_KEPT_PROBLEMS) this.problems.push({ file: truncate(file), path: truncate(path), reason: truncate(reason), severity });
  }

  error(file: string, path: string, reason: string): void {
    this.add(file, path, reason, 'error');
  }

  warn(file: string, path: string, reason: string): void {
    this.add(file, path, reason, 'warning');
  }

  /** One note that the checks of other files against `file` were left out because `file` is unusable. */
  skipCrossChecks(file: string, why: string): void {
    this.warn(file, '$', `${why}: the checks of the other files against it were skipped`);
  }

  /** Reads a raw file: reports missing/invalid files and returns the JSON (undefined when unusable). */
  open(raw: RawFile | undefined, required: boolean): unknown {
    if (!raw) return undefined;
    if ('missing' in raw) {
      if (required) this.error(raw.file, '$', 'file is missing');
      return undefined;
    }
    if ('invalid' in raw) {
      this.error(raw.file, '$', `not valid JSON: ${raw.invalid}`);
      return undefined;
    }
    return raw.json;
  }

  guard<T>(file: string, result: ParseResult<T>): void {
    if (!result.ok) for (const p of result.problems) this.error(file, p.path, p.reason);
  }
}

function inRange(r: Reporter, file: string, path: string, value: unknown, min: number, max: number, what: string): void {
  if (finite(value) && (value < min || value > max)) r.error(file, path, `${what} ${value} is outside ${min}..${max}`);
}

// ---------------------------------------------------------------------------------------------

interface CardInfo {
  name: string;
  type: string;
}

function checkExpansionList(r: Reporter, file: string, json: unknown, basePath: string): Set<string> {
  const ids = new Set<string>();
  if (!Array.isArray(json)) return ids;
  json.forEach((expansion, i) => {
    if (!isRecord(expansion) || !str(expansion['id'])) return;
    const id = expansion['id'];
    if (ids.has(id)) r.error(file, `${basePath}[${i}].id`, `duplicate expansion id "${id}"`);
    ids.add(id);
  });
  return ids;
}

function checkCards(r: Reporter, file: string, json: unknown, expansionIds: Set<string> | null): Map<string, CardInfo> {
  const index = new Map<string, CardInfo>();
  r.guard(file, parseCards(json));
  if (!Array.isArray(json)) return index;
  json.forEach((card, i) => {
    if (!isRecord(card)) return;
    const at = `$[${i}]`;
    const { id, name, type, ex, set } = card;
    if (!str(id)) return;
    if (index.has(id)) r.error(file, `${at}.id`, `duplicate card id "${id}"`);
    if (str(name) && str(type)) index.set(id, { name, type });
    if (str(set) && !id.startsWith(`${set}-`)) r.error(file, `${at}.set`, `set "${set}" does not match the id "${id}"`);
    if (str(set) && expansionIds && expansionIds.size > 0 && !expansionIds.has(set)) {
      r.error(file, `${at}.set`, `set "${set}" is not a known expansion`);
    }
    if (str(name) && (ex === 'Yes' || ex === 'No')) {
      const named = / ex$/.test(name);
      if (type === 'Trainer' && ex === 'Yes') r.error(file, `${at}.ex`, `Trainer "${name}" is marked ex`);
      else if (named && ex === 'No') r.error(file, `${at}.ex`, `"${name}" ends in " ex" but ex is "No"`);
      else if (!named && ex === 'Yes') r.error(file, `${at}.ex`, `"${name}" is marked ex but its name does not end in " ex"`);
    }
  });
  return index;
}

function checkBestDecks(
  r: Reporter,
  file: string,
  json: unknown,
  cards: Map<string, CardInfo> | null,
  matchupKeys: Set<string> | null,
  matchupFile: string,
): { names: Set<string> | null; lists: number } {
  const names = new Set<string>();
  let listCount = 0;
  r.guard(file, parseBestDecks(json));
  if (!Array.isArray(json)) {
    r.skipCrossChecks(file, 'not an array of archetypes');
    return { names: null, lists: 0 };
  }
  const deckIds = new Map<string, string>();
  let share = 0;
  json.forEach((archetype, i) => {
    if (!isRecord(archetype)) return;
    const at = `$[${i}]`;
    const name = archetype['name'];
    if (str(name) && name.trim() !== '') {
      if (names.has(name)) r.error(file, `${at}.name`, `duplicate archetype name "${name}"`);
      names.add(name);
      const id = deckIdFromName(name);
      const unsafe = deckIdProblem(id);
      if (unsafe) r.error(file, `${at}.name`, `archetype "${truncate(name, 80)}": its deck id ${unsafe}`);
      const other = deckIds.get(id);
      if (other !== undefined && other !== name) r.error(file, `${at}.name`, `deck id "${id}" is also the id of "${other}"`);
      deckIds.set(id, name);
      if (matchupKeys && !matchupKeys.has(name)) r.error(file, `${at}.name`, `archetype "${name}" has no key in ${matchupFile}`);
      if (cards) {
        for (const part of name.split('&')) {
          const embedded = /-([a-z0-9]+-\d{3,})$/.exec(part)?.[1];
          if (embedded && !cards.has(embedded)) r.warn(file, `${at}.name`, `name refers to card id "${embedded}", which is not in the catalogue`);
        }
      }
    }
    inRange(r, file, `${at}.popularity`, archetype['popularity'], 0, 1, 'popularity');
    inRange(r, file, `${at}.percentOfGames`, archetype['percentOfGames'], 0, 1, 'percentOfGames');
    if (finite(archetype['percentOfGames'])) share += archetype['percentOfGames'];
    const lists = archetype['lists'];
    if (!Array.isArray(lists)) return;
    lists.forEach((list, j) => {
      listCount += 1;
      if (!isRecord(list)) return;
      const listAt = `${at}.lists[${j}]`;
      inRange(r, file, `${listAt}.score`, list['score'], 0, 1, 'score');
      inRange(r, file, `${listAt}.strength`, list['strength'], 0, 1, 'strength');
      checkListCards(r, file, `${listAt}.cards`, list['cards'], cards);
    });
  });
  if (share > 1 + EPSILON + json.length * HALF_UNIT) r.error(file, '$', `percentOfGames adds up to ${share.toFixed(4)}, more than 1`);
  return { names, lists: listCount };
}

function checkListCards(r: Reporter, file: string, at: string, entries: unknown, cards: Map<string, CardInfo> | null): void {
  if (!Array.isArray(entries)) return;
  let total = 0;
  let wellFormed = true;
  const seen = new Set<string>();
  const perName = new Map<string, { count: number; ids: string[] }>();
  entries.forEach((entry, k) => {
    const match = str(entry) ? LIST_ENTRY_PATTERN.exec(entry) : null;
    if (!match) {
      wellFormed = false; // reported by the guard
      return;
    }
    const count = Number(match[1]);
    const id = match[2] ?? '';
    total += count;
    if (seen.has(id)) r.warn(file, `${at}[${k}]`, `card id "${id}" appears twice in the list (counts add up)`);
    seen.add(id);
    if (!cards) return;
    const card = cards.get(id);
    if (!card) {
      r.error(file, `${at}[${k}]`, `unknown card id "${id}"`);
      return;
    }
    const named = perName.get(card.name) ?? { count: 0, ids: [] };
    named.count += count;
    named.ids.push(id);
    perName.set(card.name, named);
  });
  if (wellFormed && total !== DECK_SIZE) r.error(file, at, `card counts add up to ${total}, expected ${DECK_SIZE}`);
  for (const [name, { count, ids }] of perName) {
    if (count > MAX_COPIES) {
      r.error(file, at, `${count} copies of "${name}" (${ids.join(', ')}); at most ${MAX_COPIES} per card name`);
    }
  }
}

function checkMatchups(r: Reporter, file: string, json: unknown, archetypes: Set<string> | null, bestDecksFile: string): number {
  r.guard(file, parseMatchupData(json));
  if (!isRecord(json)) return 0;
  let rowCount = 0;
  const lookup = new Map<string, Map<string, { winRate: number; totalGames: number; path: string }>>();
  for (const [key, rows] of Object.entries(json)) {
    const at = childPath('$', key);
    if (archetypes && !archetypes.has(key)) r.warn(file, at, `"${key}" is not an archetype of ${bestDecksFile}`);
    if (!Array.isArray(rows)) continue;
    rowCount += rows.length;
    const byName = new Map<string, { winRate: number; totalGames: number; path: string }>();
    lookup.set(key, byName);
    let totals = 0;
    let total: { winRate: number; totalGames: number; path: string } | null = null;
    let games = 0;
    let won = 0;
    let mirror: { winRate: number; totalGames: number } | null = null;
    let summable = true;
    rows.forEach((row, i) => {
      if (!isRecord(row)) return;
      const rowAt = `${at}[${i}]`;
      const { name, winRate, totalGames } = row;
      if (finite(winRate) && (winRate < 0 || winRate > 1)) r.error(file, `${rowAt}.winRate`, `win rate ${winRate} is outside 0..1`);
      if (finite(totalGames) && totalGames < 0) r.error(file, `${rowAt}.totalGames`, `negative number of games (${totalGames})`);
      if (!str(name) || !finite(winRate) || !finite(totalGames)) {
        summable = false;
        return;
      }
      if (name === TOTAL_ROW) {
        totals += 1;
        total = { winRate, totalGames, path: rowAt };
        return;
      }
      if (byName.has(name)) r.warn(file, `${rowAt}.name`, `second row against "${name}"`);
      byName.set(name, { winRate, totalGames, path: rowAt });
      games += totalGames;
      won += winRate * totalGames;
      if (name === key) {
        mirror = { winRate, totalGames };
        // Both sides of a mirror score together: 0.5, or less when some games were double losses.
        if (winRate > 0.5 + EPSILON) r.warn(file, `${rowAt}.winRate`, `win rate against itself is ${winRate}, more than 0.5`);
      }
    });
    if (totals === 0) r.error(file, at, `no "${TOTAL_ROW}" row`);
    else if (totals > 1) r.error(file, at, `${totals} "${TOTAL_ROW}" rows, expected one`);
    const t = total as { winRate: number; totalGames: number; path: string } | null;
    if (t && summable && totals === 1 && byName.size > 0) {
      // Total covers every row (as in the original site's files) or every row except the mirror (as the pipeline defines it).
      const m = mirror as { winRate: number; totalGames: number } | null;
      const sums = [{ games, won }];
      if (m) sums.push({ games: games - m.totalGames, won: won - m.winRate * m.totalGames });
      // Each rounded row and the rounded Total may each be off by half a unit.
      const same = (a: number, b: number): boolean => Math.abs(a - b) <= EPSILON * Math.max(1, Math.abs(a)) + (byName.size + 1) * HALF_UNIT;
      const match = sums.find((sum) => same(sum.games, t.totalGames));
      if (!match) {
        r.warn(
          file,
          `${t.path}.totalGames`,
          `Total has ${t.totalGames} games but the rows add up to ${sums.map((x) => x.games).join(' (or without the mirror ')}${sums.length > 1 ? ')' : ''}`,
        );
      } else if (match.games > 0 && Math.abs(match.won / match.games - t.winRate) > EPSILON + 2 * HALF_UNIT) {
        r.warn(file, `${t.path}.winRate`, `Total win rate ${t.winRate} differs from the rows' weighted win rate ${match.won / match.games}`);
      }
    }
  }
  // Symmetry: A vs B and B vs A describe the same games.
  for (const [a, rows] of lookup) {
    for (const [b, row] of rows) {
      if (a >= b) continue;
      const back = lookup.get(b)?.get(a);
      if (!lookup.has(b)) continue;
      if (!back) {
        r.warn(file, `${row.path}.name`, `"${b}" has no row against "${a}"`);
        continue;
      }
      // Ties give both sides 1/2 and double losses 0, so the two win rates add up to 1 at most.
      if (row.winRate + back.winRate > 1 + EPSILON + 2 * HALF_UNIT) {
        r.warn(file, `${row.path}.winRate`, `win rates of "${a}" vs "${b}" (${row.winRate}) and back (${back.winRate}) add up to more than 1`);
      }
      if (Math.abs(row.totalGames - back.totalGames) > EPSILON * Math.max(1, row.totalGames) + 2 * HALF_UNIT) {
        r.warn(file, `${row.path}.totalGames`, `"${a}" vs "${b}" has ${row.totalGames} games but the reverse row has ${back.totalGames}`);
      }
    }
  }
  return rowCount;
}

function checkCardScores(r: Reporter, file: string, json: unknown, cards: Map<string, CardInfo> | null): number {
  r.guard(file, parseCardScores(json));
  if (!Array.isArray(json)) return 0;
  const names = new Set<string>();
  json.forEach((entry, i) => {
    if (!isRecord(entry)) return;
    const at = `$[${i}]`;
    inRange(r, file, `${at}.score`, entry['score'], 0, 1, 'score');
    inRange(r, file, `${at}.popularity`, entry['popularity'], 0, 1, 'popularity');
    const name = entry['name'];
    if (!str(name)) return;
    if (names.has(name)) r.warn(file, `${at}.name`, `duplicate card score "${name}"`);
    names.add(name);
    const parsed = parseScoreName(name);
    if (!parsed) return; // reported by the guard
    const { copies, cardName, cardId: id } = parsed;
    if (copies > MAX_COPIES) r.error(file, `${at}.name`, `${copies} copies; a list holds at most ${MAX_COPIES}`);
    if (!cards) return;
    const card = cards.get(id);
    if (!card) r.error(file, `${at}.name`, `"${name}" does not resolve to a catalogue card (no card "${id}")`);
    else if (card.name !== cardName) r.error(file, `${at}.name`, `card "${id}" is named "${card.name}", not "${cardName}"`);
  });
  return json.length;
}

function checkMeta(r: Reporter, file: string, json: unknown): void {
  r.guard(file, parseMeta(json));
  if (isRecord(json)) {
    const last = json['lastUpdated'];
    if (str(last) && isIsoDate(last) && Date.parse(last.length === 10 ? `${last}T00:00:00Z` : last) > Date.now() + 86_400_000) {
      r.warn(file, '$.lastUpdated', `${last} is in the future`);
    }
  }
}

function checkDerived(r: Reporter, raw: RawDataset, matchups: unknown): number {
  const summaryRaw = raw.summary;
  const summaryPresent = summaryRaw !== undefined && !('missing' in summaryRaw);
  const folderPresent = raw.matchupFiles !== undefined;
  if (!summaryPresent && !folderPresent) {
    r.warn(SUMMARY_FILE, '$', `derived files are missing (${SUMMARY_FILE}, ${MATCHUPS_DIR}/); run npm run data:derive before publishing`);
    return 0;
  }
  const data = isRecord(matchups) && parseMatchupData(matchups).ok ? (matchups as Record<string, unknown[]>) : null;

  const summary = r.open(summaryRaw, true);
  if (summaryRaw && summary !== undefined) {
    const file = summaryRaw.file;
    r.guard(file, parseMatchupSummary(summary));
    if (data && isRecord(summary)) {
      for (const [name, rows] of Object.entries(data)) {
        const total = rows.find((row) => isRecord(row) && row['name'] === TOTAL_ROW);
        if (!isRecord(total)) continue;
        const entry = summary[name];
        const at = childPath('$', name);
        if (!isRecord(entry)) r.error(file, at, `missing; run npm run data:derive`);
        else if (entry['winRate'] !== total['winRate'] || entry['totalGames'] !== total['totalGames']) {
          r.error(file, at, `differs from the Total row of matchup-data.json; run npm run data:derive`);
        }
      }
      for (const name of Object.keys(summary)) {
        if (!(name in data)) r.error(file, childPath('$', name), `"${name}" is not in matchup-data.json; run npm run data:derive`);
      }
    }
  }

  const files = raw.matchupFiles;
  if (!files) {
    r.warn(`${MATCHUPS_DIR}/`, '$', `folder is missing; run npm run data:derive`);
    return 0;
  }
  const expected = new Set<string>();
  if (data) {
    for (const [name, rows] of Object.entries(data)) {
      const fileName = matchupFileName(deckIdFromName(name));
      expected.add(fileName);
      const label = `${MATCHUPS_DIR}/${fileName}`;
      const content = r.open(files.get(fileName) ?? { file: label, missing: true }, true);
      if (content === undefined) continue;
      r.guard(label, parseMatchupRows(content));
      if (JSON.stringify(content) !== JSON.stringify(rows))
        r.error(label, '$', `differs from the rows of "${name}" in matchup-data.json; run npm run data:derive`);
    }
    for (const fileName of files.keys()) {
      if (!expected.has(fileName)) r.warn(`${MATCHUPS_DIR}/${fileName}`, '$', 'no archetype of matchup-data.json has this file; run npm run data:derive');
    }
  }
  return files.size;
}

/** Validates parsed data files (pure: no file system access). */
export function validateDataset(raw: RawDataset): ValidationReport {
  const r = new Reporter();

  let expansionIds: Set<string> | null = null;
  const expansionsJson = r.open(raw.expansions, true);
  if (raw.expansions && expansionsJson !== undefined) {
    r.guard(raw.expansions.file, parseExpansions(expansionsJson));
    expansionIds = checkExpansionList(r, raw.expansions.file, expansionsJson, '$');
  }
  const metaJson = r.open(raw.meta, false);
  if (raw.meta && 'missing' in raw.meta && !raw.expansions) {
    r.warn(raw.meta.file, '$', 'file is missing: the site shows no last-updated date and no expansion names');
  }
  if (raw.meta && metaJson !== undefined) {
    checkMeta(r, raw.meta.file, metaJson);
    const ids = isRecord(metaJson) ? checkExpansionList(r, raw.meta.file, metaJson['expansions'], '$.expansions') : new Set<string>();
    if (!expansionIds) expansionIds = ids;
  }

  // A base file that is unusable (missing, not JSON, not the right container, no usable entry) is
  // reported once; the checks of other files against it are skipped instead of failing line by line.
  const cardsJson = r.open(raw.cards, true);
  let cards: Map<string, CardInfo> | null = null;
  if (cardsJson !== undefined) {
    const index = checkCards(r, raw.cards.file, cardsJson, expansionIds);
    if (index.size > 0) cards = index;
    else r.skipCrossChecks(raw.cards.file, 'no usable card');
  }

  const matchupJson = r.open(raw.matchupData, true);
  const matchupKeys = isRecord(matchupJson) ? new Set(Object.keys(matchupJson)) : null;
  if (matchupJson !== undefined && !matchupKeys) r.skipCrossChecks(raw.matchupData.file, 'not an object of archetypes');
  const decksJson = r.open(raw.bestDecks, true);
  const decks = decksJson !== undefined ? checkBestDecks(r, raw.bestDecks.file, decksJson, cards, matchupKeys, raw.matchupData.file) : null;
  const matchupRows = matchupJson !== undefined ? checkMatchups(r, raw.matchupData.file, matchupJson, decks?.names ?? null, raw.bestDecks.file) : 0;

  const scoresJson = r.open(raw.cardScores, true);
  const scores = scoresJson !== undefined ? checkCardScores(r, raw.cardScores.file, scoresJson, cards) : 0;

  const matchupFiles = raw.skipDerived ? 0 : checkDerived(r, raw, matchupJson);

  return {
    problems: r.problems,
    errors: r.errors,
    warnings: r.warnings,
    stats: {
      cards: cards?.size ?? 0,
      archetypes: decks?.names?.size ?? 0,
      lists: decks?.lists ?? 0,
      matchupRows,
      cardScores: scores,
      matchupFiles,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// File system

export function readRawFile(path: string, label: string = basename(path)): RawFile {
  if (!existsSync(path)) return { file: label, missing: true };
  try {
    return { file: label, json: JSON.parse(readFileSync(path, 'utf8')) as unknown };
  } catch (error) {
    return { file: label, invalid: error instanceof Error ? error.message : String(error) };
  }
}

export interface ValidateOptions {
  dataDir: string;
  /** Card catalogue; default `<dataDir>/cards.json`. */
  cardsFile?: string;
  /** Expansions list of a real drop; default: the expansions of `<dataDir>/meta.json`. */
  expansionsFile?: string;
}

/** Reads a data directory and validates it. */
export function validateDataDir(options: ValidateOptions): ValidationReport {
  const { dataDir } = options;
  const at = (name: string): string => join(dataDir, name);
  const folder = at(MATCHUPS_DIR);
  let matchupFiles: Map<string, RawFile> | undefined;
  if (existsSync(folder)) {
    matchupFiles = new Map();
    for (const name of readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      matchupFiles.set(name, readRawFile(join(folder, name), `${MATCHUPS_DIR}/${name}`));
    }
  }
  return validateDataset({
    cards: options.cardsFile ? readRawFile(options.cardsFile, options.cardsFile) : readRawFile(at('cards.json')),
    bestDecks: readRawFile(at('best-decks.json')),
    matchupData: readRawFile(at('matchup-data.json')),
    cardScores: readRawFile(at('card-scores.json')),
    meta: readRawFile(at('meta.json')),
    ...(options.expansionsFile ? { expansions: readRawFile(options.expansionsFile, options.expansionsFile) } : {}),
    summary: readRawFile(at(SUMMARY_FILE)),
    ...(matchupFiles ? { matchupFiles } : {}),
  });
}

/** The report with at most `max` problems listed (0: all that were kept), and how many were left out. */
export function capReport(report: ValidationReport, max: number = DEFAULT_SHOWN_PROBLEMS): ValidationReport & { notShown: number } {
  const total = report.errors + report.warnings;
  const problems = max > 0 ? report.problems.slice(0, max) : report.problems;
  return { ...report, problems, notShown: total - problems.length };
}

/** One problem as a line: severity, file, JSON path, reason. */
export function formatProblem(p: Problem): string {
  return `${p.severity.padEnd(7)} ${p.file}  ${p.path}  ${p.reason}`;
}

/** Human-readable lines: one per problem (at most `max`, 0 = all), a count of the rest, then the summary line. */
export function formatReport(report: ValidationReport, dataDir: string, max: number = DEFAULT_SHOWN_PROBLEMS): string[] {
  const capped = capReport(report, max);
  const lines = capped.problems.map(formatProblem);
  if (capped.notShown > 0) lines.push(`... and ${capped.notShown} more problem${capped.notShown === 1 ? '' : 's'} not shown (--max-problems N to see more)`);
  const s = report.stats;
  const verdict = report.errors === 0 ? 'OK' : 'FAILED';
  lines.push(
    `validate ${dataDir}: ${verdict} — ${report.errors} error${report.errors === 1 ? '' : 's'}, ${report.warnings} warning${report.warnings === 1 ? '' : 's'} ` +
      `(${s.cards} cards, ${s.archetypes} archetypes, ${s.lists} lists, ${s.matchupRows} matchup rows, ${s.cardScores} card scores, ${s.matchupFiles} matchup files)`,
  );
  return lines;
}
