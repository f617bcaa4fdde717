/**
 * Deck lists as plain text (docs/product-rules.md, "Deck lists as text"): the format players paste
 * into Discord, Reddit and deck builders, as Limitless exports it. Pure; the reader of pasted text
 * (`readListText`) lives beside it and is loaded only when a player checks a list.
 *
 * ```
 * Pokémon: 8
 * 2 Charmander A1 33
 *
 * Trainer: 12
 * 2 Professor's Research P-A 7
 * ```
 */
import type { CardId, DeckList } from '@tcgp/domain';
import { orderListEntries, parseList, type CardIndex, type ListEntry } from '@tcgp/rules';

/** At most this many characters of a pasted list are read (here, not in the reader: the page shows it before loading that). */
export const LIST_TEXT_MAX_CHARACTERS = 5000;
/** At most this many lines of a pasted list are read. */
export const LIST_TEXT_MAX_LINES = 100;

/** The headings of the two groups, in English whatever the page language (other tools read them). */
export const LIST_TEXT_HEADINGS = { pokemon: 'Pokémon', trainer: 'Trainer' } as const;

const ID_PARTS = /^([a-z][a-z0-9]*)-(\d+)$/;

/**
 * The set code and number of a card id as deck lists write them: `a1-225` -> `A1 225`, `a2b-007` ->
 * `A2b 7`; the promo sets with a dash, `pa-007` -> `P-A 7`, `pb-011` -> `P-B 11`.
 */
export function setAndNumberOf(cardId: CardId): { set: string; number: number } | null {
  const match = ID_PARTS.exec(cardId);
  if (!match || match[1] === undefined || match[2] === undefined) return null;
  const code = match[1];
  const set = /^p[a-z]$/.test(code) ? `P-${code.charAt(1).toUpperCase()}` : code.charAt(0).toUpperCase() + code.slice(1);
  return { set, number: Number(match[2]) };
}

/** The card id a set code and number name, case ignored (`A2b`, `7` -> `a2b-007`; `P-A` and `PA` are the promo set `pa`). */
export function cardIdOf(set: string, number: number): CardId {
  return `${set.toLowerCase().replace(/-/g, '')}-${String(number).padStart(3, '0')}`;
}

/** One line of a list: `2 Sabrina A1 225`, with the card's English name. */
function cardLine(entry: ListEntry, cards: CardIndex): string {
  const card = cards.get(entry.cardId);
  const name = card ? (card.englishName ?? card.name) : entry.cardId;
  const at = setAndNumberOf(entry.cardId);
  return at ? `${entry.count} ${name} ${at.set} ${at.number}` : `${entry.count} ${name}`;
}

/** A list's entries with the copies of a card written twice added up, in the order of their first entry. */
function mergedEntries(list: DeckList): ListEntry[] {
  const counts = new Map<CardId, number>();
  for (const entry of parseList(list)) counts.set(entry.cardId, (counts.get(entry.cardId) ?? 0) + entry.count);
  return [...counts].map(([cardId, count]) => ({ cardId, count }));
}

/**
 * A deck list as text: "Pokémon: N" (N copies) and its cards, a blank line, "Trainer: N" and its
 * cards, each line `<count> <English name> <set> <number>`, in the order the deck page shows them
 * (`orderListEntries`). A group without cards is left out. A card the catalogue does not know (a
 * shown list has none) is written last, with its id for a name. Throws on a malformed entry, like
 * `parseList`.
 */
export function formatListText(list: DeckList, cards: CardIndex): string {
  const ordered = orderListEntries(mergedEntries(list), cards);
  const isPokemon = (entry: ListEntry) => {
    const type = cards.get(entry.cardId)?.type;
    return type !== undefined && type !== 'Trainer';
  };
  const groups = [
    { heading: LIST_TEXT_HEADINGS.pokemon, entries: ordered.filter(isPokemon) },
    { heading: LIST_TEXT_HEADINGS.trainer, entries: ordered.filter((entry) => !isPokemon(entry)) },
  ];
  return groups
    .filter((group) => group.entries.length > 0)
    .map((group) => {
      const copies = group.entries.reduce((sum, entry) => sum + entry.count, 0);
      return [`${group.heading}: ${copies}`, ...group.entries.map((entry) => cardLine(entry, cards))].join('\n');
    })
    .join('\n\n');
}
