import { canonicalPair, comparePath, diffLists } from './compareDecks';

describe('the canonical order of a pair', () => {
  it('puts the two ids in alphabetical order, whichever comes first', () => {
    expect(canonicalPair('espeon-b3a-020', 'darkrai-ex-a2-110')).toEqual(['darkrai-ex-a2-110', 'espeon-b3a-020']);
    expect(canonicalPair('darkrai-ex-a2-110', 'espeon-b3a-020')).toEqual(['darkrai-ex-a2-110', 'espeon-b3a-020']);
  });

  it('gives one address per pair, with `&` kept readable', () => {
    expect(comparePath('espeon-b3a-020&swablu-b1-196', 'darkrai-ex-a2-110')).toBe('/compare/darkrai-ex-a2-110/espeon-b3a-020&swablu-b1-196');
    expect(comparePath('darkrai-ex-a2-110', 'espeon-b3a-020&swablu-b1-196')).toBe('/compare/darkrai-ex-a2-110/espeon-b3a-020&swablu-b1-196');
    expect(comparePath('a b', 'c/d')).toBe('/compare/a%20b/c%2Fd');
  });
});

describe('cards in common and cards only in each list', () => {
  it('counts copies per card id, and splits the cards three ways', () => {
    const diff = diffLists(
      { cards: ['2:a1-001', '1:a1-002', '2:a1-003'], score: 0.5, strength: 0.5 },
      { cards: ['1:a1-001', '2:a1-004', '2:a1-003'], score: 0.5, strength: 0.5 },
    );
    expect(diff.common).toEqual([
      { cardId: 'a1-001', copiesA: 2, copiesB: 1 },
      { cardId: 'a1-003', copiesA: 2, copiesB: 2 },
    ]);
    expect(diff.onlyA).toEqual([{ cardId: 'a1-002', copies: 1 }]);
    expect(diff.onlyB).toEqual([{ cardId: 'a1-004', copies: 2 }]);
  });
});
