import type { Card, CardId, DeckList } from '@tcgp/domain';

/** One parsed `count:cardId` entry of a deck list. */
export interface ListEntry {
  count: number;
  cardId: CardId;
}

const LIST_ENTRY = /^([1-9]\d*):([a-z0-9]+-\d{3,})$/;

/**
 * Parses a deck-list entry of the form `count:cardId` (e.g. `2:a1-098`).
 * The count must be a positive integer and the id must look like `<set>-<NNN>` (lowercase set code,
 * at least three digits). Throws an Error naming the bad entry otherwise.
 */
export function parseListEntry(entry: string): ListEntry {
  const match = LIST_ENTRY.exec(entry);
  if (!match || match[1] === undefined || match[2] === undefined) {
    throw new Error(`Malformed deck list entry: "${entry}" (expected "count:cardId", e.g. "2:a1-098")`);
  }
  return { count: Number(match[1]), cardId: match[2] };
}

/** Parses every entry of a list (throws like {@link parseListEntry}). */
export function parseList(list: DeckList): ListEntry[] {
  return list.cards.map(parseListEntry);
}

/** Card catalogue keyed by card id. */
export type CardIndex = ReadonlyMap<CardId, Card>;

/** Builds the id -> card index. When an id appears twice, the last card wins. */
export function createCardIndex(cards: readonly Card[]): CardIndex {
  return new Map(cards.map((card) => [card.id, card]));
}

const indexCache = new WeakMap<readonly Card[], CardIndex>();

/**
 * {@link createCardIndex} memoised on the identity of the catalogue array, so every page reading the
 * same loaded catalogue shares one index (and with it the prepared-decks cache of `deriveDecks`).
 */
export function cardIndexOf(cards: readonly Card[]): CardIndex {
  let index = indexCache.get(cards);
  if (!index) {
    index = createCardIndex(cards);
    indexCache.set(cards, index);
    const source = catalogueSources.get(cards);
    if (source) indexSources.set(index, cardIndexOf(source));
  }
  return index;
}

/** A catalogue made from another by renaming its cards (a page language's names) -> that catalogue. */
const catalogueSources = new WeakMap<readonly Card[], readonly Card[]>();
const indexSources = new WeakMap<CardIndex, CardIndex>();

/**
 * Records that `renamed` is `source` with other card names only (same ids, types and everything else
 * the rules read), so that work keyed by a card index and independent of names (parsing the decks'
 * lists) is shared: see {@link canonicalCardIndex}.
 */
export function registerRenamedCatalogue(renamed: readonly Card[], source: readonly Card[]): void {
  if (renamed !== source) catalogueSources.set(renamed, source);
}

/** The index of the catalogue a renamed catalogue's index was made from (itself for any other index). */
export function canonicalCardIndex(index: CardIndex): CardIndex {
  return indexSources.get(index) ?? index;
}

/** Thrown when a card id is not in the catalogue. Message (docs/product-rules.md): `Card not found: {id}`. */
export class CardNotFoundError extends Error {
  readonly cardId: string;

  constructor(cardId: string) {
    super(`Card not found: ${cardId}`);
    this.name = 'CardNotFoundError';
    this.cardId = cardId;
  }
}

/** Looks a card up by id; throws {@link CardNotFoundError} when it is not in the catalogue. */
export function getCard(index: CardIndex, id: CardId): Card {
  const card = index.get(id);
  if (!card) throw new CardNotFoundError(id);
  return card;
}

/**
 * Deck id (docs/product-rules.md): the name lowercased, with spaces as hyphens.
 * Decision: surrounding whitespace is trimmed and each run of whitespace becomes one hyphen.
 */
export function deckIdFromName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A card-score name split into its parts. */
export interface ScoreName {
  copies: number;
  cardName: string;
  /** Set code as written in the name (uppercase, e.g. `PA`, `A2b`). */
  setCode: string;
  number: number;
  cardId: CardId;
}

const SCORE_NAME = /^([1-9]\d*) (.+) ([A-Za-z0-9]+) (\d+)$/;

/**
 * Splits a card-score name `<copies> <card name> <SET> <number>` (e.g. `2 Poké Ball PA 5`).
 * The card id is the lowercased set code, a dash and the number zero-padded to 3 digits (`pa-005`).
 * Returns null when the name does not follow that format.
 */
export function parseScoreName(name: string): ScoreName | null {
  const match = SCORE_NAME.exec(name.trim());
  if (!match) return null;
  const [, copies, cardName, setCode, number] = match;
  if (copies === undefined || cardName === undefined || setCode === undefined || number === undefined) {
    return null;
  }
  return {
    copies: Number(copies),
    cardName,
    setCode,
    number: Number(number),
    cardId: `${setCode.toLowerCase()}-${number.padStart(3, '0')}`,
  };
}

/** Card id named by a card-score name (`2 Poké Ball PA 5` -> `pa-005`), or null when malformed. */
export function cardIdFromScoreName(name: string): CardId | null {
  return parseScoreName(name)?.cardId ?? null;
}

/** Copies count at the start of a card-score name (`2 Poké Ball PA 5` -> 2). Throws when malformed. */
export function copiesFromScoreName(name: string): number {
  const parsed = parseScoreName(name);
  if (!parsed) {
    throw new Error(`Malformed card score name: "${name}" (expected "<copies> <card name> <SET> <number>")`);
  }
  return parsed.copies;
}

/** Distinct card ids of a list, in the order of the list. Throws on a malformed entry. */
export function listCardIds(list: DeckList): CardId[] {
  return [...new Set(parseList(list).map((entry) => entry.cardId))];
}

/** Copies of a card in a list (0 when absent; entries naming the same id add up). */
export function listCount(list: DeckList, cardId: CardId): number {
  let total = 0;
  for (const entry of parseList(list)) if (entry.cardId === cardId) total += entry.count;
  return total;
}

/** Card id -> copies for a list of parsed entries (entries naming the same id add up). */
export function countEntries(entries: readonly ListEntry[]): Map<CardId, number> {
  const counts = new Map<CardId, number>();
  for (const { cardId, count } of entries) counts.set(cardId, (counts.get(cardId) ?? 0) + count);
  return counts;
}
