import { parseScoreName, type CardIndex } from './cards';
import type { Card, CardId, CardScore, Tier } from '@tcgp/domain';
import { tierFor } from './tiers';

/** At most this many cards on the cards list. */
export const MAX_CARDS = 20;

/** A card of the cards list. */
export interface RankedCard {
  card: Card;
  /** Square root of the raw card score (docs/product-rules.md). */
  score: number;
  popularity: number;
  /** Copies of the kept card-score row (1 or 2). */
  copies: number;
}

/** Square root of a raw card score (negative raw scores count as 0). */
export function cardScoreValue(raw: number): number {
  return Math.sqrt(Math.max(0, raw));
}

/**
 * One entry per card id from the card-score rows. The "1 X" and "2 X" rows of a card are merged by
 * keeping the row with the higher popularity (on equal popularity the higher score); its score and
 * copies are used. Names whose id is not in the catalogue (or that are malformed) go to `skipped`.
 * Decision: the card name in the row is not compared with the catalogue name (data sources differ in
 * apostrophes); the set code and number decide.
 */
export function mergeCardScores(cardScores: readonly CardScore[], cards: CardIndex): { byId: Map<CardId, RankedCard>; skipped: string[] } {
  const byId = new Map<CardId, RankedCard>();
  const skipped: string[] = [];
  for (const row of cardScores) {
    const parsed = parseScoreName(row.name);
    const card = parsed ? cards.get(parsed.cardId) : undefined;
    if (!parsed || !card) {
      skipped.push(row.name);
      continue;
    }
    const candidate: RankedCard = {
      card,
      score: cardScoreValue(row.score),
      popularity: row.popularity,
      copies: parsed.copies,
    };
    const current = byId.get(card.id);
    if (!current || candidate.popularity > current.popularity || (candidate.popularity === current.popularity && candidate.score > current.score)) {
      byId.set(card.id, candidate);
    }
  }
  return { byId, skipped };
}

/**
 * The cards list (docs/product-rules.md): one entry per card ({@link mergeCardScores}), missing cards left out
 * (a card marked missing once is left out), only cards of `expansion` (card.set) when one is chosen,
 * sorted by popularity (highest first; ties by score, highest first), at most 20.
 */
export function rankCards(input: { cardScores: readonly CardScore[]; cards: CardIndex; missing: readonly CardId[]; expansion: string | null }): {
  cards: RankedCard[];
  skipped: string[];
} {
  const { byId, skipped } = mergeCardScores(input.cardScores, input.cards);
  const missing = new Set(input.missing);
  const ranked = [...byId.values()]
    .filter((r) => !missing.has(r.card.id) && (input.expansion === null || r.card.set === input.expansion))
    .sort((a, b) => b.popularity - a.popularity || b.score - a.score)
    .slice(0, MAX_CARDS);
  return { cards: ranked, skipped };
}

/** A card's place among every card with a card score (a card page). */
export interface CardStanding {
  /** The card score (square root of the raw score), as the cards list shows it. */
  score: number;
  popularity: number;
  /** The tier of its score, cut as the cards list cuts tiers, over every card with a score. */
  tier: Tier;
  /** Its place in the cards list's order (popularity, then score) among every card with a score, from 1. */
  rank: number;
  of: number;
}

/**
 * Where a card stands by the cards list's rules ({@link mergeCardScores}, {@link rankCards}'s order and
 * tiers by score) with no card missing, no expansion chosen and no cap of 20. Null when the card has no
 * card score (not in the tournament results).
 */
export function cardStanding(cardScores: readonly CardScore[], cards: CardIndex, cardId: CardId): CardStanding | null {
  const all = [...mergeCardScores(cardScores, cards).byId.values()].sort((a, b) => b.popularity - a.popularity || b.score - a.score);
  const index = all.findIndex((r) => r.card.id === cardId);
  const found = all[index];
  if (!found) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const r of all) {
    min = Math.min(min, r.score);
    max = Math.max(max, r.score);
  }
  return { score: found.score, popularity: found.popularity, tier: tierFor(found.score, min, max), rank: index + 1, of: all.length };
}
