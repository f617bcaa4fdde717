import { countEntries, parseList, listCount } from './cards';
import type { CardId, DeckList } from '@tcgp/domain';

/** Copies a deck list may hold of one card name (docs/product-rules.md). */
export const MAX_COPIES = 2;

/** Cards in a deck list (every published list adds up to this). */
export const DECK_SIZE = 20;

/**
 * Counts the missing-cards list. The list is append-only: the same id twice means two copies missing.
 */
export function countMissing(missing: readonly CardId[]): Map<CardId, number> {
  const counts = new Map<CardId, number>();
  for (const id of missing) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * Copies of a card a list may still hold: `2 - copies marked missing` (can go below 0, then any copy
 * drops the list).
 */
export function allowedCopies(missingCount: number): number {
  return MAX_COPIES - missingCount;
}

/**
 * {@link isListBuildable} on a list's precomputed card id -> copies map (used by the deck derivation
 * hot path: it walks the missing cards, usually few, instead of the list).
 */
export function countsBuildable(counts: ReadonlyMap<CardId, number>, missingCounts: ReadonlyMap<CardId, number>): boolean {
  for (const [cardId, missing] of missingCounts) {
    if (missing <= 0) continue;
    const count = counts.get(cardId);
    if (count !== undefined && count > allowedCopies(missing)) return false;
  }
  return true;
}

/**
 * docs/product-rules.md: a list is dropped when it holds more copies of a missing card than
 * `2 - copies marked missing`. So with one copy missing a list may still hold 1 copy (not 2);
 * with two copies missing it may hold none. Cards not marked missing are not checked here.
 */
export function isListBuildable(list: DeckList, missingCounts: ReadonlyMap<CardId, number>): boolean {
  return countsBuildable(countEntries(parseList(list)), missingCounts);
}

/**
 * Best-deck-finder click rule (docs/product-rules.md): clicking a card of the shown list adds two entries
 * when the list holds exactly one copy of it, otherwise one. (One mark leaves a 1-copy list buildable,
 * so it takes two marks to make the finder move on; a 2-copy list is dropped after one mark.)
 * A card not in the list (0 copies) gets one entry.
 */
export function cardsToMarkMissing(list: DeckList, cardId: CardId): CardId[] {
  return listCount(list, cardId) === 1 ? [cardId, cardId] : [cardId];
}

/**
 * The copies of `ids` that fit in the list `missing`: at most MAX_COPIES of a card, counting those
 * already marked (a saved list never holds more). A card the full meta shows may be marked already.
 */
export function marksWithinLimit(missing: readonly CardId[], ids: readonly CardId[]): CardId[] {
  const counts = countMissing(missing);
  const kept: CardId[] = [];
  for (const id of ids) {
    const copies = counts.get(id) ?? 0;
    if (copies >= MAX_COPIES) continue;
    counts.set(id, copies + 1);
    kept.push(id);
  }
  return kept;
}

/**
 * The copies of each card of a list that the player misses to build it: `count - (2 - copies marked
 * missing)`, when above 0 (docs/product-rules.md). A list that `isListBuildable` keeps has none. In
 * the order of the list; cards marked missing that the list does not hold are left out.
 */
export function missingCopiesOfList(list: DeckList, missingCounts: ReadonlyMap<CardId, number>): { cardId: CardId; copies: number }[] {
  const result: { cardId: CardId; copies: number }[] = [];
  for (const { cardId, count } of parseList(list)) {
    const marked = missingCounts.get(cardId) ?? 0;
    if (marked <= 0) continue;
    const copies = count - Math.max(0, allowedCopies(marked));
    if (copies > 0) result.push({ cardId, copies });
  }
  return result;
}
