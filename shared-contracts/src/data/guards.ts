/**
 * Hand-written guards for the data files. They check the *shape* of parsed JSON (types, required
 * fields, formats of ids, list entries, card-score names and dates) and report every problem with a
 * JSON path; they do not check cross-file consistency (unknown card ids, 20-card lists...), which is
 * the job of the data validator (`npm run data:validate`).
 *
 * Used by the data scripts (Node) and on HTTP responses in the browser: no Node APIs here.
 * Extra fields are allowed (newer data may add some) and kept in the returned value.
 */
import type {
  Archetype,
  Card,
  CardScore,
  DataMeta,
  DeckList,
  Expansion,
  Matchup,
  MatchupData,
  MatchupSummary,
} from '../domain/types';
import { ENERGY_TYPES } from '../domain/types';

export interface GuardProblem {
  /** JSON path of the offending value, e.g. `$[3].lists[0].cards[5]` or `$["deck-a1-001"][2].winRate`. */
  path: string;
  reason: string;
}

export type GuardResult<T> = { ok: true; value: T } | { ok: false; problems: GuardProblem[] };

/** `count:cardId`, e.g. `2:a1-098` (same format as the domain's parseListEntry). */
export const LIST_ENTRY_PATTERN = /^([1-9]\d*):([a-z0-9]+-\d{3,})$/;
/** `<set>-<NNN>`: lowercase set code, dash, number of at least 3 digits. */
export const CARD_ID_PATTERN = /^[a-z0-9]+-\d{3,}$/;
/** `<copies> <card name> <SET> <number>`, e.g. `2 Poké Ball PA 5`. */
export const SCORE_NAME_PATTERN = /^([1-9]\d*) (.+) ([A-Za-z0-9]+) (\d+)$/;

const CARD_TYPES: readonly string[] = [...ENERGY_TYPES, 'Trainer'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

/** True for an ISO 8601 calendar date (`2025-12-22`) or date-time (`2025-12-22T08:00:00Z`) that exists. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d, hh, mm, ss, oh, om] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  if (hh !== undefined && (Number(hh) > 23 || Number(mm) > 59 || Number(ss ?? 0) > 59)) return false;
  if (oh !== undefined && (Number(oh) > 23 || Number(om) > 59)) return false;
  return true;
}

/** Appends a property or index to a JSON path (identifier keys as `.key`, others as `["key"]`). */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects problems while walking a value. */
class Check {
  readonly problems: GuardProblem[] = [];

  fail(path: string, reason: string): false {
    this.problems.push({ path, reason });
    return false;
  }

  record(value: unknown, path: string): value is Record<string, unknown> {
    return isRecord(value) || this.fail(path, `expected an object, got ${describe(value)}`);
  }

  array(value: unknown, path: string): value is unknown[] {
    return Array.isArray(value) || this.fail(path, `expected an array, got ${describe(value)}`);
  }

  string(obj: Record<string, unknown>, key: string, path: string, options: { nonEmpty?: boolean; pattern?: RegExp; format?: string } = {}): boolean {
    const value = obj[key];
    const at = childPath(path, key);
    if (value === undefined) return this.fail(at, 'missing required string');
    if (typeof value !== 'string') return this.fail(at, `expected a string, got ${describe(value)}`);
    if (options.nonEmpty && value.trim() === '') return this.fail(at, 'must not be empty');
    if (options.pattern && !options.pattern.test(value)) {
      return this.fail(at, `${JSON.stringify(value)} is not ${options.format ?? `of the form ${String(options.pattern)}`}`);
    }
    return true;
  }

  optionalString(obj: Record<string, unknown>, key: string, path: string): boolean {
    const value = obj[key];
    if (value === undefined || typeof value === 'string') return true;
    return this.fail(childPath(path, key), `expected a string when present, got ${describe(value)}`);
  }

  number(obj: Record<string, unknown>, key: string, path: string): boolean {
    const value = obj[key];
    const at = childPath(path, key);
    if (value === undefined) return this.fail(at, 'missing required number');
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return this.fail(at, `expected a finite number, got ${describe(value)}`);
    }
    return true;
  }

  oneOf(obj: Record<string, unknown>, key: string, path: string, allowed: readonly string[]): boolean {
    const value = obj[key];
    const at = childPath(path, key);
    if (value === undefined) return this.fail(at, `missing; expected one of ${allowed.join(', ')}`);
    if (typeof value !== 'string' || !allowed.includes(value)) {
      return this.fail(at, `expected one of ${allowed.join(', ')}, got ${describe(value)}`);
    }
    return true;
  }

  result<T>(value: unknown): GuardResult<T> {
    return this.problems.length === 0 ? { ok: true, value: value as T } : { ok: false, problems: this.problems };
  }
}

