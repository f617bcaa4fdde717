import { DEFAULT_DECK_FILTERS, type Archetype, type Card, type DeckFilters, type Expansion } from '@tcgp/domain';
import { readRealData } from '@tcgp/test-fixtures';
import { createCardIndex } from './cards';
import { findBestDeck } from './finder';
import { FINDER_ARCHETYPES as ARCHETYPES, INDEX } from './testing/fixtures';
import { PACK_SLOTS, rankCardsToGet, rankPacksToOpen, type CardGain } from './whatToGetNext';

function rank(missing: string[], filters?: DeckFilters) {
  return rankCardsToGet({ archetypes: ARCHETYPES, cards: INDEX, missing, filters });
}

const gainOf = (result: ReturnType<typeof rank>, id: string) => result.cards.find((c) => c.cardId === id);

describe('rankCardsToGet: what one copy back is worth', () => {
  it('is empty at 100% with nothing missing', () => {
    expect(rank([])).toEqual({ relativeStrength: 100, deck: { id: 'charizard-ex', name: 'Charizard ex' }, cards: [] });
  });

  it('gives the gain in percentage points and the deck it unlocks, largest first', () => {
    // Charizard ex (0.58) is out; the best is Venusaur ex's third list (0.45) without a1-004.
    const result = rank(['a1-036', 'a1-004', 'a1-004']);
    expect(result.deck?.name).toBe('Venusaur ex');
    expect(result.relativeStrength).toBeCloseTo((100 * 0.45) / 0.58);
    expect(result.cards.map((c) => c.cardId)).toEqual(['a1-036', 'a1-004']);
    const charizard = gainOf(result, 'a1-036') as CardGain;
    // Its only list holds 2 copies, so one copy back (none missing) brings the 0.58 list back.
    expect(charizard.relativeStrength).toBeCloseTo(100);
    expect(charizard.gain).toBeCloseTo(100 - (100 * 0.45) / 0.58);
    expect(charizard).toMatchObject({ deck: { id: 'charizard-ex', name: 'Charizard ex' }, unlocks: true });
    // Two copies of Venusaur ex missing: one back allows a 1-copy list (0.5), same deck.
    const venusaur = gainOf(result, 'a1-004') as CardGain;
    expect(venusaur.gain).toBeCloseTo((100 * 0.05) / 0.58);
    expect(venusaur).toMatchObject({ deck: { id: 'venusaur-ex' }, unlocks: false });
  });

  it('counts a card missing 3 times as still missing after one comes back (gain 0)', () => {
    const result = rank(['a1-036', 'a1-036', 'a1-036']);
    expect(gainOf(result, 'a1-036')).toMatchObject({ gain: 0, unlocks: false });
  });

  it('ranks cards that change nothing last, in the order of the list', () => {
    // Mixed (0.4) comes back with a1-053 but stays below Venusaur ex's 1-copy list (0.5).
    const result = rank(['a1-053', 'a1-004', 'a1-036']);
    expect(result.cards.map((c) => [c.cardId, c.gain > 0])).toEqual([
      ['a1-036', true],
      ['a1-004', true],
      ['a1-053', false],
    ]);
    // Two cards that block the same list: neither alone brings it back.
    expect(rank(['a1-036', 'a1-033']).cards.every((c) => c.gain === 0)).toBe(true);
  });

  it('starts from 0% when no deck can be built', () => {
    const result = rank(['pa-005', 'pa-005', 'a1-001', 'a1-001']);
    expect(result).toMatchObject({ relativeStrength: 0, deck: null });
    const pokeBall = gainOf(result, 'pa-005') as CardGain;
    expect(pokeBall.deck).toBeNull();
    expect(pokeBall.gain).toBe(0);
    // One Bulbasaur back: a list may hold 1 copy; every list holds 2 -> still nothing.
    expect(gainOf(result, 'a1-001')?.gain).toBe(0);
    const two = rank(['pa-005', 'a1-001', 'a1-001']);
    expect(two.deck).toBeNull();
    expect(gainOf(two, 'pa-005')).toMatchObject({ gain: 100, deck: { name: 'Charizard ex' }, unlocks: true });
  });

  it('applies the filters and the deck amount like the finder', () => {
    const filters = { ...DEFAULT_DECK_FILTERS, deckAmount: 1 };
    // Only the most played deck counts: Venusaur ex.
    const result = rank(['a1-001', 'a1-001'], filters);
    expect(result.deck?.name).toBe('Charizard ex');
    expect(result.relativeStrength).toBeCloseTo((100 * 0.58) / 0.55);
    expect(gainOf(result, 'a1-001')?.gain).toBeCloseTo(0);
    const fire = rank(['a1-036'], { ...DEFAULT_DECK_FILTERS, energy: 'Fire' });
    expect(fire).toMatchObject({ relativeStrength: 0, deck: null });
    expect(gainOf(fire, 'a1-036')).toMatchObject({ gain: 100, deck: { name: 'Charizard ex' } });
  });

  it('agrees with findBestDeck on every card', () => {
    const missing = ['a1-036', 'a1-004', 'pa-007', 'a1-004', 'a1-053'];
    const before = findBestDeck({ archetypes: ARCHETYPES, cards: INDEX, missing });
    for (const gain of rank(missing).cards) {
      const i = missing.indexOf(gain.cardId);
      const after = findBestDeck({ archetypes: ARCHETYPES, cards: INDEX, missing: missing.filter((_, j) => j !== i) });
      const strength = (r: typeof after) => (r.status === 'found' ? r.relativeStrength : 0);
      expect(gain.relativeStrength).toBeCloseTo(strength(after));
      expect(gain.gain).toBeCloseTo(strength(after) - strength(before));
      expect(gain.deck?.id ?? null).toBe(after.status === 'found' ? after.deck.id : null);
    }
  });
});

