import type { DeckFilters } from '@tcgp/domain';
import { countSkippedLists, deriveDecks, isPrepared, metricValue, prepareArchetypes, prepareArchetypesCached, prepareArchetypesInSlices } from './decks';
import { createCardIndex } from './cards';
import { CARDS, INDEX, archetype, list } from './testing/fixtures';

const V1 = list(0.55, 0.7, '2:a1-001', '2:a1-002', '2:a1-004', '2:pa-005');
const V2 = list(0.5, 0.6, '2:a1-001', '2:a1-002', '1:a1-004', '2:pa-005', '1:pa-007');
const V3 = list(0.45, 0.5, '2:a1-001', '2:a1-002', '2:pa-005', '2:pa-007');
const C1 = list(0.58, 0.8, '2:a1-033', '2:a1-036', '2:pa-005');
const M1 = list(0.4, 0.4, '2:a1-001', '2:a1-053', '2:pa-007');
const B1 = list(0.9, 0.9, '2:zz-001', '2:pa-005');
const B2 = list(0.9, 0.9, 'x', '2:pa-005');
const B3 = list(0.3, 0.35, '2:a1-053', '2:pa-005');

// File order is not sorted; V lists are given worst first to check the best-first sort.
const ARCHETYPES = [
  archetype('Venusaur ex', 0.3, [V3, V1, V2]),
  archetype('Charizard ex', 0.2, [C1]),
  archetype('Mixed', 0.1, [M1]),
  archetype('Broken', 0.25, [B1, B2, B3]),
];

const DEFAULTS: DeckFilters = { energy: null, includeEx: true, deckAmount: 30, sortBy: 'score' };

function derive(missing: string[] = [], filters: Partial<DeckFilters> = {}, summary?: Record<string, { winRate: number; totalGames: number }>) {
  return deriveDecks({ archetypes: ARCHETYPES, cards: INDEX, missing, filters: { ...DEFAULTS, ...filters }, summary });
}

describe('deriveDecks', () => {
  it('derives decks sorted by score, with best-first lists and relative values', () => {
    const { decks } = derive();
    expect(decks.map((d) => d.name)).toEqual(['Charizard ex', 'Venusaur ex', 'Mixed', 'Broken']);
    const venusaur = decks[1];
    expect(venusaur?.id).toBe('venusaur-ex');
    expect(venusaur?.lists).toEqual([V1, V2, V3]);
    expect(venusaur?.bestList).toBe(V1);
    expect(venusaur?.score).toBe(0.55);
    expect(venusaur?.popularity).toBe(1);
    expect(venusaur?.strength).toBeCloseTo(0.7 / 0.8);
    expect(venusaur?.percentOfGames).toBe(0.3);
    expect(venusaur?.winRate).toBeNull();
    expect(decks[0]?.strength).toBe(1);
    expect(decks[0]?.popularity).toBeCloseTo(0.2 / 0.3);
  });

  it('reports lists with unknown ids or malformed entries instead of throwing', () => {
    const { decks, skipped } = derive();
    expect(skipped).toEqual([
      { deck: 'Broken', listIndex: 0, cardId: 'zz-001', reason: 'unknownCard', message: 'Card not found: zz-001' },
      { deck: 'Broken', listIndex: 1, cardId: 'x', reason: 'malformedEntry', message: expect.stringContaining('Malformed') },
    ]);
    expect(decks.find((d) => d.name === 'Broken')?.lists).toEqual([B3]);
  });

  it('applies the 2-copies rule for missing cards', () => {
    expect(derive(['a1-004']).decks.find((d) => d.name === 'Venusaur ex')?.lists).toEqual([V2, V3]);
    const twice = derive(['a1-004', 'a1-004']).decks.find((d) => d.name === 'Venusaur ex');
    expect(twice?.lists).toEqual([V3]);
    expect(twice?.score).toBe(0.45);
  });

  it('drops decks with no list left', () => {
    expect(derive(['a1-036']).decks.map((d) => d.name)).toEqual(['Venusaur ex', 'Mixed', 'Broken']);
  });

  it('keeps the top deckAmount decks by percentOfGames, then computes relative values among them', () => {
    const { decks } = derive([], { deckAmount: 2 });
    expect(decks.map((d) => d.name)).toEqual(['Venusaur ex', 'Broken']);
    expect(decks[1]?.strength).toBeCloseTo(0.35 / 0.7);
    expect(decks[1]?.popularity).toBeCloseTo(0.25 / 0.3);
    // With Venusaur gone, Charizard enters the top 2.
    expect(derive(['a1-001', 'a1-001'], { deckAmount: 2 }).decks.map((d) => d.name)).toEqual(['Charizard ex', 'Broken']);
  });

  it('applies the energy and include-EX filters per list', () => {
    expect(derive([], { energy: 'Grass' }).decks.map((d) => d.name)).toEqual(['Venusaur ex']);
    const noEx = derive([], { includeEx: false }).decks;
    expect(noEx.map((d) => d.name)).toEqual(['Venusaur ex', 'Mixed', 'Broken']);
    expect(noEx[0]?.lists).toEqual([V3]);
  });

  it('sorts by the chosen metric, unknown win rates last', () => {
    expect(derive([], { sortBy: 'popularity' }).decks.map((d) => d.name)).toEqual(['Venusaur ex', 'Broken', 'Charizard ex', 'Mixed']);
    expect(derive([], { sortBy: 'strength' }).decks.map((d) => d.name)).toEqual(['Charizard ex', 'Venusaur ex', 'Mixed', 'Broken']);
    const summary = {
      'Venusaur ex': { winRate: 0.48, totalGames: 100 },
      'Charizard ex': { winRate: 0.55, totalGames: 100 },
      Mixed: { winRate: 0.6, totalGames: 100 },
    };
    const decks = derive([], { sortBy: 'winRate' }, summary).decks;
    expect(decks.map((d) => d.name)).toEqual(['Mixed', 'Charizard ex', 'Venusaur ex', 'Broken']);
    expect(decks.map((d) => d.winRate)).toEqual([0.6, 0.55, 0.48, null]);
  });
});

