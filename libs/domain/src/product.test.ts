import { DECK_AMOUNT_OPTIONS, DEFAULT_DECK_FILTERS, FREE_DECK_AMOUNT, SORT_OPTIONS, TIERS } from './product';

describe('deck filters (docs/product-rules.md)', () => {
  it('default to 30 decks, by score, every energy, EX included', () => {
    expect(DEFAULT_DECK_FILTERS).toEqual({ energy: null, includeEx: true, deckAmount: 30, sortBy: 'score' });
    expect(FREE_DECK_AMOUNT).toBe(30);
    expect(DEFAULT_DECK_FILTERS.deckAmount).toBe(FREE_DECK_AMOUNT);
  });

  it('keep their defaults frozen: a part copies them, never changes them', () => {
    expect(Object.isFrozen(DEFAULT_DECK_FILTERS)).toBe(true);
  });

  it('offer 10 to 100 decks in steps of 10, the free amount among them', () => {
    expect(DECK_AMOUNT_OPTIONS).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(DECK_AMOUNT_OPTIONS).toContain(FREE_DECK_AMOUNT);
  });

  it('sort by score, popularity, strength or win rate', () => {
    expect([...SORT_OPTIONS]).toEqual(['score', 'popularity', 'strength', 'winRate']);
    expect(SORT_OPTIONS).toContain(DEFAULT_DECK_FILTERS.sortBy);
  });
});

describe('TIERS', () => {
  it('are S to E, best first', () => {
    expect([...TIERS]).toEqual(['S', 'A', 'B', 'C', 'D', 'E']);
  });
});
