import {
  DECK_AMOUNT_OPTIONS,
  DEFAULT_FILTERS,
  FREE_DECK_AMOUNT,
  effectiveFilters,
  isValidDeckAmount,
  listMatchesFilters,
  validateListCopies,
} from './filters';
import { INDEX, list } from './testFixtures';
import type { Filters } from './types';

describe('filter constants', () => {
  it('has the SPEC defaults', () => {
    expect(DEFAULT_FILTERS).toEqual({ energy: null, includeEx: true, deckAmount: 30, sortBy: 'score', expansion: null });
    expect(FREE_DECK_AMOUNT).toBe(30);
    expect(DECK_AMOUNT_OPTIONS).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('validates deck amounts', () => {
    expect(isValidDeckAmount(10)).toBe(true);
    expect(isValidDeckAmount(100)).toBe(true);
    expect(isValidDeckAmount(0)).toBe(false);
    expect(isValidDeckAmount(25)).toBe(false);
    expect(isValidDeckAmount(110)).toBe(false);
  });
});

describe('effectiveFilters', () => {
  const chosen: Filters = { energy: 'Fire', includeEx: false, deckAmount: 100, sortBy: 'winRate', expansion: 'a1' };

  it('keeps every filter for premium users', () => {
    expect(effectiveFilters(chosen, true)).toEqual(chosen);
  });

  it.each([false, null])('resets the premium filters but keeps the expansion when premium is %s', (premium) => {
    expect(effectiveFilters(chosen, premium)).toEqual({
      energy: null,
      includeEx: true,
      deckAmount: 30,
      sortBy: 'score',
      expansion: 'a1',
    });
  });
});

describe('listMatchesFilters', () => {
  const grassEx = list(0.5, 0.5, '2:a1-001', '1:a1-004', '2:pa-005');
  const grassPlain = list(0.5, 0.5, '2:a1-001', '2:a1-002', '2:pa-005');
  const mixed = list(0.5, 0.5, '2:a1-001', '2:a1-033', '2:pa-005');
  const trainersOnly = list(0.5, 0.5, '2:pa-005', '2:pa-007');

  it('keeps everything with no energy and EX included', () => {
    for (const l of [grassEx, grassPlain, mixed]) {
      expect(listMatchesFilters(l, INDEX, { energy: null, includeEx: true })).toBe(true);
    }
  });

  it('energy: every card is that energy or a Trainer', () => {
    const grass = { energy: 'Grass' as const, includeEx: true };
    expect(listMatchesFilters(grassEx, INDEX, grass)).toBe(true);
    expect(listMatchesFilters(mixed, INDEX, grass)).toBe(false);
    expect(listMatchesFilters(trainersOnly, INDEX, grass)).toBe(true);
    expect(listMatchesFilters(grassPlain, INDEX, { energy: 'Fire', includeEx: true })).toBe(false);
  });

  it('include EX off: only Trainer or non-ex cards', () => {
    const noEx = { energy: null, includeEx: false };
    expect(listMatchesFilters(grassEx, INDEX, noEx)).toBe(false);
    expect(listMatchesFilters(grassPlain, INDEX, noEx)).toBe(true);
    expect(listMatchesFilters(grassPlain, INDEX, { energy: 'Grass', includeEx: false })).toBe(true);
  });

  it('throws Card not found for an unknown id', () => {
    expect(() => listMatchesFilters(list(0, 0, '1:zz-001'), INDEX, { energy: null, includeEx: true })).toThrow(
      'Card not found: zz-001',
    );
  });
});

describe('validateListCopies (at most 2 per card name)', () => {
  it('accepts 2 copies of a name', () => {
    expect(validateListCopies(list(0, 0, '2:a1-001', '1:pa-005', '1:a2b-111'), INDEX)).toEqual([]);
  });

  it('reports 3 copies of one name across printings', () => {
    expect(validateListCopies(list(0, 0, '2:pa-005', '1:a2b-111'), INDEX)).toEqual([
      'Too many copies of "Poké Ball": 3 (at most 2 per card name)',
    ]);
    expect(validateListCopies(list(0, 0, '3:a1-001'), INDEX)).toEqual([
      'Too many copies of "Bulbasaur": 3 (at most 2 per card name)',
    ]);
  });

  it('reports malformed entries and unknown ids instead of throwing', () => {
    expect(validateListCopies(list(0, 0, 'two:a1-001', '1:zz-001'), INDEX)).toEqual([
      'Malformed deck list entry: "two:a1-001" (expected "count:cardId", e.g. "2:a1-098")',
      'Card not found: zz-001',
    ]);
  });
});
