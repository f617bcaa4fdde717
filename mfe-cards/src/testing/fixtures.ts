import type { Card, CardScore, DataMeta, Expansion } from '@tcgp/domain';

/** Small hand-made data files for the cards remote's component tests. */

export const EXPANSIONS: Expansion[] = [
  { id: 'x1', name: 'First Set', releaseDate: '2025-01-29' },
  { id: 'x2', name: 'Second Set', releaseDate: null },
  { id: 'px', name: 'Promo X', releaseDate: '2025-01-29', promo: true },
];

export function meta(expansions: Expansion[] = EXPANSIONS): DataMeta {
  return { lastUpdated: '2026-06-29', expansions };
}

export function card(id: string, name: string, overrides: Partial<Card> = {}): Card {
  const set = id.split('-')[0] ?? 'x1';
  return { id, name, type: 'Colorless', ex: 'No', set, ...overrides };
}

/** A card-score row `<copies> <name> <SET> <number>` for a card id like `x1-007`. */
export function scoreRow(id: string, name: string, score: number, popularity: number, copies = 2): CardScore {
  const [set = '', num = '0'] = id.split('-');
  return { name: `${copies} ${name} ${set.toUpperCase()} ${Number(num)}`, score, popularity };
}

/** The data files the pages fetch. */
export function files(cards: Card[], scores: CardScore[], m: DataMeta = meta()): Record<string, unknown> {
  return { 'cards.json': cards, 'card-scores.json': scores, 'meta.json': m };
}
