import {
  CardNotFoundError,
  cardIndexOf,
  cardIdFromScoreName,
  copiesFromScoreName,
  createCardIndex,
  deckIdFromName,
  getCard,
  listCardIds,
  listCount,
  parseListEntry,
  parseScoreName,
} from './cards';
import type { Card } from '@tcgp/domain';
import { CARDS, INDEX, list } from './testing/fixtures';

describe('parseListEntry', () => {
  it('parses count:cardId', () => {
    expect(parseListEntry('2:a1-098')).toEqual({ count: 2, cardId: 'a1-098' });
    expect(parseListEntry('1:b1a-024')).toEqual({ count: 1, cardId: 'b1a-024' });
  });

  it.each(['', '2', 'a1-098', '2:', ':a1-098', '0:a1-098', '-1:a1-098', 'x:a1-098', '2:A1-098', '2:a1-98', ' 2:a1-098', '2:a1-098:3'])(
    'throws a clear error for %j',
    (entry) => {
      expect(() => parseListEntry(entry)).toThrow(`Malformed deck list entry: "${entry}"`);
    },
  );
});

describe('card index', () => {
  it('finds cards by id', () => {
    expect(getCard(INDEX, 'a1-004').name).toBe('Venusaur ex');
    expect(createCardIndex(CARDS).size).toBe(CARDS.length);
  });

  it('throws CardNotFoundError with the exact message and id', () => {
    expect(() => getCard(INDEX, 'zz-999')).toThrow(new Error('Card not found: zz-999'));
    try {
      getCard(INDEX, 'zz-999');
      throw new Error('not thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(CardNotFoundError);
      expect(error).toBeInstanceOf(Error);
      expect((error as CardNotFoundError).cardId).toBe('zz-999');
      expect((error as CardNotFoundError).message).toBe('Card not found: zz-999');
    }
  });
});

describe('deckIdFromName', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(deckIdFromName('Miraidon ex B3a 019')).toBe('miraidon-ex-b3a-019');
    expect(deckIdFromName('espeon-b3a-020&swablu-b1-196')).toBe('espeon-b3a-020&swablu-b1-196');
    expect(deckIdFromName(' Mewtwo  ex ')).toBe('mewtwo-ex');
  });
});

describe('card-score names', () => {
  it('maps to zero-padded catalogue ids', () => {
    expect(cardIdFromScoreName('2 Poké Ball PA 5')).toBe('pa-005');
    expect(cardIdFromScoreName("2 Professor's Research PA 7")).toBe('pa-007');
    expect(cardIdFromScoreName('1 Cyrus A2 150')).toBe('a2-150');
    expect(cardIdFromScoreName('1 Giratina ex A2b 35')).toBe('a2b-035');
    expect(cardIdFromScoreName('1 Mew ex A1a 1234')).toBe('a1a-1234');
  });

  it('returns null for malformed names', () => {
    expect(cardIdFromScoreName('Poké Ball PA 5')).toBeNull();
    expect(cardIdFromScoreName('2 Poké Ball PA')).toBeNull();
    expect(cardIdFromScoreName('')).toBeNull();
  });

  it('reads the copies and the card name', () => {
    expect(copiesFromScoreName('2 Poké Ball PA 5')).toBe(2);
    expect(copiesFromScoreName('1 Sabrina A1 225')).toBe(1);
    expect(parseScoreName('1 Venusaur ex A1 4')).toEqual({
      copies: 1,
      cardName: 'Venusaur ex',
      setCode: 'A1',
      number: 4,
      cardId: 'a1-004',
    });
    expect(() => copiesFromScoreName('Poké Ball')).toThrow('Malformed card score name: "Poké Ball"');
  });
});

describe('list helpers', () => {
  const l = list(0.5, 0.6, '2:a1-001', '1:a1-004', '2:pa-005', '1:a1-001');

  it('lists distinct ids in order', () => {
    expect(listCardIds(l)).toEqual(['a1-001', 'a1-004', 'pa-005']);
  });

  it('counts copies, adding up repeated entries', () => {
    expect(listCount(l, 'a1-004')).toBe(1);
    expect(listCount(l, 'pa-005')).toBe(2);
    expect(listCount(l, 'a1-001')).toBe(3);
    expect(listCount(l, 'a1-033')).toBe(0);
  });
});

describe('cardIndexOf', () => {
  it('returns the same index for the same catalogue array, and a new one for new data', () => {
    const catalogue: Card[] = [{ id: 'a1-001', name: 'Bulbasaur', type: 'Grass', ex: 'No', set: 'a1' }];
    const index = cardIndexOf(catalogue);
    expect(index.get('a1-001')?.name).toBe('Bulbasaur');
    expect(cardIndexOf(catalogue)).toBe(index);
    expect(cardIndexOf([...catalogue])).not.toBe(index);
  });
});
