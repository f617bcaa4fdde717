import { MAX_ALTERNATIVES, findAlternatives, singleSwap } from './alternatives';
import { list } from './testing/fixtures';

const best = list(0.6, 0.7, '2:a1-001', '1:a1-002', '2:pa-005');

describe('singleSwap', () => {
  it('finds one copy out and one copy in', () => {
    expect(singleSwap(best, list(0.5, 0.5, '2:a1-001', '1:a1-033', '2:pa-005'))).toEqual({ out: 'a1-002', in: 'a1-033' });
    // A second copy of a card already in the list also counts as the card put in.
    expect(singleSwap(best, list(0.5, 0.5, '2:a1-001', '2:a1-002', '1:pa-005'))).toEqual({ out: 'pa-005', in: 'a1-002' });
  });

  it('rejects identical lists, two-card swaps and pure additions or removals', () => {
    expect(singleSwap(best, list(0.5, 0.5, '2:pa-005', '1:a1-002', '2:a1-001'))).toBeNull();
    expect(singleSwap(best, list(0.5, 0.5, '1:a1-033', '1:a1-036', '2:pa-005', '1:a1-002'))).toBeNull();
    expect(singleSwap(best, list(0.5, 0.5, '2:a1-002', '1:a1-033', '2:pa-005'))).toBeNull();
    expect(singleSwap(best, list(0.5, 0.5, '2:a1-001', '1:a1-002', '2:pa-005', '1:a1-033'))).toBeNull();
    expect(singleSwap(best, list(0.5, 0.5, '2:a1-001', '2:pa-005'))).toBeNull();
  });
});

describe('findAlternatives', () => {
  const swaps = [
    list(0.41, 0.5, '2:a1-001', '1:a1-033', '2:pa-005'),
    list(0.45, 0.5, '2:a1-001', '1:a1-036', '2:pa-005'),
    list(0.5, 0.5, '2:a1-001', '1:a1-053', '2:pa-005'),
    list(0.43, 0.5, '2:a1-001', '1:pa-007', '2:pa-005'),
  ];
  const notASwap = list(0.59, 0.5, '1:a1-001', '1:a1-033', '1:a1-036', '2:pa-005');

  it('returns at most 3 single-swap lists, highest score first, never the best list itself', () => {
    expect(MAX_ALTERNATIVES).toBe(3);
    const result = findAlternatives(best, [best, notASwap, ...swaps]);
    expect(result.map((a) => a.list.score)).toEqual([0.5, 0.45, 0.43]);
    expect(result[0]).toEqual({ list: swaps[2], out: 'a1-002', in: 'a1-053' });
  });

  it('returns fewer when fewer lists qualify', () => {
    expect(findAlternatives(best, [best, swaps[0] ?? best])).toHaveLength(1);
    expect(findAlternatives(best, [best, notASwap])).toEqual([]);
  });
});
