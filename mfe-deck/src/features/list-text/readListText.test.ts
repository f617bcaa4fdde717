import fc from 'fast-check';
import type { Tier } from '@tcgp/domain';
import { createCardIndex, localizeCards, type DerivedDeck } from '@tcgp/rules';
import { LIST_CARDS } from '../../testing/listCards';
import { formatListText } from './listText';
import { LIST_TEXT_MAX_CHARACTERS, LIST_TEXT_MAX_LINES, archetypeOfList, readListText, type ListArchetype } from './readListText';

const cards = createCardIndex(LIST_CARDS);

describe('readListText', () => {
  it('reads set code and number, in the forms players write them', () => {
    const text = ['2 Sabrina A1 225', "1 Professor's Research P-A 7", '1 Poké Ball PA 5', '2x Charmander a1-033', 'x1 Eevee P-B 11', 'A2b 10'].join('\n');
    expect(readListText(text, cards)).toEqual({
      status: 'read',
      cards: [
        { cardId: 'a1-225', count: 2 },
        { cardId: 'pa-007', count: 1 },
        { cardId: 'pa-005', count: 1 },
        { cardId: 'a1-033', count: 2 },
        { cardId: 'pb-011', count: 1 },
        { cardId: 'a2b-010', count: 1 },
      ],
      notFound: [],
      ambiguous: [],
    });
  });

  it('finds a card by its English or a local name, case and spaces ignored, one copy without a count', () => {
    const german = createCardIndex(localizeCards(LIST_CARDS, 'de'));
    const text = '2 charizard EX\n2   Glumanda\nDracaufeu-ex\nPOKÉBALL';
    const reading = readListText(text, german);
    expect(reading).toMatchObject({
      status: 'read',
      cards: [
        { cardId: 'a1-036', count: 3 },
        { cardId: 'a1-033', count: 2 },
        { cardId: 'pa-005', count: 1 },
      ],
    });
  });

  it('skips blank lines, headings and comments, numbering the other lines as pasted', () => {
    const text = ['Pokémon: 8', '2 Charmander A1 33', '', 'Trainer: 12', '# my notes', '// more', 'Trainers (3)', 'Pokémon : 2', 'Foo bar'].join('\n');
    expect(readListText(text, cards)).toEqual({
      status: 'read',
      cards: [{ cardId: 'a1-033', count: 2 }],
      notFound: [{ line: 9, text: 'Foo bar' }],
      ambiguous: [],
    });
  });

  it('lists unknown lines and never guesses: an unknown set number, a misspelt name, a zero count', () => {
    const reading = readListText('2 Sabrina A1 999\n2 Sabrinaa\n0 Charmander A1 33\n2 Charmander A1 33', cards);
    expect(reading).toEqual({
      status: 'read',
      cards: [{ cardId: 'a1-033', count: 2 }],
      notFound: [
        { line: 1, text: '2 Sabrina A1 999' },
        { line: 2, text: '2 Sabrinaa' },
        { line: 3, text: '0 Charmander A1 33' },
      ],
      ambiguous: [],
    });
  });

  it('lists a name that fits two printings as ambiguous, with both', () => {
    expect(readListText('2 Sabrina', cards)).toEqual({
      status: 'read',
      cards: [],
      notFound: [],
      ambiguous: [{ line: 1, text: '2 Sabrina', cardIds: ['a1-225', 'a1-272'] }],
    });
  });

  it('does not mistake a card named with a colon or "Pokémon" for a heading', () => {
    const withColon = createCardIndex([...LIST_CARDS, { id: 'a3-123', name: 'Type: Null', type: 'Colorless', ex: 'No', set: 'a3' }]);
    expect(readListText('Type: Null\nPokémon Center Lady', withColon)).toMatchObject({
      cards: [{ cardId: 'a3-123', count: 1 }],
      notFound: [{ line: 2, text: 'Pokémon Center Lady' }],
    });
  });

  it('reads nothing beyond 5,000 characters or 100 lines; exactly at the limits it reads', () => {
    expect(LIST_TEXT_MAX_CHARACTERS).toBe(5000);
    expect(LIST_TEXT_MAX_LINES).toBe(100);
    const line = '2 Sabrina A1 225';
    expect(readListText(Array.from({ length: 100 }, () => line).join('\n'), cards)).toMatchObject({
      status: 'read',
      cards: [{ cardId: 'a1-225', count: 200 }],
    });
    expect(readListText(Array.from({ length: 101 }, () => line).join('\n'), cards)).toEqual({ status: 'tooLong', limit: 'lines' });
    const padded = `${line}${' '.repeat(5000 - line.length)}`;
    expect(readListText(padded, cards)).toMatchObject({ status: 'read' });
    expect(readListText(`${padded} `, cards)).toEqual({ status: 'tooLong', limit: 'characters' });
  });

  it('says a text with no card line is empty', () => {
    expect(readListText('\n  \nPokémon: 0\n', cards)).toEqual({ status: 'empty' });
  });

  it('reads back the cards of any formatted list (format then read)', () => {
    const ids = LIST_CARDS.map((c) => c.id);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1, maxLength: ids.length }),
        fc.array(fc.integer({ min: 1, max: 2 }), { minLength: ids.length, maxLength: ids.length }),
        (picked, counts) => {
          const list = { cards: picked.map((id, i) => `${counts[i] ?? 1}:${id}`), score: 0, strength: 0 };
          const reading = readListText(formatListText(list, cards), cards);
          if (reading.status !== 'read') return false;
          expect(reading.notFound).toEqual([]);
          expect(reading.ambiguous).toEqual([]);
          const read = new Map(reading.cards.map((c) => [c.cardId, c.count]));
          expect(read).toEqual(new Map(picked.map((id, i) => [id, counts[i] ?? 1])));
          return true;
        },
      ),
      { seed: 20261129, numRuns: 200 },
    );
  });
});

