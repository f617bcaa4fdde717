/**
 * The saved collection: the one format the browser keeps (localStorage), the account keeps (the local
 * payments service and Firestore `collections/{uid}`, whose rules pin the same shape) and export files
 * hold:
 *
 *   { "version": 1, "missing": ["a1-084", "a1-084", "a2-010"], "updatedAt": "2026-03-01T12:00:00.000Z" }
 *
 * `missing` is the append-only missing-cards list (an id twice = two copies missing): at most
 * MAX_MISSING entries (copies count), card ids like `a1-084` of at most MAX_CARD_ID_LENGTH characters,
 * at most MAX_COPIES (2) copies of a card; `updatedAt` a UTC date-time as `toISOString` writes it.
 * `follows` (optional; absent = none, and absent when empty, so a list without follows is saved as
 * before) holds the decks the player follows: at most MAX_FOLLOWS distinct deck ids.
 *
 * This is the one rule for every path that writes or reads the list: the browser's store, share links
 * (their decoder refuses whatever this refuses), imports, the account copy (the payments service
 * validates with this function; firestore.rules repeats the patterns, tested against this module).
 */
import * as v from 'valibot';
import { CARD_ID_PATTERN, DECK_ID_PATTERN, MAX_DECK_ID_LENGTH } from '@tcgp/schemas';
import { MAX_COPIES, countMissing } from '@tcgp/rules';
import { MAX_FOLLOWS, type CardId } from '@tcgp/domain';

export const SAVED_COLLECTION_VERSION = 1;
/** Entries `missing` may hold, copies counted (the limit of the payments service and firestore.rules). */
export const MAX_MISSING = 2000;
/** The longest card id a saved list takes (real ids such as `a2b-111` or `p-a-100` are far shorter). */
export const MAX_CARD_ID_LENGTH = 16;
/** Decks a player may follow (what `follows` may hold). */
export { MAX_FOLLOWS };

export interface SavedCollection {
  version: typeof SAVED_COLLECTION_VERSION;
  missing: CardId[];
  updatedAt: string;
  /** The decks the player follows (absent: none). */
  follows?: string[];
}

const UPDATED_AT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?Z$/;

/** A real UTC date-time in the form `toISOString` writes (not 31 February, which Date.parse would roll over). */
export function isUtcDateTime(value: string): boolean {
  if (!UPDATED_AT.test(value)) return false;
  const ms = Date.parse(value);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value.slice(0, 10);
}

export const savedCollectionSchema = v.strictObject({
  version: v.literal(SAVED_COLLECTION_VERSION),
  missing: v.pipe(v.array(v.pipe(v.string(), v.maxLength(MAX_CARD_ID_LENGTH), v.regex(CARD_ID_PATTERN))), v.maxLength(MAX_MISSING)),
  updatedAt: v.pipe(v.string(), v.check(isUtcDateTime)),
  follows: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.maxLength(MAX_DECK_ID_LENGTH), v.regex(DECK_ID_PATTERN))),
      v.maxLength(MAX_FOLLOWS),
      v.check((ids) => new Set(ids).size === ids.length),
    ),
  ),
});

/** Why a value is not a saved collection; the UI turns each into a localized sentence. */
export type CollectionProblem =
  | { code: 'notObject' }
  | { code: 'unknownField'; field: string }
  | { code: 'version'; found: string }
  | { code: 'missingList' }
  | { code: 'cardId'; index: number; value: string }
  | { code: 'tooMany'; count: number; max: number }
  | { code: 'tooManyCopies'; cardId: string; copies: number; max: number }
  | { code: 'updatedAt' }
  | { code: 'follows' };

export type CollectionResult = { ok: true; value: SavedCollection } | { ok: false; problem: CollectionProblem };

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The first problem of a failed parse, as one of the codes above. */
function problemOf(input: unknown, issue: v.BaseIssue<unknown>): CollectionProblem {
  const path = (issue.path ?? []).map((item) => (item as { key: unknown }).key);
  const [field, index] = path;
  if (path.length === 0) return { code: 'notObject' };
  if (field === 'version') return { code: 'version', found: shown(issue.input) };
  if (field === 'updatedAt') return { code: 'updatedAt' };
  if (field === 'follows') return { code: 'follows' };
  if (field === 'missing') {
    if (typeof index === 'number') return { code: 'cardId', index, value: shown(issue.input) };
    const missing = (input as { missing?: unknown }).missing;
    if (Array.isArray(missing) && missing.length > MAX_MISSING) return { code: 'tooMany', count: missing.length, max: MAX_MISSING };
    return { code: 'missingList' };
  }
  return { code: 'unknownField', field: shown(field) };
}

/** The first card of a list of well-formed ids that is missing more than MAX_COPIES times, or null. */
function tooManyCopies(missing: readonly CardId[]): CollectionProblem | null {
  for (const [cardId, copies] of countMissing(missing)) {
    if (copies > MAX_COPIES) return { code: 'tooManyCopies', cardId: shown(cardId), copies, max: MAX_COPIES };
  }
  return null;
}

/** Checks a parsed JSON value: the saved collection, or its first problem. */
export function parseSavedCollection(input: unknown): CollectionResult {
  // valibot's object schemas take arrays for objects.
  if (Array.isArray(input)) return { ok: false, problem: { code: 'notObject' } };
  const result = v.safeParse(savedCollectionSchema, input, { abortEarly: true });
  if (result.success) {
    const value = result.output as SavedCollection;
    const copies = tooManyCopies(value.missing);
    return copies ? { ok: false, problem: copies } : { ok: true, value };
  }
  const issue = result.issues[0];
  return { ok: false, problem: issue ? problemOf(input, issue) : { code: 'notObject' } };
}

/** True when `missing` is a list the saved format takes (what the store keeps and a reload gives back). */
export function isSavableMissing(missing: readonly CardId[]): boolean {
  return parseSavedCollection({ version: SAVED_COLLECTION_VERSION, missing, updatedAt: '2000-01-01T00:00:00.000Z' }).ok;
}

/** The saved form of a list (and of the followed decks: left out when there are none), stamped now. */
export function toSavedCollection(missing: readonly CardId[], now: Date = new Date(), follows: readonly string[] = []): SavedCollection {
  const saved: SavedCollection = { version: SAVED_COLLECTION_VERSION, missing: [...missing], updatedAt: now.toISOString() };
  if (follows.length > 0) saved.follows = [...follows];
  return saved;
}

/** True when `follows` is a list of followed decks the saved format takes. */
export function isSavableFollows(follows: readonly string[]): boolean {
  return parseSavedCollection({ version: SAVED_COLLECTION_VERSION, missing: [], updatedAt: '2000-01-01T00:00:00.000Z', follows }).ok;
}

/** What a stored text gave: the list, or the text itself when it could not be read. */
export type RestoredCollection =
  | { ok: true; missing: CardId[]; follows: string[] }
  /** Something was stored but it is not a saved collection this site reads (damaged, newer, refused). */
  | { ok: false; text: string; problem: CollectionProblem | { code: 'notJson' } };

/** Reads the text a browser stored (null when nothing was stored). Never throws. */
export function restoreCollection(text: string | null): RestoredCollection {
  if (text === null) return { ok: true, missing: [], follows: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, text, problem: { code: 'notJson' } };
  }
  const parsed = parseSavedCollection(json);
  return parsed.ok ? { ok: true, missing: parsed.value.missing, follows: parsed.value.follows ?? [] } : { ok: false, text, problem: parsed.problem };
}
