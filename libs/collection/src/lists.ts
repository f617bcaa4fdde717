/**
 * Operations on missing-cards lists (append-only: the same id twice = two copies missing), as the
 * saved collection holds them.
 */
import { countMissing } from '@tcgp/rules';
import type { CardId } from '@tcgp/domain';

/** A list from card -> copies (in the map's order, each card's copies next to each other). */
export function listFromCounts(counts: ReadonlyMap<CardId, number>): CardId[] {
  const list: CardId[] = [];
  for (const [id, copies] of counts) for (let i = 0; i < copies; i += 1) list.push(id);
  return list;
}

/**
 * Merges two lists: every card of either, with the LARGER of its two copy counts (the same card
 * missing once here and twice there is missing twice). Cards keep the order in which they first
 * appear in `a`, then in `b`.
 */
export function mergeMissing(a: readonly CardId[], b: readonly CardId[]): CardId[] {
  const merged = new Map(countMissing(a));
  for (const [id, copies] of countMissing(b)) merged.set(id, Math.max(merged.get(id) ?? 0, copies));
  return listFromCounts(merged);
}

/** True when both lists mark the same cards with the same copies (order does not matter). */
export function sameMissing(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length !== b.length) return false;
  const counts = countMissing(a);
  for (const [id, copies] of countMissing(b)) if (counts.get(id) !== copies) return false;
  return true;
}

/** Splits a list into the ids `known` accepts and the distinct ids it does not (in list order). */
export function partitionKnown(list: readonly CardId[], known: (id: CardId) => boolean): { kept: CardId[]; dropped: CardId[] } {
  const kept: CardId[] = [];
  const dropped = new Set<CardId>();
  for (const id of list) {
    if (known(id)) kept.push(id);
    else dropped.add(id);
  }
  return { kept, dropped: [...dropped] };
}
