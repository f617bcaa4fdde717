/**
 * Reading a pasted deck list (docs/product-rules.md, "Deck lists as text"): line by line, each card
 * found in the catalogue by set code and number, or by its name when the line gives none; never
 * guessed. Then the deck of the tier list it is a list of. Pure; loaded only when a list is checked.
 */
import { DEFAULT_DECK_FILTERS, type Archetype, type Card, type CardId, type DeckList, type MatchupSummary, type Tier } from '@tcgp/domain';
import { assignTiers, deckNameCardIds, deriveDecks, metricValue, parseList, type CardIndex, type DerivedDeck } from '@tcgp/rules';
import { LIST_TEXT_MAX_CHARACTERS, LIST_TEXT_MAX_LINES, cardIdOf } from './listText';

export { LIST_TEXT_MAX_CHARACTERS, LIST_TEXT_MAX_LINES };

/** A line of the pasted text (numbered from 1) as written, trimmed. */
export interface TextLine {
  line: number;
  text: string;
}

/** The cards of a pasted list with their copies, in the order of their first line. */
export interface ReadCard {
  cardId: CardId;
  count: number;
}

export type ListTextReading =
  | { status: 'empty' }
  | { status: 'tooLong'; limit: 'characters' | 'lines' }
  | {
      status: 'read';
      cards: ReadCard[];
      /** Lines that name no card of the catalogue (or are not a card line at all). */
      notFound: TextLine[];
      /** Lines whose name fits more than one card: the cards it could be. */
      ambiguous: (TextLine & { cardIds: CardId[] })[];
    };

/** `Pokémon: 8`, `Trainer: 12`, `Trainers`, `Energy: Fire`-like lines: a word (no leading count) ending with `:` and maybe a number. */
const HEADING = /^(?:pok[eé]mon|trainers?|energy)\s*(?:[:：].*|\(\d+\)|\d*)$|^[^\d:：]+[:：]\s*\d*$/iu;
/** A comment: `#`, `//` or `--` first. */
const COMMENT = /^(?:#|\/\/|--)/;
/** An optional count (`2`, `2x`, `x2`) and the rest. */
const COUNT = /^(?:(\d{1,2})[x×]?|[x×](\d{1,2}))\s+(.+)$/iu;
/** The rest ends with a set code and number: `Sabrina A1 225`, `A1-225`, `Poké Ball P-A 5`, `PA 5`, `a1-225`. */
const SET_NUMBER = /^(?:(.*?)\s+)?(p-[a-z]|[a-z][a-z0-9]{0,4})[\s-]+#?(\d{1,4})$/iu;

/** A name as compared: trimmed, spaces collapsed, lower case, composed accents (`Pokémon` either way). */
export function normalizeName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Every name a card is known by: its English name, its shown name and its names in the site languages. */
function namesOf(card: Card): string[] {
  return [card.englishName ?? card.name, card.name, ...Object.values(card.names ?? {}).filter((n): n is string => typeof n === 'string')];
}

const nameIndexes = new WeakMap<CardIndex, Map<string, CardId[]>>();

function nameIndex(cards: CardIndex): Map<string, CardId[]> {
  let index = nameIndexes.get(cards);
  if (!index) {
    index = new Map();
    for (const card of cards.values()) {
      for (const name of new Set(namesOf(card).map(normalizeName))) {
        const ids = index.get(name);
        if (!ids) index.set(name, [card.id]);
        else if (!ids.includes(card.id)) ids.push(card.id);
      }
    }
    nameIndexes.set(cards, index);
  }
  return index;
}

/**
 * Reads a pasted list. Blank lines, headings and comments are skipped; every other line is a card
 * line (`2 Sabrina A1 225`, `2 Sabrina`, `Sabrina`: one copy) or is listed as not found. A set code
 * and number decide the card (the name beside them is not checked); a name alone must name exactly
 * one card (English or any local name, case ignored), else the line is ambiguous. Copies of one card
 * on several lines add up. Text over {@link LIST_TEXT_MAX_CHARACTERS} characters or
 * {@link LIST_TEXT_MAX_LINES} lines is not read at all.
 */
export function readListText(text: string, cards: CardIndex): ListTextReading {
  if (text.length > LIST_TEXT_MAX_CHARACTERS) return { status: 'tooLong', limit: 'characters' };
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > LIST_TEXT_MAX_LINES) return { status: 'tooLong', limit: 'lines' };
  const counts = new Map<CardId, number>();
  const notFound: TextLine[] = [];
  const ambiguous: (TextLine & { cardIds: CardId[] })[] = [];
  let cardLines = 0;
  lines.forEach((raw, i) => {
    const line = { line: i + 1, text: raw.trim() };
    if (line.text === '' || COMMENT.test(line.text) || HEADING.test(line.text)) return;
    cardLines += 1;
    const counted = COUNT.exec(line.text);
    const count = counted ? Number(counted[1] ?? counted[2]) : 1;
    const rest = counted?.[3] ?? line.text;
    if (count < 1) {
      notFound.push(line);
      return;
    }
    const add = (cardId: CardId) => counts.set(cardId, (counts.get(cardId) ?? 0) + count);
    const at = SET_NUMBER.exec(rest);
    if (at?.[2] !== undefined && at[3] !== undefined) {
      const cardId = cardIdOf(at[2], Number(at[3]));
      if (cards.has(cardId)) add(cardId);
      else notFound.push(line);
      return;
    }
    const ids = nameIndex(cards).get(normalizeName(rest)) ?? [];
    if (ids.length === 1 && ids[0] !== undefined) add(ids[0]);
    else if (ids.length > 1) ambiguous.push({ ...line, cardIds: [...ids].sort() });
    else notFound.push(line);
  });
  if (cardLines === 0) return { status: 'empty' };
  return { status: 'read', cards: [...counts].map(([cardId, count]) => ({ cardId, count })), notFound, ambiguous };
}

