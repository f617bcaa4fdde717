import { listFromCounts, mergeMissing, partitionKnown, sameMissing } from './lists';

describe('merging two lists: per card the larger copy count', () => {
  it('keeps every card of either list with the larger of its copies', () => {
    const device = ['a1-001', 'a1-002', 'a1-001'];
    const saved = ['a1-002', 'a1-002', 'a1-003'];
    expect(mergeMissing(device, saved)).toEqual(['a1-001', 'a1-001', 'a1-002', 'a1-002', 'a1-003']);
  });

  it('is the other list when one is empty, and the same list merged with itself', () => {
    expect(mergeMissing([], ['a1-003', 'a1-003'])).toEqual(['a1-003', 'a1-003']);
    expect(mergeMissing(['a1-004'], [])).toEqual(['a1-004']);
    expect(mergeMissing(['a1-004', 'a1-005'], ['a1-005', 'a1-004'])).toEqual(['a1-004', 'a1-005']);
  });

  it('gives the same cards and copies whichever list comes first', () => {
    const a = ['a2-010', 'a1-001', 'a2-010'];
    const b = ['a1-001', 'a1-001', 'a3-100'];
    expect(sameMissing(mergeMissing(a, b), mergeMissing(b, a))).toBe(true);
  });

  it('expands counts card by card', () => {
    expect(
      listFromCounts(
        new Map([
          ['a1-001', 2],
          ['a1-002', 1],
          ['a1-003', 0],
        ]),
      ),
    ).toEqual(['a1-001', 'a1-001', 'a1-002']);
  });
});

describe('comparing two lists', () => {
  it('is true for the same cards and copies in any order', () => {
    expect(sameMissing(['a1-001', 'a1-002', 'a1-001'], ['a1-002', 'a1-001', 'a1-001'])).toBe(true);
    expect(sameMissing([], [])).toBe(true);
  });

  it('is false when a card or a copy differs', () => {
    expect(sameMissing(['a1-001', 'a1-001'], ['a1-001'])).toBe(false);
    expect(sameMissing(['a1-001', 'a1-002'], ['a1-001', 'a1-001'])).toBe(false);
    expect(sameMissing(['a1-001'], ['a1-002'])).toBe(false);
  });
});

describe('dropping unknown cards', () => {
  it('keeps the known ids with their copies and names each unknown id once', () => {
    const known = new Set(['a1-001', 'a1-002']);
    expect(partitionKnown(['a1-001', 'zz-999', 'a1-002', 'zz-999', 'a1-001', 'b9-001'], (id) => known.has(id))).toEqual({
      kept: ['a1-001', 'a1-002', 'a1-001'],
      dropped: ['zz-999', 'b9-001'],
    });
  });
});
