import { createCardIndex, localizeCards } from '@tcgp/rules';
import { LIST_CARDS } from '../../testing/listCards';
import { cardIdOf, formatListText, setAndNumberOf } from './listText';

describe('setAndNumberOf and cardIdOf', () => {
  it.each([
    ['a1-225', 'A1', 225],
    ['a2b-010', 'A2b', 10],
    ['pa-007', 'P-A', 7],
    ['pb-011', 'P-B', 11],
  ])('%s is written %s %i and read back', (id, set, number) => {
    expect(setAndNumberOf(id)).toEqual({ set, number });
    expect(cardIdOf(set, number)).toBe(id);
  });

  it('reads the promo code without its dash and in any case', () => {
    expect(cardIdOf('PA', 7)).toBe('pa-007');
    expect(cardIdOf('a2B', 10)).toBe('a2b-010');
  });
});

describe('formatListText', () => {
  const cards = createCardIndex(LIST_CARDS);

  it('writes Pokémon then Trainers, each headed by its copies, in the deck page order, English names', () => {
    const list = {
      cards: ['2:a1-225', '2:pa-007', '1:a1-036', '2:a1-033', '2:pa-005', '1:a1-001', '2:a2b-010', '1:pb-011'],
      score: 0.5,
      strength: 0.5,
    };
    expect(formatListText(list, cards)).toBe(
      [
        'Pokémon: 7',
        // Grass before Fire; within Fire by set and number (a1-033 before a1-036 before a2b-010); Colorless last.
        '1 Bulbasaur A1 1',
        '2 Charmander A1 33',
        '1 Charizard ex A1 36',
        '2 Moltres ex A2b 10',
        '1 Eevee P-B 11',
        '',
        'Trainer: 6',
        '2 Sabrina A1 225',
        '2 Poké Ball P-A 5',
        "2 Professor's Research P-A 7",
      ].join('\n'),
    );
  });

  it('keeps the English names on a page in another language', () => {
    const german = createCardIndex(localizeCards(LIST_CARDS, 'de'));
    expect(german.get('a1-036')?.name).toBe('Glurak-ex');
    expect(formatListText({ cards: ['2:a1-036', '2:pa-007'], score: 0, strength: 0 }, german)).toBe(
      "Pokémon: 2\n2 Charizard ex A1 36\n\nTrainer: 2\n2 Professor's Research P-A 7",
    );
  });

  it('adds up a card written twice and leaves out an empty group', () => {
    expect(formatListText({ cards: ['1:a1-225', '1:a1-225'], score: 0, strength: 0 }, cards)).toBe('Trainer: 2\n2 Sabrina A1 225');
  });

  it('writes a card the catalogue does not know last, with its id', () => {
    expect(formatListText({ cards: ['1:zz9-001', '1:a1-033'], score: 0, strength: 0 }, cards)).toBe(
      'Pokémon: 1\n1 Charmander A1 33\n\nTrainer: 1\n1 zz9-001 Zz9 1',
    );
  });
});