describe('archetypeOfList', () => {
  const deck = (name: string, bestList: string[]): DerivedDeck =>
    ({ id: name, name, bestList: { cards: bestList, score: 0.5, strength: 0.5 }, lists: [] }) as unknown as DerivedDeck;
  const entry = (d: DerivedDeck, tier: Tier | null = 'A'): ListArchetype => ({ deck: d, tier });
  const charizard = entry(deck('charizard-ex-a1-036', ['2:a1-036', '2:a1-033']), 'S');
  const charizardMoltres = entry(deck('charizard-ex-a1-036&moltres-ex-a2b-010', ['2:a1-036', '2:a2b-010']), 'B');
  const eevee = entry(deck('eevee-pb-011', ['2:pb-011']), 'C');
  const decks = [charizard, charizardMoltres, eevee];

  it('is the deck whose signature cards the list holds, the one with the closer list first', () => {
    expect(archetypeOfList([{ cardId: 'a1-036', count: 2 }], decks, cards)).toBe(charizard);
    expect(
      archetypeOfList(
        [
          { cardId: 'a1-036', count: 2 },
          { cardId: 'a2b-010', count: 2 },
        ],
        decks,
        cards,
      ),
    ).toBe(charizardMoltres);
  });

  it('counts another printing of a signature card by its English name', () => {
    const printings = createCardIndex([...LIST_CARDS, { id: 'a1-253', name: 'Charizard ex', type: 'Fire', ex: 'Yes', set: 'a1' }]);
    expect(archetypeOfList([{ cardId: 'a1-253', count: 2 }], decks, printings)).toBe(charizard);
  });

  it('of two decks with lists as close, takes the one with more signature cards, then the first', () => {
    const sameList = ['2:a1-036', '2:a2b-010'];
    const one = entry(deck('charizard-ex-a1-036', sameList));
    const two = entry(deck('charizard-ex-a1-036&moltres-ex-a2b-010', sameList));
    const list = [
      { cardId: 'a1-036', count: 2 },
      { cardId: 'a2b-010', count: 2 },
    ];
    expect(archetypeOfList(list, [one, two], cards)).toBe(two);
    const both = [
      { cardId: 'a1-036', count: 2 },
      { cardId: 'pb-011', count: 2 },
    ];
    expect(archetypeOfList(both, [eevee, charizard], cards)).toBe(eevee);
    expect(archetypeOfList(both, [charizard, eevee], cards)).toBe(charizard);
  });

  it("counts the closest of a deck's lists, not only its best", () => {
    const eeveeWithCharmander = entry({
      ...deck('eevee-pb-011', ['2:pb-011']),
      lists: [{ cards: ['2:pb-011', '2:a1-033', '2:a1-036'], score: 0.4, strength: 0.4 }],
    } as DerivedDeck);
    const list = [
      { cardId: 'pb-011', count: 2 },
      { cardId: 'a1-033', count: 2 },
      { cardId: 'a1-036', count: 2 },
    ];
    expect(archetypeOfList(list, [charizard, eeveeWithCharmander], cards)).toBe(eeveeWithCharmander);
  });

  it('takes a deck named after a Trainer only when no deck of a Pokémon fits', () => {
    const research = entry(deck("professor's-research-pa-007", ['2:pa-007', '2:a1-225']), 'A');
    const list = [
      { cardId: 'a1-036', count: 2 },
      { cardId: 'pa-007', count: 2 },
      { cardId: 'a1-225', count: 2 },
    ];
    expect(archetypeOfList(list, [research, ...decks], cards)).toBe(charizard);
    expect(archetypeOfList(list.slice(1), [research, ...decks], cards)).toBe(research);
  });

  it('is null when no deck has its signature cards in the list', () => {
    expect(archetypeOfList([{ cardId: 'a1-225', count: 2 }], decks, cards)).toBeNull();
  });
});
