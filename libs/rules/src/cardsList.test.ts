import { MAX_CARDS, cardScoreValue, cardStanding, mergeCardScores, rankCards } from './cardsList';
import { createCardIndex } from './cards';
import { INDEX } from './testing/fixtures';
import type { Card, CardScore } from '@tcgp/domain';

const row = (name: string, score: number, popularity: number): CardScore => ({ name, score, popularity });

describe('cardScoreValue', () => {
  it('is the square root of the raw score', () => {
    expect(cardScoreValue(0.64)).toBeCloseTo(0.8);
    expect(cardScoreValue(0.25)).toBe(0.5);
    expect(cardScoreValue(-1)).toBe(0);
  });
});

describe('mergeCardScores', () => {
  it('keeps one entry per card: the row with the higher popularity', () => {
    const { byId, skipped } = mergeCardScores(
      [row('1 Poké Ball PA 5', 0.81, 0.2), row('2 Poké Ball PA 5', 0.49, 0.7), row('2 Sabrina A1 225', 0.36, 0.3), row('1 Sabrina A1 225', 0.64, 0.3)],
      INDEX,
    );
    expect(skipped).toEqual([]);
    expect(byId.size).toBe(2);
    expect(byId.get('pa-005')).toMatchObject({ score: 0.7, popularity: 0.7, copies: 2 });
    // Equal popularity: the higher score wins.
    expect(byId.get('a1-225')).toMatchObject({ score: 0.8, popularity: 0.3, copies: 1 });
  });
});

describe('rankCards', () => {
  const cards: Card[] = Array.from({ length: 25 }, (_, i) => ({
    id: `${i % 2 === 0 ? 'a1' : 'a2'}-${String(i + 1).padStart(3, '0')}`,
    name: `Card ${i + 1}`,
    type: 'Trainer',
    ex: 'No',
    set: i % 2 === 0 ? 'a1' : 'a2',
  }));
  const index = createCardIndex(cards);
  const scores = cards.map((c, i) => row(`1 ${c.name} ${c.set.toUpperCase()} ${i + 1}`, 0.01 * (i + 1), 0.5 + 0.01 * i));

  it('sorts by popularity, cuts to 20 and uses sqrt scores', () => {
    expect(MAX_CARDS).toBe(20);
    const result = rankCards({ cardScores: scores, cards: index, missing: [], expansion: null });
    expect(result.cards).toHaveLength(20);
    expect(result.cards[0]?.card.id).toBe('a1-025');
    expect(result.cards[0]?.score).toBeCloseTo(0.5);
    expect(result.cards[19]?.card.id).toBe('a2-006');
  });

  it('breaks popularity ties by score', () => {
    const result = rankCards({
      cardScores: [row('1 Card 1 A1 1', 0.04, 0.5), row('1 Card 3 A1 3', 0.09, 0.5), row('1 Card 2 A2 2', 0.01, 0.6)],
      cards: index,
      missing: [],
      expansion: null,
    });
    expect(result.cards.map((c) => c.card.id)).toEqual(['a2-002', 'a1-003', 'a1-001']);
  });

  it('leaves out missing cards and filters by expansion', () => {
    const result = rankCards({ cardScores: scores, cards: index, missing: ['a1-025', 'a2-024'], expansion: 'a1' });
    expect(result.cards).toHaveLength(12);
    expect(result.cards.every((c) => c.card.set === 'a1')).toBe(true);
    expect(result.cards[0]?.card.id).toBe('a1-023');
  });

  it('reports names that do not resolve', () => {
    const result = rankCards({
      cardScores: [row('1 Nobody ZZ 1', 0.5, 0.5), row('garbage', 0.5, 0.5), row('1 Card 1 A1 1', 0.25, 0.5)],
      cards: index,
      missing: [],
      expansion: null,
    });
    expect(result.skipped).toEqual(['1 Nobody ZZ 1', 'garbage']);
    expect(result.cards.map((c) => c.card.id)).toEqual(['a1-001']);
  });
});

describe('cardStanding', () => {
  const scores = [row('2 Poké Ball PA 5', 1, 0.9), row('2 Sabrina A1 225', 0.36, 0.3), row('1 Sabrina A1 225', 0.04, 0.1), row('1 Bulbasaur A1 1', 0.01, 0.5)];

  it('places a card among every scored card: tier by score between the lowest and the highest, rank by popularity', () => {
    // Scores 1, 0.6 and 0.1: Sabrina's 0.6 is in the fourth of six bands from the bottom of [0.1, 1], tier B.
    expect(cardStanding(scores, INDEX, 'a1-225')).toEqual({ score: 0.6, popularity: 0.3, tier: 'B', rank: 3, of: 3 });
    expect(cardStanding(scores, INDEX, 'pa-005')).toMatchObject({ tier: 'S', rank: 1 });
    expect(cardStanding(scores, INDEX, 'a1-001')).toMatchObject({ tier: 'E', rank: 2 });
  });

  it('is null for a card without a card score', () => {
    expect(cardStanding(scores, INDEX, 'a1-004')).toBeNull();
  });
});
