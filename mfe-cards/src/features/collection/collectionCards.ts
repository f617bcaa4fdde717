/**
 * The cards of the collection page: every card the data's deck lists play (best-decks.json), as the
 * card catalogue (cards.json) knows them, and the page's search and filters over them.
 */
import { cardSearchNames, MAX_COPIES, searchKey, type CardIndex } from '@tcgp/rules';
import type { Archetype, Card, CardId, CardType } from '@tcgp/domain';

/** The distinct cards of all deck lists, in catalogue order (set, then number); ids the catalogue lacks are left out. */
export function deckCards(archetypes: readonly Archetype[], cards: CardIndex): Card[] {
  const played = new Set<CardId>();
  for (const archetype of archetypes) {
    for (const list of archetype.lists) {
      for (const entry of list.cards) played.add(entry.slice(entry.indexOf(':') + 1));
    }
  }
  return [...cards.values()].filter((card) => played.has(card.id));
}

export interface CollectionFilter {
  /** Part of the card name (case, accents and spaces do not matter). */
  search: string;
  /** A set id, or null for every expansion. */
  expansion: string | null;
  /** An energy type or Trainer, or null for every type. */
  type: CardType | null;
  /** Only cards with at least one copy missing. */
  onlyMissing: boolean;
}

export const NO_FILTER: CollectionFilter = { search: '', expansion: null, type: null, onlyMissing: false };

/** The cards that pass the filter, in their order. */
export function filterCollection(cards: readonly Card[], filter: CollectionFilter, missingCounts: ReadonlyMap<CardId, number>): Card[] {
  const search = searchKey(filter.search);
  return cards.filter(
    (card) =>
      (filter.expansion === null || card.set === filter.expansion) &&
      (filter.type === null || card.type === filter.type) &&
      (!filter.onlyMissing || (missingCounts.get(card.id) ?? 0) > 0) &&
      (search === '' || cardSearchNames(card).some((name) => searchKey(name).includes(search))),
  );
}

/** Missing copies the page shows and sets for a card: 0, 1 or 2 (more marks mean the same as 2). */
export function shownCopies(missingCounts: ReadonlyMap<CardId, number>, id: CardId): number {
  return Math.min(MAX_COPIES, missingCounts.get(id) ?? 0);
}
