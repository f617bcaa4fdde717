/**
 * The saved collection as the local service accepts it: the one rule of @tcgp/collection (the same
 * function the browser's store, share links, imports and the account sync use; firestore.rules repeats
 * its patterns for production), with its problems turned into the service's error codes:
 *
 *   { "version": 1, "missing": string[], "updatedAt": ISO string, "follows"?: string[] }
 */
import { MAX_MISSING, parseSavedCollection as parseWithLibrary, type CollectionProblem } from '@tcgp/collection';
import type { SavedCollection } from '../store';

export { MAX_MISSING };

export type CollectionErrorCode =
  | 'invalid-collection'
  | 'invalid-version'
  | 'invalid-missing'
  | 'invalid-card-id'
  | 'too-many-cards'
  | 'too-many-copies'
  | 'invalid-updated-at'
  | 'invalid-follows';

export class CollectionError extends Error {
  constructor(
    readonly code: CollectionErrorCode,
    message: string,
  ) {
    super(message);
  }
}

function errorOf(problem: CollectionProblem): CollectionError {
  switch (problem.code) {
    case 'notObject':
      return new CollectionError('invalid-collection', 'The collection must be a JSON object.');
    case 'unknownField':
      return new CollectionError('invalid-collection', `Unknown field ${JSON.stringify(problem.field)}. Allowed: version, missing, updatedAt, follows.`);
    case 'version':
      return new CollectionError('invalid-version', 'version must be 1.');
    case 'missingList':
      return new CollectionError('invalid-missing', 'missing must be an array of card ids.');
    case 'cardId':
      return new CollectionError(
        'invalid-card-id',
        `missing[${problem.index}] (${JSON.stringify(problem.value)}) is not a card id like a1-084 of at most 16 characters.`,
      );
    case 'tooMany':
      return new CollectionError('too-many-cards', `missing may hold at most ${problem.max} entries (got ${problem.count}).`);
    case 'tooManyCopies':
      return new CollectionError('too-many-copies', `missing may hold at most ${problem.max} copies of a card (${problem.cardId}: ${problem.copies}).`);
    case 'updatedAt':
      return new CollectionError('invalid-updated-at', 'updatedAt must be a UTC date-time like 2026-03-01T12:00:00.000Z.');
    case 'follows':
      return new CollectionError('invalid-follows', 'follows must be an array of at most 100 distinct deck ids.');
  }
}

/** The collection in `body`, or a CollectionError naming the first problem. */
export function parseSavedCollection(body: unknown): SavedCollection {
  const parsed = parseWithLibrary(body);
  if (!parsed.ok) throw errorOf(parsed.problem);
  const { missing, updatedAt, follows } = parsed.value;
  return follows ? { version: 1, missing: [...missing], updatedAt, follows: [...follows] } : { version: 1, missing: [...missing], updatedAt };
}
