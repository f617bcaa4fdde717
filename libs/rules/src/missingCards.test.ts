import { allowedCopies, cardsToMarkMissing, countMissing, isListBuildable, marksWithinLimit, missingCopiesOfList } from './missingCards';
import { list } from './testing/fixtures';

const oneCopy = list(0.5, 0.5, '1:a1-004', '2:pa-005');
const twoCopies = list(0.5, 0.5, '2:a1-004', '2:pa-005');

describe('countMissing', () => {
  it('counts repeated ids as copies', () => {
    expect(countMissing(['a1-004', 'pa-005', 'a1-004'])).toEqual(
      new Map([
        ['a1-004', 2],
        ['pa-005', 1],
      ]),
    );
    expect(countMissing([]).size).toBe(0);
  });
});

describe('isListBuildable (2 - copies marked missing)', () => {
  it('keeps every list when nothing is missing', () => {
    expect(isListBuildable(twoCopies, countMissing([]))).toBe(true);
  });

  it('one copy missing: a list with 1 copy stays, 2 copies is dropped', () => {
    const missing = countMissing(['a1-004']);
    expect(allowedCopies(1)).toBe(1);
    expect(isListBuildable(oneCopy, missing)).toBe(true);
    expect(isListBuildable(twoCopies, missing)).toBe(false);
  });

  it('two copies missing: a list with 1 copy is dropped', () => {
    const missing = countMissing(['a1-004', 'a1-004']);
    expect(allowedCopies(2)).toBe(0);
    expect(isListBuildable(oneCopy, missing)).toBe(false);
    expect(isListBuildable(twoCopies, missing)).toBe(false);
  });

  it('ignores missing cards the list does not hold', () => {
    const missing = countMissing(['a1-036', 'a1-036', 'a1-036']);
    expect(isListBuildable(twoCopies, missing)).toBe(true);
  });
});

describe('marksWithinLimit (never more than 2 copies of a card)', () => {
  it('keeps every copy while the card stays at 2 or fewer', () => {
    expect(marksWithinLimit([], ['a1-004', 'a1-004'])).toEqual(['a1-004', 'a1-004']);
    expect(marksWithinLimit(['pa-005'], ['a1-004'])).toEqual(['a1-004']);
  });

  it('drops the copies beyond 2, counting those already marked', () => {
    expect(marksWithinLimit(['a1-004'], ['a1-004', 'a1-004'])).toEqual(['a1-004']);
    expect(marksWithinLimit(['a1-004', 'a1-004'], ['a1-004'])).toEqual([]);
    expect(marksWithinLimit(['a1-004', 'a1-004'], ['a1-004', 'pa-005'])).toEqual(['pa-005']);
  });
});

describe('cardsToMarkMissing (finder click rule)', () => {
  it('adds two entries for a card the list holds once', () => {
    expect(cardsToMarkMissing(oneCopy, 'a1-004')).toEqual(['a1-004', 'a1-004']);
  });

  it('adds one entry for a card the list holds twice (or not at all)', () => {
    expect(cardsToMarkMissing(twoCopies, 'a1-004')).toEqual(['a1-004']);
    expect(cardsToMarkMissing(twoCopies, 'a1-036')).toEqual(['a1-036']);
  });

  it('after the click the list is no longer buildable', () => {
    for (const l of [oneCopy, twoCopies]) {
      expect(isListBuildable(l, countMissing(cardsToMarkMissing(l, 'a1-004')))).toBe(false);
    }
  });
});

describe('missingCopiesOfList (the copies a list needs beyond 2 - copies marked missing)', () => {
  it('is empty when nothing is missing or the list is buildable', () => {
    expect(missingCopiesOfList(twoCopies, countMissing([]))).toEqual([]);
    expect(missingCopiesOfList(oneCopy, countMissing(['a1-004']))).toEqual([]);
  });

  it('one copy marked: a 2-copy card misses 1 copy', () => {
    expect(missingCopiesOfList(twoCopies, countMissing(['a1-004']))).toEqual([{ cardId: 'a1-004', copies: 1 }]);
  });

  it('two copies marked: every copy of the list is missing, in the order of the list', () => {
    expect(missingCopiesOfList(twoCopies, countMissing(['pa-005', 'a1-004', 'a1-004', 'pa-005']))).toEqual([
      { cardId: 'a1-004', copies: 2 },
      { cardId: 'pa-005', copies: 2 },
    ]);
    expect(missingCopiesOfList(oneCopy, countMissing(['a1-004', 'a1-004']))).toEqual([{ cardId: 'a1-004', copies: 1 }]);
  });

  it('leaves out marked cards the list does not hold', () => {
    expect(missingCopiesOfList(oneCopy, countMissing(['a1-001', 'a1-001']))).toEqual([]);
  });
});
