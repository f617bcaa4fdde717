import type { CardIndex } from './cards';
import { mergeCardScores } from './cardsList';
import type { CardScore, Expansion } from '@tcgp/domain';

/** An expansion with its summed card score. */
export interface RankedExpansion {
  expansion: Expansion;
  totalScore: number;
}

/**
 * Expansion ranking (docs/product-rules.md): the summed card score of each expansion, highest first.
 * Decisions: the score summed is the cards-list score (square root of the raw score), counted once per
 * card (the "1 X"/"2 X" rows merged as on the cards list), so a card played at 1 and 2 copies is not
 * counted twice. Promo sets (`promo: true`) are left out. An expansion without any scored card (new,
 * or only reprints) is not ranked at all: it is listed apart in `unranked` (data order), never put in
 * tier E with 0. Ties keep the order of `expansions`.
 */
export function rankExpansions(input: { cardScores: readonly CardScore[]; cards: CardIndex; expansions: readonly Expansion[] }): {
  ranked: RankedExpansion[];
  unranked: Expansion[];
} {
  const totals = new Map<string, number>();
  for (const { card, score } of mergeCardScores(input.cardScores, input.cards).byId.values()) {
    totals.set(card.set, (totals.get(card.set) ?? 0) + score);
  }
  const regular = input.expansions.filter((expansion) => expansion.promo !== true);
  return {
    ranked: regular
      .filter((expansion) => totals.has(expansion.id))
      .map((expansion) => ({ expansion, totalScore: totals.get(expansion.id) ?? 0 }))
      .sort((a, b) => b.totalScore - a.totalScore),
    unranked: regular.filter((expansion) => !totals.has(expansion.id)),
  };
}
