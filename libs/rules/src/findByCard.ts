/**
 * Finding decks by the cards they play (the tier list's "Decks with cards", the deck page's "also
 * played in"), and the tier list's `?with=` address parameter. Pure functions over the decks the tier
 * list keeps: a deck plays a card when one of its kept lists (the lists left for the player's missing
 * cards and the filters) holds it.
 */
import type { Card, CardId, DeckList } from '@tcgp/domain';
import type { CardIndex } from './cards';
import { cardSearchNames } from './localNames';

/** At most this many cards can be picked at once (more picks rarely leave a deck, and the address stays short). */
export const MAX_PICKED_CARDS = 5;

/** The address parameter of the picked cards: `/tier-list?with=a1-036,a1-047`. */
export const WITH_PARAM = 'with';

/** Lower case without accents and spaces: "Poké Ball" and "pokeball" match. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[\s'’.-]+/g, '')
    .toLowerCase();
}

/** The shape of a card id (`a1-036`, `pa-007`): a lower-case set code, a dash and at least three digits. */
const CARD_ID = /^[a-z0-9]+-\d{3,}$/;

const listCardsCache = new WeakMap<DeckList, ReadonlySet<CardId>>();

/** The card ids a list holds (memoised on the list object; a malformed entry is left out). */
export function listCardSet(list: DeckList): ReadonlySet<CardId> {
  let ids = listCardsCache.get(list);
  if (!ids) {
    const found = new Set<CardId>();
    for (const entry of list.cards) {
      const at = entry.indexOf(':');
      if (at > 0) found.add(entry.slice(at + 1));
    }
    ids = found;
    listCardsCache.set(list, ids);
  }
  return ids;
}

/** A deck with the lists the tier list keeps for it (a `DerivedDeck`, or anything shaped like one). */
export interface DeckWithLists {
  lists: readonly DeckList[];
}

/**
 * True when one of the deck's kept lists holds every card of `ids` (a list the player can build with
 * all of them, not some in one list and some in another). No card: every deck.
 */
export function deckPlaysAll(deck: DeckWithLists, ids: readonly CardId[]): boolean {
  if (ids.length === 0) return true;
  return deck.lists.some((list) => {
    const held = listCardSet(list);
    return ids.every((id) => held.has(id));
  });
}

/** The decks (in their order) one of whose kept lists plays every card of `ids`; all of them when `ids` is empty. */
export function decksPlayingCards<D extends DeckWithLists>(decks: readonly D[], ids: readonly CardId[]): D[] {
  return decks.filter((deck) => deckPlaysAll(deck, ids));
}

