/**
 * Human-readable deck names, icon cards and links, derived from a deck archetype's name (or its id).
 *
 * Archetype names are slugs made of one or more parts joined by `&`; each part usually ends with the
 * id of the card the deck is built around: `miraidon-ex-b3a-019`, `espeon-b3a-020&swablu-b1-196`,
 * `professor's-research-pa-007`. A deck id (`deckIdFromName`) of such a name is the name itself, so
 * every function here accepts a name or an id.
 *
 * Pure functions, no React. Used by the tier list and the deck pages so both show the same names.
 */
import { parseListEntry, type CardIndex } from './cards';
import type { CardId, DeckList } from '@tcgp/domain';

/** One `&`-separated part of an archetype name. */
export interface DeckNamePart {
  /** The part as written, trimmed (e.g. `miraidon-ex-b3a-019`). */
  raw: string;
  /** The part without its card id (e.g. `miraidon-ex`); the whole part when it names no card. */
  slug: string;
  /** The card id embedded at the end of the part (e.g. `b3a-019`), or null. */
  cardId: CardId | null;
}

/** `<words>-<set>-<NNN>`: the set code is lowercase letters/digits, the number at least 3 digits. */
const PART_WITH_CARD = /^(.*?)-?([a-z][a-z0-9]*-\d{3,})$/;

/**
 * Splits an archetype name (or deck id) into its `&`-separated parts and the card id that ends each
 * part. Empty parts are dropped. A part that does not end with a card id has `cardId: null`.
 */
export function parseDeckName(nameOrId: string): DeckNamePart[] {
  return nameOrId
    .split('&')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((raw) => {
      const match = PART_WITH_CARD.exec(raw);
      if (!match || match[2] === undefined) return { raw, slug: raw, cardId: null };
      return { raw, slug: match[1] ?? '', cardId: match[2] };
    });
}

/** The card ids embedded in an archetype name, in order, without duplicates. */
export function deckNameCardIds(nameOrId: string): CardId[] {
  const ids: CardId[] = [];
  for (const part of parseDeckName(nameOrId)) if (part.cardId && !ids.includes(part.cardId)) ids.push(part.cardId);
  return ids;
}

/**
 * Readable words from a slug: hyphens and underscores become spaces, each word starts with a capital
 * letter, except `ex`, which stays lowercase as on the cards (`mega-charizard-y-ex` -> `Mega Charizard Y ex`).
 */
export function prettifySlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => (word === 'ex' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The readable name of one part: the catalogue name of its card when known, else the prettified slug. */
function partName(part: DeckNamePart, cards: CardIndex | undefined, english: boolean): string {
  const card = part.cardId ? cards?.get(part.cardId) : undefined;
  if (card) return english ? (card.englishName ?? card.name) : card.name;
  const source = part.cardId ? part.slug : part.raw;
  // A part that is already written for people (capitals or spaces) is kept as it is.
  if (/[A-Z\s]/.test(source)) return source.trim();
  return prettifySlug(source) || (part.cardId ?? part.raw);
}

/** Joins the parts of a readable deck name. */
export const DECK_NAME_SEPARATOR = ' & ';

/**
 * The name people read for a deck: the catalogue names of the cards embedded in the archetype name,
 * joined by " & " (`espeon-b3a-020&swablu-b1-196` -> `Espeon & Swablu`). Without a catalogue, or for
 * a card it does not know, the slug is prettified instead (`miraidon-ex-b3a-019` -> `Miraidon ex`).
 * The names are the catalogue's as the page shows them (local names); `english` takes the English ones.
 * Never throws; returns the trimmed input when nothing readable is left.
 */
export function readableDeckName(nameOrId: string, cards?: CardIndex, { english = false }: { english?: boolean } = {}): string {
  const names = parseDeckName(nameOrId)
    .map((part) => partName(part, cards, english))
    .filter((n) => n.length > 0);
  return names.length > 0 ? names.join(DECK_NAME_SEPARATOR) : nameOrId.trim();
}

/** The first Pokémon (non-Trainer card known to the catalogue) of a list, or null. */
export function firstPokemonOfList(list: DeckList, cards: CardIndex): CardId | null {
  for (const raw of list.cards) {
    let cardId: CardId;
    try {
      cardId = parseListEntry(raw).cardId;
    } catch {
      continue;
    }
    const card = cards.get(cardId);
    if (card && card.type !== 'Trainer') return cardId;
  }
  return null;
}

/**
 * The cards that stand for a deck (its icons): the card ids embedded in the archetype name, or, when
 * the name embeds none, the first Pokémon of the deck's best list. Ids unknown to the catalogue are
 * kept (a card tile shows them as "unknown card"), so the result is empty only when the name embeds no
 * id and the best list has no known Pokémon.
 */
export function deckIconCardIds(deck: { name: string; bestList?: DeckList }, cards?: CardIndex): CardId[] {
  const embedded = deckNameCardIds(deck.name);
  if (embedded.length > 0) return embedded;
  if (!deck.bestList || !cards) return [];
  const first = firstPokemonOfList(deck.bestList, cards);
  return first ? [first] : [];
}
