import { findBestDeck } from './finder';
import { FINDER_ARCHETYPES as ARCHETYPES, INDEX } from './testing/fixtures';

function find(missing: string[], filters?: Parameters<typeof findBestDeck>[0]['filters']) {
  return findBestDeck({ archetypes: ARCHETYPES, cards: INDEX, missing, filters });
}

function found(result: ReturnType<typeof findBestDeck>) {
  if (result.status !== 'found') throw new Error('expected a deck');
  return result;
}

describe('findBestDeck', () => {
  it('with nothing missing finds the highest-scoring deck at 100%', () => {
    const result = found(find([]));
    expect(result.deck.name).toBe('Charizard ex');
    expect(result.bestInGame.name).toBe('Charizard ex');
    expect(result.relativeStrength).toBe(100);
  });

  it('avoids missing cards and divides its best-list score by the best deck of the game', () => {
    const one = found(find(['a1-036']));
    expect(one.deck.name).toBe('Venusaur ex');
    expect(one.bestInGame.name).toBe('Charizard ex');
    expect(one.relativeStrength).toBeCloseTo((100 * 0.55) / 0.58);

    const more = found(find(['a1-036', 'a1-004']));
    expect(more.deck.bestList.score).toBe(0.5);
    expect(more.relativeStrength).toBeCloseTo((100 * 0.5) / 0.58);

    const mixed = found(find(['a1-036', 'pa-005', 'pa-005']));
    expect(mixed.deck.name).toBe('Mixed');
    expect(mixed.relativeStrength).toBeCloseTo((100 * 0.4) / 0.58);
  });

  it('reports notEnoughCards when no deck is left', () => {
    expect(find(['pa-005', 'pa-005', 'a1-001', 'a1-001'])).toEqual({ status: 'notEnoughCards' });
  });

  it('applies the filters to both decks, so the percentage can pass 100', () => {
    const filters = { energy: null, includeEx: true, deckAmount: 1, sortBy: 'score' as const };
    const base = found(find([], filters));
    expect(base.deck.name).toBe('Venusaur ex');
    const result = found(find(['a1-001', 'a1-001'], filters));
    expect(result.deck.name).toBe('Charizard ex');
    expect(result.bestInGame.name).toBe('Venusaur ex');
    expect(result.relativeStrength).toBeCloseTo((100 * 0.58) / 0.55);
    expect(found(find([], { ...filters, deckAmount: 30, energy: 'Grass' })).deck.name).toBe('Venusaur ex');
  });
});