describe('metricValue', () => {
  it('returns the value for each sort option and NaN for an unknown win rate', () => {
    const deck = derive([], {}, { 'Venusaur ex': { winRate: 0.48, totalGames: 9 } }).decks[1];
    if (!deck) throw new Error('no deck');
    expect(metricValue(deck, 'score')).toBe(0.55);
    expect(metricValue(deck, 'popularity')).toBe(1);
    expect(metricValue(deck, 'strength')).toBeCloseTo(0.875);
    expect(metricValue(deck, 'winRate')).toBe(0.48);
    const charizard = derive().decks[0];
    if (!charizard) throw new Error('no deck');
    expect(metricValue(charizard, 'winRate')).toBeNaN();
  });
});

describe('prepareArchetypes', () => {
  it('is memoised on the identity of its arguments', () => {
    const a = prepareArchetypesCached(ARCHETYPES, INDEX);
    expect(prepareArchetypesCached(ARCHETYPES, INDEX)).toBe(a);
    expect(prepareArchetypesCached([...ARCHETYPES], INDEX)).not.toBe(a);
    expect(prepareArchetypesCached(ARCHETYPES, createCardIndex(CARDS))).not.toBe(a);
  });

  it('precomputes counts and traits per list', () => {
    const venusaur = prepareArchetypes(ARCHETYPES, INDEX).archetypes[0];
    expect(venusaur?.lists.map((l) => l.list)).toEqual([V1, V2, V3]);
    expect(venusaur?.lists[1]?.counts.get('a1-004')).toBe(1);
    expect(venusaur?.lists[0]?.traits.hasEx).toBe(true);
    expect([...(venusaur?.lists[2]?.traits.pokemonTypes ?? [])]).toEqual(['Grass']);
  });
});

describe('prepareArchetypesInSlices', () => {
  it('gives what prepareArchetypes gives, pausing whenever a slice has used its time, and caches it', async () => {
    const archetypes = [...ARCHETYPES];
    let clock = 0;
    let pauses = 0;
    // Each clock reading advances 3 ms: with 5 ms slices the work pauses every other archetype.
    const result = await prepareArchetypesInSlices(archetypes, INDEX, {
      sliceMs: 5,
      now: () => (clock += 3),
      pause: async () => {
        pauses += 1;
      },
    });
    expect(result).toEqual(prepareArchetypes(archetypes, INDEX));
    expect(result.skipped).toHaveLength(2);
    expect(pauses).toBe(2);
    expect(isPrepared(archetypes, INDEX)).toBe(true);
    expect(prepareArchetypesCached(archetypes, INDEX)).toBe(result);
  });

  it('hands back the cached preparation when a page prepared the same data meanwhile', async () => {
    const archetypes = [...ARCHETYPES];
    let cached: unknown;
    const result = await prepareArchetypesInSlices(archetypes, INDEX, {
      sliceMs: 0,
      now: () => 0,
      pause: async () => {
        cached ??= prepareArchetypesCached(archetypes, INDEX);
      },
    });
    expect(cached).toBeDefined();
    expect(result).toBe(cached);
  });

  it('is not prepared before it is asked for', () => {
    expect(isPrepared([...ARCHETYPES], INDEX)).toBe(false);
  });
});

describe('countSkippedLists', () => {
  it('counts distinct lists: one list with two unknown cards is one list left out', () => {
    const bad = archetype('bad-a1-001', 0.2, [list(0.5, 0.5, '2:a1-001', '2:zz-001', '2:zz-002'), list(0.4, 0.5, '2:zz-003')]);
    const { skipped } = prepareArchetypes([bad], INDEX);
    expect(skipped).toHaveLength(3);
    expect(countSkippedLists(skipped)).toBe(2);
    expect(countSkippedLists([])).toBe(0);
  });
});
