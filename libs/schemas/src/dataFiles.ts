/**
 * Schemas of the data files. They check the *shape* of parsed JSON (types, required fields, formats of
 * ids, list entries, card-score names and dates) and report every problem with a JSON path; cross-file
 * consistency (unknown card ids, 20-card lists...) is the data validator's job (`npm run data:validate`).
 *
 * One set of schemas for the browser (every response is checked at the boundary) and the data tools.
 * Extra fields are allowed (newer data may add some) and kept in the returned value.
 */
import * as v from 'valibot';
import {
  ENERGY_TYPES,
  type Archetype,
  type Card,
  type CardScore,
  type DataMeta,
  type DeckList,
  type Expansion,
  type LastWeek,
  type Matchup,
  type MatchupData,
  type MatchupSummary,
  type MetaHistory,
  type StatsWindow,
} from '@tcgp/domain';
import { check, checkInSlices, expected, finiteNumber, keyedBy, nonEmptyString, oneOf, optionalString, patterned, record, type ParseResult } from './check';
import type { SliceOptions } from '@tcgp/scheduling';
import { CARD_ID_PATTERN, LIST_ENTRY_PATTERN, SCORE_NAME_PATTERN } from './patterns';
import { localNamesSchema } from './cardNames';

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

const CARD_TYPES = [...ENERGY_TYPES, 'Trainer'] as const;
const number = 'missing required number';
const text = 'missing required string';

export const cardSchema = record(
  {
    id: patterned(CARD_ID_PATTERN, 'a card id like "a1-001"'),
    name: nonEmptyString,
    type: oneOf(CARD_TYPES),
    ex: oneOf(['Yes', 'No'] as const),
    set: nonEmptyString,
    rarity: optionalString,
    image: optionalString,
    names: v.optional(localNamesSchema),
  },
  { id: text, name: text, set: text, type: `missing; expected one of ${CARD_TYPES.join(', ')}`, ex: 'missing; expected one of Yes, No' },
);

const listEntry = patterned(LIST_ENTRY_PATTERN, 'of the form "count:cardId" (e.g. "2:a1-098")', 'a "count:cardId" string');

export const deckListSchema = record(
  {
    cards: v.pipe(v.array(listEntry, expected('an array')), v.minLength(1, 'a deck list needs at least one entry')),
    score: finiteNumber,
    strength: finiteNumber,
  },
  { cards: 'missing required array of "count:cardId" entries', score: number, strength: number },
);

export const archetypeSchema = record(
  {
    name: nonEmptyString,
    lists: v.pipe(v.array(deckListSchema, expected('an array')), v.minLength(1, 'an archetype needs at least one list')),
    popularity: finiteNumber,
    percentOfGames: finiteNumber,
  },
  { name: text, lists: 'missing required array of deck lists', popularity: number, percentOfGames: number },
);

export const matchupSchema = record(
  { name: nonEmptyString, winRate: finiteNumber, totalGames: finiteNumber },
  { name: text, winRate: number, totalGames: number },
);
const matchupRows = v.array(matchupSchema, expected('an array'));

const isoDateText = (what: string) =>
  v.pipe(
    v.string(expected(what)),
    v.regex(ISO_DATE, (issue) => `${JSON.stringify(issue.input)} is not an ISO 8601 date or date-time`),
    v.check(isIsoDate, (issue) => `${JSON.stringify(issue.input)} is not a real date`),
  );

export const expansionSchema = record(
  {
    id: nonEmptyString,
    name: nonEmptyString,
    releaseDate: v.nullable(v.pipe(v.string(expected('an ISO date (YYYY-MM-DD) or null')), v.check(isIsoDate, expected('an ISO date (YYYY-MM-DD) or null')))),
    series: optionalString,
    promo: v.optional(v.boolean(expected('a boolean when present'))),
  },
  { id: text, name: text, releaseDate: 'missing; expected an ISO date or null' },
);
const expansionList = v.array(expansionSchema, expected('an array'));

export const metaSchema = record(
  {
    lastUpdated: isoDateText('an ISO 8601 date or date-time'),
    expansions: expansionList,
    statistics: v.optional(v.boolean(expected('a boolean when present'))),
  },
  { lastUpdated: text, expansions: 'missing required array of expansions' },
);

export const cardScoreSchema = record(
  { name: patterned(SCORE_NAME_PATTERN, 'of the form "<copies> <card name> <SET> <number>"'), score: finiteNumber, popularity: finiteNumber },
  { name: text, score: number, popularity: number },
);

export const cardsSchema = v.array(cardSchema, expected('an array'));
export const bestDecksSchema = v.array(archetypeSchema, expected('an array'));
export const matchupDataSchema = keyedBy(matchupRows);
export const matchupSummarySchema = keyedBy(record({ winRate: finiteNumber, totalGames: finiteNumber }, { winRate: number, totalGames: number }));
export const cardScoresSchema = v.array(cardScoreSchema, expected('an array'));

/** `cards.json`: the card catalogue (v4 fields). */
export const parseCards = (json: unknown): ParseResult<Card[]> => check<Card[]>(cardsSchema, json);
/** `best-decks.json`: the deck archetypes and their lists. */
export const parseBestDecks = (json: unknown): ParseResult<Archetype[]> => check<Archetype[]>(bestDecksSchema, json);
/** {@link parseCards} in slices (see {@link checkInSlices}): for the browser, which has a page to keep responsive. */
export const parseCardsInSlices = (json: unknown, options?: SliceOptions): Promise<ParseResult<Card[]>> => checkInSlices<Card>(cardsSchema, json, options);
/** {@link parseBestDecks} in slices (see {@link checkInSlices}). */
export const parseBestDecksInSlices = (json: unknown, options?: SliceOptions): Promise<ParseResult<Archetype[]>> =>
  checkInSlices<Archetype>(bestDecksSchema, json, options);
