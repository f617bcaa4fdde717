import { countEntries, parseList } from './cards';
import type { CardId, DeckList } from '@tcgp/domain';

/** At most this many alternatives per deck. */
export const MAX_ALTERNATIVES = 3;

/** A list that differs from the best list by one card copy: `out` taken out, `in` put in. */
export interface Alternative {
  list: DeckList;
  out: CardId;
  in: CardId;
}

/**
 * The one-copy swap between two lists, or null when the multiset difference is not exactly one copy
 * out and one copy in. (`in` may be a second copy of a card the base list already holds.)
 */
export function singleSwap(base: DeckList, other: DeckList): { out: CardId; in: CardId } | null {
  const baseCounts = countEntries(parseList(base));
  const otherCounts = countEntries(parseList(other));
  const ids = new Set([...baseCounts.keys(), ...otherCounts.keys()]);
  let out: CardId | null = null;
  let into: CardId | null = null;
  for (const id of ids) {
    const diff = (otherCounts.get(id) ?? 0) - (baseCounts.get(id) ?? 0);
    if (diff === 0) continue;
    if (diff === -1 && out === null) out = id;
    else if (diff === 1 && into === null) into = id;
    else return null;
  }
  return out !== null && into !== null ? { out, in: into } : null;
}

/**
 * Alternatives of a deck (docs/product-rules.md): up to 3 of `lists` that differ from `best` by exactly one
 * card copy swapped for another. `best` itself (and any list with the same cards) differs by zero copies,
 * so it is never an alternative. Highest score first (ties keep the order of `lists`). Lists with malformed entries throw (pass lists of a derived deck, which are valid).
 */
export function findAlternatives(best: DeckList, lists: readonly DeckList[]): Alternative[] {
  const found: Alternative[] = [];
  for (const list of lists) {
    const swap = singleSwap(best, list);
    if (swap) found.push({ list, ...swap });
  }
  return found.sort((a, b) => b.list.score - a.list.score).slice(0, MAX_ALTERNATIVES);
}
