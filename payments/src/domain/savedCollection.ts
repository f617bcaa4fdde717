/**
 * The saved collection of issue 14, as the local service accepts it (firestore.rules pins the same
 * shape for `collections/{uid}` in production):
 *
 *   { "version": 1, "missing": string[], "updatedAt": ISO string }
 *
 * `missing` is the append-only missing-cards list: an id twice means two copies missing. Every id
 * matches CARD_ID (`a1-084`), at most MAX_MISSING entries; updatedAt is a UTC date-time as
 * `Date.prototype.toISOString` writes it (milliseconds optional).
 */
import type { SavedCollection } from '../store';

export const MAX_MISSING = 2000;
export const CARD_ID = /^[a-z0-9]+-\d{3,}$/;
export const UPDATED_AT = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?Z$/;

export type CollectionErrorCode = 'invalid-collection' | 'invalid-version' | 'invalid-missing' | 'invalid-card-id' | 'too-many-cards' | 'invalid-updated-at';

export class CollectionError extends Error {
  constructor(
    readonly code: CollectionErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const FIELDS = ['version', 'missing', 'updatedAt'];
const shown = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v) : typeof v);

/** A real UTC date-time in UPDATED_AT's form (not 31 February, which Date.parse would roll over). */
export function isUtcDateTime(value: string): boolean {
  if (!UPDATED_AT.test(value)) return false;
  const ms = Date.parse(value);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value.slice(0, 10);
}

/** The collection in `body`, or a CollectionError naming the first problem. */
export function parseSavedCollection(body: unknown): SavedCollection {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new CollectionError('invalid-collection', 'The collection must be a JSON object.');
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).filter((k) => !FIELDS.includes(k));
  if (unknown.length > 0) throw new CollectionError('invalid-collection', `Unknown field(s): ${unknown.slice(0, 5).join(', ')}. Allowed: ${FIELDS.join(', ')}.`);
  if (record.version !== 1) throw new CollectionError('invalid-version', 'version must be 1.');
  const { missing, updatedAt } = record;
  if (!Array.isArray(missing)) throw new CollectionError('invalid-missing', 'missing must be an array of card ids.');
  if (missing.length > MAX_MISSING) throw new CollectionError('too-many-cards', `missing may hold at most ${MAX_MISSING} entries (got ${missing.length}).`);
  const bad = missing.findIndex((id) => typeof id !== 'string' || !CARD_ID.test(id));
  if (bad !== -1) throw new CollectionError('invalid-card-id', `missing[${bad}] (${shown(missing[bad])}) is not a card id like a1-084.`);
  if (typeof updatedAt !== 'string' || !isUtcDateTime(updatedAt)) {
    throw new CollectionError('invalid-updated-at', 'updatedAt must be a UTC date-time like 2026-03-01T12:00:00.000Z.');
  }
  return { version: 1, missing: [...(missing as string[])], updatedAt };
}
