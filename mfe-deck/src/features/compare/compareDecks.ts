import type { CardId, DeckList } from '@tcgp/domain';
import { countEntries, parseList } from '@tcgp/rules';

/**
 * The comparison's canonical order (docs/product-rules.md): the two deck ids in alphabetical order
 * (code units, as `<` compares them), so a pair has one address whichever deck it was opened from and
 * whatever the week's ranking.
 */
export function canonicalPair(deckA: string, deckB: string): [string, string] {
  return deckB < deckA ? [deckB, deckA] : [deckA, deckB];
}

/** A deck id in an address: URL-encoded except for `&`, as the deck pages' addresses are. */
const segment = (deckId: string) => encodeURIComponent(deckId).replace(/%26/g, '&');

/** The address comparing two decks, in canonical order: `/compare/{first}/{second}`. */
export function comparePath(deckA: string, deckB: string): string {
  const [first, second] = canonicalPair(deckA, deckB);
  return `/compare/${segment(first)}/${segment(second)}`;
}

/** A card of two lists with its copies in each. */
export interface SharedCard {
  cardId: CardId;
  copiesA: number;
  copiesB: number;
}

/** A card of one list only, with its copies. */
export interface OwnCard {
  cardId: CardId;
  copies: number;
}

export interface CardsDiff {
  /** Cards both lists play, with each list's copies, in list A's order. */
  common: SharedCard[];
  /** Cards only list A plays, in its order. */
  onlyA: OwnCard[];
  /** Cards only list B plays, in its order. */
  onlyB: OwnCard[];
}

/** The cards two lists have in common and the cards only each plays, with copies (by card id). */
export function diffLists(listA: DeckList, listB: DeckList): CardsDiff {
  const a = countEntries(parseList(listA));
  const b = countEntries(parseList(listB));
  const common: SharedCard[] = [];
  const onlyA: OwnCard[] = [];
  const onlyB: OwnCard[] = [];
  for (const [cardId, copies] of a) {
    const other = b.get(cardId);
    if (other === undefined) onlyA.push({ cardId, copies });
    else common.push({ cardId, copiesA: copies, copiesB: other });
  }
  for (const [cardId, copies] of b) if (!a.has(cardId)) onlyB.push({ cardId, copies });
  return { common, onlyA, onlyB };
}