function checkCard(c: Check, value: unknown, path: string): void {
  if (!c.record(value, path)) return;
  c.string(value, 'id', path, { pattern: CARD_ID_PATTERN, format: 'a card id like "a1-001"' });
  c.string(value, 'name', path, { nonEmpty: true });
  c.oneOf(value, 'type', path, CARD_TYPES);
  c.oneOf(value, 'ex', path, ['Yes', 'No']);
  c.string(value, 'set', path, { nonEmpty: true });
  c.optionalString(value, 'rarity', path);
  c.optionalString(value, 'image', path);
}

/** `cards.json`: the card catalogue (v4 fields). */
export function parseCards(json: unknown): GuardResult<Card[]> {
  const c = new Check();
  if (c.array(json, '$')) json.forEach((card, i) => checkCard(c, card, `$[${i}]`));
  return c.result(json);
}

function checkDeckList(c: Check, value: unknown, path: string): void {
  if (!c.record(value, path)) return;
  const cardsPath = childPath(path, 'cards');
  const cards = value['cards'];
  if (cards === undefined) c.fail(cardsPath, 'missing required array of "count:cardId" entries');
  else if (c.array(cards, cardsPath)) {
    if (cards.length === 0) c.fail(cardsPath, 'a deck list needs at least one entry');
    cards.forEach((entry, i) => {
      const at = `${cardsPath}[${i}]`;
      if (typeof entry !== 'string') c.fail(at, `expected a "count:cardId" string, got ${describe(entry)}`);
      else if (!LIST_ENTRY_PATTERN.test(entry)) c.fail(at, `${JSON.stringify(entry)} is not of the form "count:cardId" (e.g. "2:a1-098")`);
    });
  }
  c.number(value, 'score', path);
  c.number(value, 'strength', path);
}

function checkArchetype(c: Check, value: unknown, path: string): void {
  if (!c.record(value, path)) return;
  c.string(value, 'name', path, { nonEmpty: true });
  const listsPath = childPath(path, 'lists');
  const lists = value['lists'];
  if (lists === undefined) c.fail(listsPath, 'missing required array of deck lists');
  else if (c.array(lists, listsPath)) {
    if (lists.length === 0) c.fail(listsPath, 'an archetype needs at least one list');
    lists.forEach((list, i) => checkDeckList(c, list, `${listsPath}[${i}]`));
  }
  c.number(value, 'popularity', path);
  c.number(value, 'percentOfGames', path);
}

/** `best-decks.json`: the deck archetypes and their lists. */
export function parseBestDecks(json: unknown): GuardResult<Archetype[]> {
  const c = new Check();
  if (c.array(json, '$')) json.forEach((archetype, i) => checkArchetype(c, archetype, `$[${i}]`));
  return c.result(json);
}

/** A single deck list (exported for callers that check lists one by one). */
export function parseDeckList(json: unknown): GuardResult<DeckList> {
  const c = new Check();
  checkDeckList(c, json, '$');
  return c.result(json);
}

