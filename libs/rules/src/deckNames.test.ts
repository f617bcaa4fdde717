import { createCardIndex } from './cards';
import { deckIconCardIds, deckNameCardIds, firstPokemonOfList, parseDeckName, prettifySlug, readableDeckName } from './deckNames';
import { CARDS, INDEX, list } from './testing/fixtures';
import type { Archetype, Card } from '@tcgp/domain';
import { readRealData } from '@tcgp/test-fixtures';

describe('parseDeckName', () => {
  it('splits on & and finds the card id at the end of each part', () => {
    expect(parseDeckName('espeon-b3a-020&swablu-b1-196')).toEqual([
      { raw: 'espeon-b3a-020', slug: 'espeon', cardId: 'b3a-020' },
      { raw: 'swablu-b1-196', slug: 'swablu', cardId: 'b1-196' },
    ]);
    expect(parseDeckName('miraidon-ex-b3a-019')).toEqual([{ raw: 'miraidon-ex-b3a-019', slug: 'miraidon-ex', cardId: 'b3a-019' }]);
    expect(parseDeckName("professor's-research-pa-007")[0]).toMatchObject({ slug: "professor's-research", cardId: 'pa-007' });
  });

  it('keeps parts without a card id and drops empty parts', () => {
    expect(parseDeckName('Lonely Deck & &a1-001')).toEqual([
      { raw: 'Lonely Deck', slug: 'Lonely Deck', cardId: null },
      { raw: 'a1-001', slug: '', cardId: 'a1-001' },
    ]);
    expect(parseDeckName('')).toEqual([]);
  });
});

describe('deckNameCardIds', () => {
  it('lists the embedded card ids in order without duplicates', () => {
    expect(deckNameCardIds('espeon-b3a-020&swablu-b1-196')).toEqual(['b3a-020', 'b1-196']);
    expect(deckNameCardIds('a-a1-001&b-a1-001')).toEqual(['a1-001']);
    expect(deckNameCardIds('no card here')).toEqual([]);
  });
});

describe('prettifySlug', () => {
  it('capitalizes words and keeps "ex" lowercase', () => {
    expect(prettifySlug('mega-charizard-y-ex')).toBe('Mega Charizard Y ex');
    expect(prettifySlug("professor's-research")).toBe("Professor's Research");
    expect(prettifySlug('')).toBe('');
  });
});

describe('readableDeckName', () => {
  it('reads the slug without a catalogue', () => {
    expect(readableDeckName('miraidon-ex-b3a-019')).toBe('Miraidon ex');
    expect(readableDeckName('espeon-b3a-020&swablu-b1-196')).toBe('Espeon & Swablu');
  });

  it('prefers the catalogue names of the embedded cards', () => {
    const cards = createCardIndex([
      { id: 'a4-034', name: 'Ho-Oh ex', type: 'Fire', ex: 'Yes', set: 'a4' },
      { id: 'a4a-010', name: 'Entei ex', type: 'Fire', ex: 'Yes', set: 'a4a' },
    ]);
    // The slug alone would give "Ho Oh ex".
    expect(readableDeckName('ho-oh-ex-a4-034&entei-ex-a4a-010', cards)).toBe('Ho-Oh ex & Entei ex');
    expect(readableDeckName('ho-oh-ex-a4-034')).toBe('Ho Oh ex');
  });

  it('falls back to the slug for a card the catalogue does not know', () => {
    expect(readableDeckName('venusaur-ex-a1-004&mystery-zz-999', INDEX)).toBe('Venusaur ex & Mystery');
  });

  it('keeps names already written for people and never returns an empty name', () => {
    expect(readableDeckName('  Rain Dance  ')).toBe('Rain Dance');
    expect(readableDeckName('a1-001')).toBe('a1-001');
    expect(readableDeckName('a1-001', INDEX)).toBe('Bulbasaur');
    expect(readableDeckName(' & ')).toBe('&');
  });

  it('names every archetype of the real snapshot after its catalogue cards', () => {
    const cards = createCardIndex(readRealData<Card[]>('cards'));
    const archetypes = readRealData<Archetype[]>('bestDecks');
    const names = new Map(archetypes.map((a) => [a.name, readableDeckName(a.name, cards)]));
    expect(names.get('miraidon-ex-b3a-019')).toBe('Miraidon ex');
    expect(names.get('espeon-b3a-020&swablu-b1-196')).toBe('Espeon & Swablu');
    expect(names.get("professor's-research-pa-007")).toBe("Professor's Research");
    expect(names.get('mega-charizard-y-ex-b1a-014')).toBe('Mega Charizard Y ex');
    for (const [raw, name] of names) {
      expect(name).not.toMatch(/[a-z0-9]+-\d{3}/); // no card id left in a readable name
      expect(deckNameCardIds(raw).length).toBeGreaterThan(0);
    }
  });
});

describe('deckIconCardIds', () => {
  it('uses the embedded card ids, even unknown ones', () => {
    expect(deckIconCardIds({ name: 'espeon-b3a-020&swablu-b1-196' }, INDEX)).toEqual(['b3a-020', 'b1-196']);
  });

  it("falls back to the best list's first Pokémon", () => {
    const bestList = list(0.5, 0.5, '2:pa-005', '1:zz-001', '2:a1-033', '2:a1-036');
    expect(firstPokemonOfList(bestList, INDEX)).toBe('a1-033');
    expect(deckIconCardIds({ name: 'Fire Deck', bestList }, INDEX)).toEqual(['a1-033']);
  });

  it('gives no icon when nothing stands for the deck', () => {
    expect(deckIconCardIds({ name: 'Fire Deck' }, INDEX)).toEqual([]);
    expect(deckIconCardIds({ name: 'Trainers', bestList: list(0.5, 0.5, '2:pa-005', 'bad entry') }, createCardIndex(CARDS))).toEqual([]);
  });
});