/** A deck a pasted list may be a list of, with its tier on the published tier list (null: not on it). */
export interface ListArchetype {
  deck: DerivedDeck;
  tier: Tier | null;
}

/**
 * The deck a list belongs to (docs/product-rules.md, "Deck lists as text"): a deck is defined by the
 * signature cards its name embeds (`espeon-b3a-020&swablu-b1-196`); the list holds every one of them
 * (that card or another printing of the same English name). Of several such decks: a deck with a
 * Pokémon among its signature cards before one named after Trainers only (nearly every list plays
 * Professor's Research); then the deck with the list closest to it (the most copies in common); then
 * the most signature cards; then the first of `decks`. Null when none fits.
 */
export function archetypeOfList(list: readonly ReadCard[], decks: readonly ListArchetype[], cards: CardIndex): ListArchetype | null {
  const englishName = (cardId: CardId) => {
    const card = cards.get(cardId);
    return card ? normalizeName(card.englishName ?? card.name) : null;
  };
  const ids = new Set(list.map((c) => c.cardId));
  const names = new Set(list.map((c) => englishName(c.cardId)).filter((n): n is string => n !== null));
  const copies = new Map(list.map((c) => [c.cardId, c.count]));
  const inCommon = (deckList: DeckList) => {
    let shared = 0;
    for (const e of parseList(deckList)) shared += Math.min(e.count, copies.get(e.cardId) ?? 0);
    return shared;
  };
  let best: { entry: ListArchetype; rank: number[] } | null = null;
  for (const entry of decks) {
    const signature = deckNameCardIds(entry.deck.name);
    if (signature.length === 0) continue;
    const holds = signature.every((id) => {
      const name = englishName(id);
      return ids.has(id) || (name !== null && names.has(name));
    });
    if (!holds) continue;
    const pokemon = signature.some((id) => {
      const type = cards.get(id)?.type;
      return type !== undefined && type !== 'Trainer';
    });
    const closest = Math.max(inCommon(entry.deck.bestList), ...entry.deck.lists.map(inCommon));
    const rank = [pokemon ? 1 : 0, closest, signature.length];
    if (!best || isHigher(rank, best.rank)) best = { entry, rank };
  }
  return best?.entry ?? null;
}

/** True when `a` comes before `b`, comparing their numbers in order (higher first). */
function isHigher(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

/** What checking a pasted list comes to: the reading, and the deck it is a list of. */
export interface ListCheck {
  reading: ListTextReading;
  archetype: ListArchetype | null;
}

/**
 * Checks a pasted list against the data: its cards ({@link readListText}) and its deck
 * ({@link archetypeOfList}) among every deck of the data with a list no card rules out, in the order
 * of their score, each with its tier on the published tier list (no card missing, the free defaults:
 * what every visitor's tier list shows).
 */
export function checkListText(text: string, data: { archetypes: readonly Archetype[]; cards: CardIndex; summary?: MatchupSummary | undefined }): ListCheck {
  const reading = readListText(text, data.cards);
  if (reading.status !== 'read' || reading.cards.length === 0) return { reading, archetype: null };
  const summary = data.summary ? { summary: data.summary } : {};
  const published = { ...DEFAULT_DECK_FILTERS };
  const shown = deriveDecks({ archetypes: data.archetypes, cards: data.cards, missing: [], filters: published, ...summary }).decks;
  const tiers = new Map<string, Tier>();
  for (const row of assignTiers(shown, (d) => metricValue(d, published.sortBy))) for (const deck of row.items) tiers.set(deck.id, row.tier);
  // Every deck, not only the tier list's: a list of a rarer deck still names it (its page exists).
  const every = deriveDecks({ archetypes: data.archetypes, cards: data.cards, missing: [], filters: { ...published, deckAmount: Infinity }, ...summary }).decks;
  return {
    reading,
    archetype: archetypeOfList(
      reading.cards,
      every.map((deck) => ({ deck, tier: tiers.get(deck.id) ?? null })),
      data.cards,
    ),
  };
}