/** A single deck list. */
export const parseDeckList = (json: unknown): ParseResult<DeckList> => check<DeckList>(deckListSchema, json);
/** `matchup-data.json`: archetype name -> its matchup rows (including `Total`). */
export const parseMatchupData = (json: unknown): ParseResult<MatchupData> => check<MatchupData>(matchupDataSchema, json);
/** `matchups/<file>.json`: the matchup rows of one archetype. */
export const parseMatchupRows = (json: unknown): ParseResult<Matchup[]> => check<Matchup[]>(matchupRows, json);
/** `matchup-summary.json`: archetype name -> its `Total` row. */
export const parseMatchupSummary = (json: unknown): ParseResult<MatchupSummary> => check<MatchupSummary>(matchupSummarySchema, json);
/** `card-scores.json`: `{name: "<copies> <card name> <SET> <number>", score, popularity}` entries. */
export const parseCardScores = (json: unknown): ParseResult<CardScore[]> => check<CardScore[]>(cardScoresSchema, json);
/** {@link parseCardScores} in slices (see {@link checkInSlices}). */
export const parseCardScoresInSlices = (json: unknown, options?: SliceOptions): Promise<ParseResult<CardScore[]>> =>
  checkInSlices<CardScore>(cardScoresSchema, json, options);
/** An expansions list (`expansions.json` of a data drop, or `meta.json`'s `expansions`). */
export const parseExpansions = (json: unknown): ParseResult<Expansion[]> => check<Expansion[]>(expansionList, json);
/** `meta.json`: `{lastUpdated, expansions, ...}`. */
export const parseMeta = (json: unknown): ParseResult<DataMeta> => check<DataMeta>(metaSchema, json);

// ---------------------------------------------------------------------------------------------
// The statistics files: history.json, stats-<N>d.json, last-week.json (docs/data.md, "Definitions").

/** A number of games, entries or days: a whole number, 0 or more. */
const count = v.pipe(
  v.number(expected('a whole number of 0 or more', 'missing required number')),
  v.check((n) => Number.isInteger(n) && n >= 0, expected('a whole number of 0 or more')),
);

const windowSchema = record({ from: isoDateText('an ISO date'), to: isoDateText('an ISO date'), days: count }, { from: text, to: text, days: number });

/** A win rate that is null when there were no games. */
const rateOrNull = v.nullable(
  v.pipe(v.number(expected('a finite number or null', 'missing; expected a finite number or null')), v.finite(expected('a finite number or null'))),
);

const deckShareSchema = record(
  { share: finiteNumber, winRate: rateOrNull, games: count },
  { share: number, winRate: 'missing; expected a finite number or null', games: number },
);
const deckShares = keyedBy(deckShareSchema);

export const historySchema = record(
  {
    asOf: isoDateText('an ISO date'),
    weeks: v.array(
      record(
        { start: isoDateText('an ISO date'), end: isoDateText('an ISO date'), days: count, entries: count, games: count, decks: deckShares },
        { start: text, end: text, days: number, entries: number, games: number, decks: 'missing required object of decks' },
      ),
      expected('an array'),
    ),
  },
  { asOf: text, weeks: 'missing required array of weeks' },
);

const matrixCell = record({ winRate: finiteNumber, games: count }, { winRate: number, games: number });

export const statsWindowSchema = record(
  {
    asOf: isoDateText('an ISO date'),
    window: windowSchema,
    entries: count,
    games: count,
    decks: deckShares,
    top: v.array(nonEmptyString, expected('an array')),
    matrix: keyedBy(keyedBy(matrixCell)),
  },
  {
    asOf: text,
    window: 'missing required object {from, to, days}',
    entries: number,
    games: number,
    decks: 'missing required object of decks',
    top: 'missing required array of deck names',
    matrix: 'missing required object of rows',
  },
);

export const lastWeekSchema = record(
  {
    asOf: isoDateText('an ISO date'),
    window: windowSchema,
    decks: keyedBy(
      record(
        { score: finiteNumber, popularity: finiteNumber, strength: finiteNumber, winRate: finiteNumber, percentOfGames: finiteNumber },
        { score: number, popularity: number, strength: number, winRate: number, percentOfGames: number },
      ),
    ),
  },
  { asOf: text, window: 'missing required object {from, to, days}', decks: 'missing required object of decks' },
);

/** `history.json`: the meta share of every deck, week by week (12 weeks, oldest first). */
export const parseHistory = (json: unknown): ParseResult<MetaHistory> => check<MetaHistory>(historySchema, json);
/** `stats-7d.json`, `stats-14d.json`, `stats-30d.json`: shares and the matchup matrix of the top decks over N days. */
export const parseStatsWindow = (json: unknown): ParseResult<StatsWindow> => check<StatsWindow>(statsWindowSchema, json);
/** `last-week.json`: last week's ranking values per deck (for the rank changes of the tier list). */
export const parseLastWeek = (json: unknown): ParseResult<LastWeek> => check<LastWeek>(lastWeekSchema, json);
