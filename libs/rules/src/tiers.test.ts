import { assignTiers, tierFor } from './tiers';

describe('tierFor: six equal bands between min and max', () => {
  it.each([
    [6, 'S'],
    [5.5, 'S'],
    [5, 'S'], // edge S/A goes to the higher tier
    [4.99, 'A'],
    [4, 'A'], // edge A/B
    [3.5, 'B'],
    [3, 'B'],
    [2.99, 'C'],
    [2, 'C'],
    [1.5, 'D'],
    [1, 'D'],
    [0.99, 'E'],
    [0, 'E'],
  ] as const)('value %d of [0, 6] is %s', (value, tier) => {
    expect(tierFor(value, 0, 6)).toBe(tier);
  });

  it('works on an offset range with band width 2', () => {
    expect(tierFor(22, 10, 22)).toBe('S');
    expect(tierFor(20, 10, 22)).toBe('S');
    expect(tierFor(19.99, 10, 22)).toBe('A');
    expect(tierFor(12, 10, 22)).toBe('D');
    expect(tierFor(11.99, 10, 22)).toBe('E');
    expect(tierFor(10, 10, 22)).toBe('E');
  });

  it('clamps out-of-range values and handles equal bounds and NaN', () => {
    expect(tierFor(30, 10, 22)).toBe('S');
    expect(tierFor(-5, 10, 22)).toBe('E');
    expect(tierFor(0.4, 0.4, 0.4)).toBe('S');
    expect(tierFor(NaN, 0, 6)).toBe('E');
  });
});

describe('assignTiers', () => {
  const value = (x: { v: number }) => x.v;

  it('always returns the six tiers S..E in order', () => {
    expect(assignTiers([], value).map((r) => r.tier)).toEqual(['S', 'A', 'B', 'C', 'D', 'E']);
    expect(assignTiers([], value).every((r) => r.items.length === 0)).toBe(true);
  });

  it('puts the best value in S and the worst in E, keeping input order in a band', () => {
    const items = [{ v: 0.3 }, { v: 0.6 }, { v: 0.58 }, { v: 0.59 }, { v: 0.45 }, { v: 0.31 }];
    const rows = assignTiers(items, value);
    expect(rows.map((r) => r.items.map(value))).toEqual([[0.6, 0.58, 0.59], [], [0.45], [], [], [0.3, 0.31]]);
  });

  it('places band edges in the higher tier', () => {
    const rows = assignTiers(
      [0, 1, 2, 3, 4, 5, 6].map((v) => ({ v })),
      value,
    );
    expect(rows.map((r) => r.items.map(value))).toEqual([[5, 6], [4], [3], [2], [1], [0]]);
  });

  it('puts everything in S when all values are equal or there is one item', () => {
    const equal = assignTiers([{ v: 0.5 }, { v: 0.5 }, { v: 0.5 }], value);
    expect(equal[0]?.items).toHaveLength(3);
    expect(equal.slice(1).every((r) => r.items.length === 0)).toBe(true);
    const one = assignTiers([{ v: 7 }], value);
    expect(one[0]?.items).toEqual([{ v: 7 }]);
  });

  it('ignores non-finite values for the range and puts them in E', () => {
    const rows = assignTiers([{ v: NaN }, { v: 1 }, { v: 0 }], value);
    expect(rows[0]?.items.map(value)).toEqual([1]);
    expect(rows[5]?.items.map(value)).toEqual([NaN, 0]);
  });
});
