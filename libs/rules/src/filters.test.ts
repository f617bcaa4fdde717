import { effectiveFilters, filtersInForce, listMatchesFilters, validateListCopies } from './filters';
import { INDEX, list } from './testing/fixtures';
import type { DeckFilters } from '@tcgp/domain';

describe('effectiveFilters (the filters in force)', () => {
  const chosen: DeckFilters = { energy: 'Fire', includeEx: false, deckAmount: 100, sortBy: 'winRate' };

  it('keeps every filter for premium users', () => {
    expect(effectiveFilters(chosen, true)).toEqual(chosen);
  });

  it.each([false, null])('gives the free defaults (30 decks by score, all energies, EX included) when premium is %s', (premium) => {
    expect(effectiveFilters(chosen, premium)).toEqual({ energy: null, includeEx: true, deckAmount: 30, sortBy: 'score' });
  });
});

describe('filtersInForce', () => {
  it('names the filters a premium user changed from the defaults', () => {
    expect(filtersInForce({ energy: 'Fire', includeEx: false, deckAmount: 100, sortBy: 'winRate' }, true)).toEqual([
      'energy',
      'includeEx',
      'deckAmount',
      'sortBy',
    ]);
    expect(filtersInForce({ energy: null, includeEx: true, deckAmount: 30, sortBy: 'score' }, true)).toEqual([]);
    expect(filtersInForce({ energy: null, includeEx: true, deckAmount: 40, sortBy: 'score' }, true)).toEqual(['deckAmount']);
  });

  it.each([false, null])('is empty when premium is %s, whatever was chosen', (premium) => {
    expect(filtersInForce({ energy: 'Fire', includeEx: false, deckAmount: 100, sortBy: 'winRate' }, premium)).toEqual([]);
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
    expect(() => listMatchesFilters(list(0, 0, '1:zz-001'), INDEX, { energy: null, includeEx: true })).toThrow('Card not found: zz-001');
  });
});

describe('validateListCopies (at most 2 per card name)', () => {
  it('accepts 2 copies of a name', () => {
    expect(validateListCopies(list(0, 0, '2:a1-001', '1:pa-005', '1:a2b-111'), INDEX)).toEqual([]);
  });

  it('reports 3 copies of one name across printings', () => {
    expect(validateListCopies(list(0, 0, '2:pa-005', '1:a2b-111'), INDEX)).toEqual(['Too many copies of "Poké Ball": 3 (at most 2 per card name)']);
    expect(validateListCopies(list(0, 0, '3:a1-001'), INDEX)).toEqual(['Too many copies of "Bulbasaur": 3 (at most 2 per card name)']);
  });

  it('reports malformed entries and unknown ids instead of throwing', () => {
    expect(validateListCopies(list(0, 0, 'two:a1-001', '1:zz-001'), INDEX)).toEqual([
      'Malformed deck list entry: "two:a1-001" (expected "count:cardId", e.g. "2:a1-098")',
      'Card not found: zz-001',
    ]);
  });
});