describe('rankPacksToOpen: the expected gain of one pack', () => {
  const card = (id: string, rarity: string | undefined, type: Card['type'] = 'Grass'): Card => ({
    id,
    name: id,
    type,
    ex: 'No',
    set: id.split('-')[0] ?? '',
    rarity,
  });
  // Set a1: four ◊ cards, two ◊◊; set a2: two ◊ and one ☆; promo pa.
  const CARDS = createCardIndex([
    card('a1-001', '◊'),
    card('a1-002', '◊'),
    card('a1-003', '◊'),
    card('a1-004', undefined),
    card('a1-010', '◊◊'),
    card('a1-011', '◊◊'),
    card('a2-001', '◊'),
    card('a2-002', '◊'),
    card('a2-090', '☆'),
    card('pa-001', 'Promo', 'Trainer'),
  ]);
  const EXPANSIONS: Expansion[] = [
    { id: 'a1', name: 'Genetic Apex', releaseDate: '2024-10-30' },
    { id: 'a2', name: 'Space-Time Smackdown', releaseDate: '2025-01-29' },
    { id: 'pa', name: 'Promo-A', releaseDate: null, promo: true },
  ];
  const gain = (cardId: string, points: number): CardGain => ({ cardId, gain: points, relativeStrength: 0, deck: null, unlocks: points > 0 });

  it('has five cards a pack: three ◊ slots and two slots by the offering rates, each adding up to 1', () => {
    expect(PACK_SLOTS).toHaveLength(5);
    for (const slot of PACK_SLOTS.slice(0, 3)) expect(slot).toEqual({ '◊': 1 });
    for (const slot of PACK_SLOTS.slice(3)) expect(Object.values(slot).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(PACK_SLOTS[3]?.['◊◊']).toBe(0.9);
    expect(PACK_SLOTS[4]?.['◊◊']).toBe(0.6);
  });

  it('multiplies each card’s chance in a pack by its gain and adds them up per set', () => {
    const packs = rankPacksToOpen({ gains: [gain('a1-001', 10), gain('a1-010', 4), gain('a2-090', 50)], cards: CARDS, expansions: EXPANSIONS });
    // a1-001: one of 4 ◊ cards (a1-004 has no rarity: ◊), three ◊ slots -> 1 - (3/4)^3.
    const pOne = 1 - (3 / 4) ** 3;
    // a1-010: one of 2 ◊◊ cards, slot 4 (0.9) and slot 5 (0.6).
    const pTen = 1 - (1 - 0.9 / 2) * (1 - 0.6 / 2);
    // a2-090: the only ☆ card of a2, slots 4 and 5.
    const pStar = 1 - (1 - 0.02572) * (1 - 0.10288);
    expect(packs.map((p) => p.setId)).toEqual(['a1', 'a2']);
    expect(packs[0]?.expectedGain).toBeCloseTo(pOne * 10 + pTen * 4, 10);
    expect(packs[1]?.expectedGain).toBeCloseTo(pStar * 50, 10);
    expect(packs[0]).toMatchObject({ missingCards: 2, bestCard: 'a1-001' });
    expect(packs[0]?.missingChance).toBeCloseTo(1 - (3 / 4) ** 3 * (1 - 0.9 / 2) * (1 - 0.6 / 2), 10);
  });

  it('leaves out promo sets, cards no pack gives and sets without missing cards; ranks zero gains by the chance of a missing card', () => {
    const packs = rankPacksToOpen({
      gains: [gain('pa-001', 30), gain('a1-001', 0), gain('a2-001', 0), gain('a2-002', 0)],
      cards: CARDS,
      expansions: EXPANSIONS,
    });
    expect(packs.map((p) => [p.setId, p.expectedGain, p.bestCard])).toEqual([
      ['a2', 0, null],
      ['a1', 0, null],
    ]);
    expect(packs[0]?.missingChance).toBeCloseTo(1);
    expect(packs[1]?.missingChance).toBeCloseTo(1 - (3 / 4) ** 3);
  });
});

describe('what to get next on the real snapshot', () => {
  const cards = createCardIndex(readRealData<Card[]>('cards'));
  const archetypes = readRealData<Archetype[]>('bestDecks');
  const expansions = readRealData<Expansion[]>('expansions');
  const filters: DeckFilters = { ...DEFAULT_DECK_FILTERS, deckAmount: 100 };
  // 30 cards marked as a player does on the finder: a card of the shown best list (2 entries for a
  // 1-copy card), again and again (the most played cards alone barely move the finder on this data).
  const missing: string[] = [];
  while (new Set(missing).size < 30) {
    const r = findBestDeck({ archetypes, cards, missing, filters });
    if (r.status !== 'found') break;
    const next = r.deck.bestList.cards.map((e) => e.split(':')).find(([, id]) => id && !missing.includes(id));
    if (!next) break;
    const [count, id] = next as [string, string];
    missing.push(...(count === '1' ? [id, id] : [id]));
  }

  it('gives for each of 30 missing cards the same strength and deck as findBestDeck without it', () => {
    const ranking = rankCardsToGet({ archetypes, cards, missing, filters });
    expect(ranking.cards).toHaveLength(30);
    expect(ranking.deck).not.toBeNull();
    const strength = (m: string[]) => {
      const r = findBestDeck({ archetypes, cards, missing: m, filters });
      return r.status === 'found' ? { value: r.relativeStrength, deck: r.deck.id } : { value: 0, deck: null };
    };
    expect(ranking.relativeStrength).toBeCloseTo(strength(missing).value, 9);
    for (const gain of ranking.cards) {
      const i = missing.indexOf(gain.cardId);
      const after = strength(missing.filter((_, j) => j !== i));
      expect([gain.cardId, gain.relativeStrength]).toEqual([gain.cardId, expect.closeTo(after.value, 9)]);
      expect(gain.deck?.id ?? null).toBe(after.deck);
    }
    expect(ranking.cards.some((c) => c.gain > 0)).toBe(true);
  });

  it('ranks the packs of the sets those cards come from, promo sets never', () => {
    const ranking = rankCardsToGet({ archetypes, cards, missing, filters });
    const packs = rankPacksToOpen({ gains: ranking.cards, cards, expansions });
    expect(packs.length).toBeGreaterThan(0);
    expect(packs.every((p) => p.setId !== 'pa' && p.setId !== 'pb')).toBe(true);
    for (let i = 1; i < packs.length; i += 1) expect((packs[i - 1]?.expectedGain ?? 0) >= (packs[i]?.expectedGain ?? 0)).toBe(true);
    for (const p of packs) expect(p.missingChance).toBeGreaterThan(0);
  });
});