function checkMatchupRows(c: Check, value: unknown, path: string): void {
  if (!c.array(value, path)) return;
  value.forEach((row, i) => {
    const at = `${path}[${i}]`;
    if (!c.record(row, at)) return;
    c.string(row, 'name', at, { nonEmpty: true });
    c.number(row, 'winRate', at);
    c.number(row, 'totalGames', at);
  });
}

/** `matchup-data.json`: archetype name -> its matchup rows (including `Total`). */
export function parseMatchupData(json: unknown): GuardResult<MatchupData> {
  const c = new Check();
  if (c.record(json, '$')) {
    for (const [name, rows] of Object.entries(json)) checkMatchupRows(c, rows, childPath('$', name));
  }
  return c.result(json);
}

/** `matchups/<deck id>.json`: the matchup rows of one archetype. */
export function parseMatchupRows(json: unknown): GuardResult<Matchup[]> {
  const c = new Check();
  checkMatchupRows(c, json, '$');
  return c.result(json);
}

/** `matchup-summary.json`: archetype name -> its `Total` row. */
export function parseMatchupSummary(json: unknown): GuardResult<MatchupSummary> {
  const c = new Check();
  if (c.record(json, '$')) {
    for (const [name, total] of Object.entries(json)) {
      const at = childPath('$', name);
      if (!c.record(total, at)) continue;
      c.number(total, 'winRate', at);
      c.number(total, 'totalGames', at);
    }
  }
  return c.result(json);
}

/** `card-scores.json`: `{name: "<copies> <card name> <SET> <number>", score, popularity}` entries. */
export function parseCardScores(json: unknown): GuardResult<CardScore[]> {
  const c = new Check();
  if (c.array(json, '$')) {
    json.forEach((entry, i) => {
      const at = `$[${i}]`;
      if (!c.record(entry, at)) return;
      c.string(entry, 'name', at, { pattern: SCORE_NAME_PATTERN, format: 'of the form "<copies> <card name> <SET> <number>"' });
      c.number(entry, 'score', at);
      c.number(entry, 'popularity', at);
    });
  }
  return c.result(json);
}

function checkExpansions(c: Check, value: unknown, path: string): void {
  if (!c.array(value, path)) return;
  value.forEach((expansion, i) => {
    const at = `${path}[${i}]`;
    if (!c.record(expansion, at)) return;
    c.string(expansion, 'id', at, { nonEmpty: true });
    c.string(expansion, 'name', at, { nonEmpty: true });
    const date = expansion['releaseDate'];
    const dateAt = childPath(at, 'releaseDate');
    if (date === undefined) c.fail(dateAt, 'missing; expected an ISO date or null');
    else if (date !== null && (typeof date !== 'string' || !isIsoDate(date))) {
      c.fail(dateAt, `expected an ISO date (YYYY-MM-DD) or null, got ${describe(date)}`);
    }
    c.optionalString(expansion, 'series', at);
    const promo = expansion['promo'];
    if (promo !== undefined && typeof promo !== 'boolean') c.fail(childPath(at, 'promo'), `expected a boolean when present, got ${describe(promo)}`);
  });
}

/** An expansions list (`expansions.json` of a real data drop, or `meta.json`'s `expansions`). */
export function parseExpansions(json: unknown): GuardResult<Expansion[]> {
  const c = new Check();
  checkExpansions(c, json, '$');
  return c.result(json);
}

/** `meta.json`: `{lastUpdated, expansions}`. */
export function parseMeta(json: unknown): GuardResult<DataMeta> {
  const c = new Check();
  if (c.record(json, '$')) {
    c.string(json, 'lastUpdated', '$', { pattern: ISO_DATE, format: 'an ISO 8601 date or date-time' });
    const last = json['lastUpdated'];
    if (typeof last === 'string' && ISO_DATE.test(last) && !isIsoDate(last)) c.fail('$.lastUpdated', `${JSON.stringify(last)} is not a real date`);
    const expansions = json['expansions'];
    if (expansions === undefined) c.fail('$.expansions', 'missing required array of expansions');
    else checkExpansions(c, expansions, '$.expansions');
  }
  return c.result(json);
}