/** Every card of the catalogue the decks' kept lists play, by name, then set and number (ids the catalogue lacks are left out). */
export function cardsPlayedByDecks(decks: readonly DeckWithLists[], cards: CardIndex): Card[] {
  const played = new Set<CardId>();
  for (const deck of decks) for (const list of deck.lists) for (const id of listCardSet(list)) played.add(id);
  const found: Card[] = [];
  for (const id of played) {
    const card = cards.get(id);
    if (card) found.push(card);
  }
  return found.sort((a, b) => compareText(a.name, b.name) || compareText(a.id, b.id));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The cards whose name, local or English ({@link cardSearchNames}), or id (as printed: `A1-036`)
 * contains the typed text, case, accents and spaces ignored; names that start with it first, each group
 * in the given order. Empty text: none.
 */
export function matchCards(cards: readonly Card[], text: string, limit = Number.POSITIVE_INFINITY): Card[] {
  const key = searchKey(text);
  if (key === '') return [];
  const starting: Card[] = [];
  const containing: Card[] = [];
  for (const card of cards) {
    const names = cardSearchNames(card).map(searchKey);
    if (names.some((name) => name.startsWith(key))) starting.push(card);
    else if (names.some((name) => name.includes(key)) || searchKey(card.id).includes(key)) containing.push(card);
  }
  return [...starting, ...containing].slice(0, limit);
}

/** What the `with` parameter of an address asks for. */
export interface PickedCardsParam {
  /** The known card ids, in the order given, each once, at most {@link MAX_PICKED_CARDS}. */
  ids: CardId[];
  /** What was dropped because it is not a card id or not in the catalogue, as written. */
  unknown: string[];
  /** Known ids dropped because more than {@link MAX_PICKED_CARDS} were given. */
  overLimit: CardId[];
  /** False when the address says it differently from {@link withPickedCards} (something dropped, a duplicate, upper case, spaces): replace it. */
  canonical: boolean;
}

/**
 * How much of the `with` parameter is read: its first 1,000 characters (all `with` parameters
 * together), whole pieces only. Five card ids take about 50; the rest of a longer address is ignored
 * (and the address is cleaned), so a pasted or crafted address costs a bounded, linear amount of work.
 */
export const MAX_WITH_LENGTH = 1_000;

/**
 * Reads the picked cards from a query string (`?with=a1-036,a1-047`; several `with` parameters add up).
 * Ids are trimmed and lower-cased; an id twice counts once; an empty piece is ignored; a piece that is
 * not a card id or not in `cards` is dropped and named in `unknown`; ids beyond the cap are dropped
 * and named in `overLimit`. Only the first {@link MAX_WITH_LENGTH} characters of the parameter are
 * read. Linear in the length of `search`; never throws.
 */
export function parsePickedCards(search: string, cards: CardIndex): PickedCardsParam {
  const params = new URLSearchParams(search);
  const raw = params.getAll(WITH_PARAM);
  const ids: CardId[] = [];
  const overLimit: CardId[] = [];
  const seen = new Set<string>();
  const unknown = new Set<string>();
  let budget = MAX_WITH_LENGTH;
  let cut = false;
  for (const value of raw) {
    if (budget <= 0) {
      cut = true;
      break;
    }
    const pieces = value.slice(0, budget + 1).split(',');
    if (value.length > budget) {
      // The last piece read is a part of one (or the empty one after a comma): left out with the rest.
      pieces.pop();
      cut = true;
    }
    budget -= value.length + 1;
    for (const piece of pieces) {
      const trimmed = piece.trim();
      const id = trimmed.toLowerCase();
      if (id === '' || seen.has(id)) continue;
      if (!CARD_ID.test(id) || !cards.has(id)) {
        unknown.add(trimmed);
        continue;
      }
      seen.add(id);
      if (ids.length >= MAX_PICKED_CARDS) overLimit.push(id);
      else ids.push(id);
    }
    if (cut) break;
  }
  const written = raw.length === 0 ? null : raw.join(',');
  const canonical = !cut && raw.length <= 1 && (ids.length === 0 ? written === null : written === ids.join(','));
  return { ids, unknown: [...unknown], overLimit, canonical };
}

/**
 * The query string with `ids` as its `with` parameter (`?with=a1-036,a1-047`, commas as is), the other
 * parameters kept in their order; without the parameter when `ids` is empty. Gives `''` or a string
 * starting with `?`.
 */
export function withPickedCards(search: string, ids: readonly CardId[]): string {
  const params = new URLSearchParams(search);
  params.delete(WITH_PARAM);
  const rest = params.toString();
  const picked = ids.length > 0 ? `${WITH_PARAM}=${ids.map(encodeURIComponent).join(',')}` : '';
  const query = [rest, picked].filter((part) => part !== '').join('&');
  return query === '' ? '' : `?${query}`;
}

/**
 * For each card of `list` (in its order, each once), the other decks of `decks` that play it in one of
 * their kept lists, in the order of `decks` (the tier list's). `deck` itself is left out by its id.
 */
export function alsoPlayedIn<D extends DeckWithLists & { id: string }>(list: DeckList, deckId: string, decks: readonly D[]): { cardId: CardId; decks: D[] }[] {
  const others = decks.filter((d) => d.id !== deckId);
  const byDeck = others.map((d) => ({ deck: d, cards: new Set(d.lists.flatMap((l) => [...listCardSet(l)])) }));
  return [...listCardSet(list)].map((cardId) => ({ cardId, decks: byDeck.filter((d) => d.cards.has(cardId)).map((d) => d.deck) }));
}

/** A deck that plays a card (a card page's decks): how many copies and in what share of its kept lists. */
export interface DeckPlayingCard<D> {
  deck: D;
  /** Copies of the card in the deck's best (highest-score) kept list that holds it. */
  copies: number;
  /** Kept lists that hold the card divided by the deck's kept lists (0..1]. */
  share: number;
}

/** Copies of `cardId` in a list (`count:cardId` entries; 0 when it does not hold it). */
export function copiesInList(list: DeckList, cardId: CardId): number {
  let copies = 0;
  for (const entry of list.cards) {
    const at = entry.indexOf(':');
    if (at > 0 && entry.slice(at + 1) === cardId) copies += Number(entry.slice(0, at)) || 0;
  }
  return copies;
}

/**
 * The decks of `decks` (in their order, the tier list's) that play `cardId` in one of their kept lists
 * ({@link deckPlaysAll}), each with the copies of its best list holding the card (lists are best
 * first) and the share of its kept lists that hold it.
 */
export function decksPlayingCard<D extends DeckWithLists>(decks: readonly D[], cardId: CardId): DeckPlayingCard<D>[] {
  const found: DeckPlayingCard<D>[] = [];
  for (const deck of decks) {
    const holding = deck.lists.filter((list) => listCardSet(list).has(cardId));
    const first = holding[0];
    if (!first) continue;
    found.push({ deck, copies: copiesInList(first, cardId), share: holding.length / deck.lists.length });
  }
  return found;
}
