import fc from 'fast-check';
import { DEFAULT_DECK_FILTERS, type Archetype, type Card } from '@tcgp/domain';
import { readRealData } from '@tcgp/test-fixtures';
import { createCardIndex } from './cards';
import { deriveDecks } from './decks';
import {
  MAX_PICKED_CARDS,
  MAX_WITH_LENGTH,
  alsoPlayedIn,
  cardsPlayedByDecks,
  deckPlaysAll,
  decksPlayingCard,
  decksPlayingCards,
  copiesInList,
  matchCards,
  parsePickedCards,
  searchKey,
  withPickedCards,
} from './findByCard';
import { CARDS, INDEX, archetype, list } from './testing/fixtures';

/** Three decks: Venusaur (two lists, one with Sabrina), Charizard (Sabrina), Squirtle (no Sabrina). */
const ARCHETYPES: Archetype[] = [
  archetype('Venusaur ex', 0.3, [list(0.55, 0.7, '2:a1-001', '2:a1-004', '2:pa-005'), list(0.5, 0.6, '2:a1-001', '1:a1-004', '2:pa-005', '1:a1-225')]),
  archetype('Charizard ex', 0.2, [list(0.58, 0.8, '2:a1-033', '2:a1-036', '2:pa-005', '2:a1-225')]),
  archetype('Squirtle', 0.1, [list(0.4, 0.5, '2:a1-053', '2:pa-007')]),
];

function derive(missing: string[] = []) {
  return deriveDecks({ archetypes: ARCHETYPES, cards: INDEX, missing, filters: DEFAULT_DECK_FILTERS }).decks;
}

const names = (decks: readonly { name: string }[]) => decks.map((d) => d.name).sort();

describe('searchKey', () => {
  it('ignores case, accents, spaces, dots, dashes and apostrophes', () => {
    expect(searchKey('Poké Ball')).toBe('pokeball');
    expect(searchKey('POKEBALL')).toBe('pokeball');
    expect(searchKey("Professor's Research")).toBe(searchKey('professors research'));
    expect(searchKey('Mr. Mime')).toBe('mrmime');
    expect(searchKey('Ho-Oh')).toBe('hooh');
  });
});

describe('decksPlayingCards', () => {
  it('keeps every deck when no card is picked', () => {
    expect(names(decksPlayingCards(derive(), []))).toEqual(['Charizard ex', 'Squirtle', 'Venusaur ex']);
  });

  it('keeps the decks one of whose kept lists plays the card', () => {
    expect(names(decksPlayingCards(derive(), ['a1-225']))).toEqual(['Charizard ex', 'Venusaur ex']);
    expect(names(decksPlayingCards(derive(), ['a1-036']))).toEqual(['Charizard ex']);
  });

  it('with two cards, keeps the decks with one list that plays both', () => {
    expect(names(decksPlayingCards(derive(), ['pa-005', 'a1-225']))).toEqual(['Charizard ex', 'Venusaur ex']);
    // Venusaur plays a1-004 and Sabrina, but Charizard ex never in the same deck.
    expect(names(decksPlayingCards(derive(), ['a1-036', 'a1-004']))).toEqual([]);
  });

  it('looks only at the lists kept for the missing cards', () => {
    // One copy of Venusaur ex missing drops its 2-copy list; the kept 1-copy list still plays Sabrina.
    expect(names(decksPlayingCards(derive(['a1-004']), ['a1-225']))).toEqual(['Charizard ex', 'Venusaur ex']);
    // Sabrina missing twice drops the lists with her: no deck plays her any more.
    expect(names(decksPlayingCards(derive(['a1-225', 'a1-225']), ['a1-225']))).toEqual([]);
    // Venusaur's list without Sabrina is kept, but it is not the one with her.
    const venusaur = derive(['a1-225', 'a1-225']).find((d) => d.name === 'Venusaur ex');
    expect(venusaur?.lists).toHaveLength(1);
    expect(deckPlaysAll(venusaur as NonNullable<typeof venusaur>, ['a1-001'])).toBe(true);
  });

  it('keeps the order of the decks given', () => {
    const decks = derive();
    expect(decksPlayingCards(decks, ['pa-005']).map((d) => d.name)).toEqual(decks.filter((d) => d.name !== 'Squirtle').map((d) => d.name));
  });
});

describe('decksPlayingCard', () => {
  it('gives each deck playing the card, in the tier order, with the copies of its best list holding it and its share of lists', () => {
    const found = decksPlayingCard(derive(), 'a1-225');
    // Charizard ex scores 0.58, Venusaur ex 0.55: the tier list's order.
    expect(found.map((f) => [f.deck.name, f.copies, f.share])).toEqual([
      ['Charizard ex', 2, 1],
      // Venusaur's best list has no Sabrina; its second list plays one: 1 copy, 1 of 2 lists.
      ['Venusaur ex', 1, 0.5],
    ]);
  });

  it('leaves out the decks without it and follows the kept lists', () => {
    expect(decksPlayingCard(derive(), 'a1-053').map((f) => f.deck.name)).toEqual(['Squirtle']);
    expect(decksPlayingCard(derive(), 'a1-999')).toEqual([]);
    // Sabrina missing once: lists with two copies of her are dropped; Venusaur's 1-copy list stays.
    const venusaur = decksPlayingCard(derive(['a1-225']), 'a1-225').find((f) => f.deck.name === 'Venusaur ex');
    expect(venusaur?.copies).toBe(1);
  });

  it('counts the copies of one card in a list', () => {
    expect(copiesInList(list(0.5, 0.5, '2:a1-001', '1:a1-225'), 'a1-225')).toBe(1);
    expect(copiesInList(list(0.5, 0.5, '2:a1-001'), 'a1-225')).toBe(0);
  });
});

describe('cardsPlayedByDecks', () => {
  it('gives each card the kept lists play once, by name then id, known cards only', () => {
    const decks = [{ lists: [list(0.5, 0.5, '2:pa-005', '2:a1-036', '1:zz-999')] }, { lists: [list(0.5, 0.5, '2:pa-005', '2:a2b-111')] }];
    expect(cardsPlayedByDecks(decks, INDEX).map((c) => c.id)).toEqual(['a1-036', 'a2b-111', 'pa-005']);
  });
});

describe('matchCards', () => {
  const played = cardsPlayedByDecks(derive(), INDEX);

  it('finds by part of the name, case, accents and spaces ignored, names starting with the text first', () => {
    expect(matchCards(CARDS, 'pokeball').map((c) => c.id)).toEqual(['pa-005', 'a2b-111']);
    expect(matchCards(CARDS, 'SAUR').map((c) => c.name)).toEqual(['Bulbasaur', 'Ivysaur', 'Venusaur ex']);
    expect(matchCards(CARDS, 'char').map((c) => c.name)).toEqual(['Charmander', 'Charizard ex']);
    expect(matchCards(played, 'ex').map((c) => c.name)).toEqual(['Charizard ex', 'Venusaur ex']);
    expect(matchCards(played, 'izard ex').map((c) => c.name)).toEqual(['Charizard ex']);
  });

  it('finds by the printed id, and gives nothing for empty text or no match', () => {
    expect(matchCards(CARDS, 'A2b-111').map((c) => c.id)).toEqual(['a2b-111']);
    expect(matchCards(CARDS, '   ')).toEqual([]);
    expect(matchCards(CARDS, 'zzz')).toEqual([]);
  });

  it('gives at most `limit` cards', () => {
    expect(matchCards(CARDS, 'a', 2)).toHaveLength(2);
  });
});

describe('parsePickedCards', () => {
  it('reads no card from an address without the parameter', () => {
    expect(parsePickedCards('', INDEX)).toEqual({ ids: [], unknown: [], overLimit: [], canonical: true });
    expect(parsePickedCards('?sort=score', INDEX)).toEqual({ ids: [], unknown: [], overLimit: [], canonical: true });
  });

  it('reads one and two known cards, in their order', () => {
    expect(parsePickedCards('?with=a1-036', INDEX)).toEqual({ ids: ['a1-036'], unknown: [], overLimit: [], canonical: true });
    expect(parsePickedCards('?with=a1-036,a1-225', INDEX)).toEqual({ ids: ['a1-036', 'a1-225'], unknown: [], overLimit: [], canonical: true });
    expect(parsePickedCards('with=a1-225%2Ca1-036', INDEX).ids).toEqual(['a1-225', 'a1-036']);
  });

  it('drops unknown and malformed ids and names them, keeping the rest', () => {
    expect(parsePickedCards('?with=a1-036,zz-999,<script>,a1-36', INDEX)).toEqual({
      ids: ['a1-036'],
      unknown: ['zz-999', '<script>', 'a1-36'],
      overLimit: [],
      canonical: false,
    });
  });

  it('counts a duplicate once, reads upper case and spaces, and says the address needs cleaning', () => {
    expect(parsePickedCards('?with=a1-036,a1-036', INDEX)).toEqual({ ids: ['a1-036'], unknown: [], overLimit: [], canonical: false });
    expect(parsePickedCards('?with=%20A1-036%20', INDEX)).toEqual({ ids: ['a1-036'], unknown: [], overLimit: [], canonical: false });
    expect(parsePickedCards('?with=', INDEX)).toEqual({ ids: [], unknown: [], overLimit: [], canonical: false });
    expect(parsePickedCards('?with=a1-036,,', INDEX)).toMatchObject({ ids: ['a1-036'], unknown: [], canonical: false });
    expect(parsePickedCards('?with=a1-036&with=pa-005', INDEX)).toMatchObject({ ids: ['a1-036', 'pa-005'], canonical: false });
  });

  it(`keeps at most ${MAX_PICKED_CARDS} cards and names the ones beyond`, () => {
    expect(MAX_PICKED_CARDS).toBe(5);
    const six = ['pa-005', 'pa-007', 'a1-001', 'a1-002', 'a1-004', 'a1-036'];
    expect(parsePickedCards(`?with=${six.join(',')}`, INDEX)).toEqual({ ids: six.slice(0, 5), unknown: [], overLimit: ['a1-036'], canonical: false });
    expect(parsePickedCards(`?with=${six.slice(0, 5).join(',')}`, INDEX).canonical).toBe(true);
  });
});

describe('parsePickedCards on long and hostile addresses', () => {
  it(`reads only the first ${MAX_WITH_LENGTH} characters of 40,000 junk pieces, whole pieces only`, () => {
    const junk = Array.from({ length: 40_000 }, (_, i) => `junk${i}`);
    const parsed = parsePickedCards(`?with=a1-036,${junk.join(',')},a1-225`, INDEX);
    expect(MAX_WITH_LENGTH).toBe(1_000);
    // "a1-036," is 7 characters; then whole "junkN," pieces up to 1,000 characters.
    let room = MAX_WITH_LENGTH - 'a1-036,'.length;
    const read: string[] = [];
    for (const piece of junk) {
      if (piece.length > room) break;
      read.push(piece);
      room -= piece.length + 1;
    }
    expect(parsed).toEqual({ ids: ['a1-036'], unknown: read, overLimit: [], canonical: false });
    expect(parsed.unknown.at(-1)).toBe(read.at(-1));
    expect(parsed.unknown.length).toBeLessThan(200);
  });

  it('stops across several with parameters too, and names over-limit cards once', () => {
    const many = Array.from({ length: 5_000 }, () => 'with=a1-036,pa-005,pa-007,a1-001,a1-002,a1-004,a1-225').join('&');
    const parsed = parsePickedCards(`?${many}`, INDEX);
    expect(parsed).toEqual({ ids: ['a1-036', 'pa-005', 'pa-007', 'a1-001', 'a1-002'], unknown: [], overLimit: ['a1-004', 'a1-225'], canonical: false });
  });

  /** The rule as written (the reading before the length bound), for addresses within the bound. */
  function model(values: string[]) {
    const ids: string[] = [];
    const unknown: string[] = [];
    const overLimit: string[] = [];
    for (const value of values) {
      for (const piece of value.split(',')) {
        const id = piece.trim().toLowerCase();
        if (id === '' || ids.includes(id) || overLimit.includes(id)) continue;
        if (!/^[a-z0-9]+-\d{3,}$/.test(id) || !INDEX.has(id)) {
          if (!unknown.includes(piece.trim())) unknown.push(piece.trim());
        } else if (ids.length >= MAX_PICKED_CARDS) overLimit.push(id);
        else ids.push(id);
      }
    }
    return { ids, unknown, overLimit };
  }

  const piece = fc.oneof(
    fc.constantFrom(...CARDS.map((c) => c.id), 'A1-036', ' a1-225 ', '', 'zz-999', 'a1-36', '<b>'),
    fc.string({ maxLength: 8 }).map((s) => s.replace(/[,&#=+%]/g, '')),
  );
  const settings = { seed: 20261128, numRuns: 300 };

  it('reads short addresses as the rule says (seeded, bounded)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(piece, { maxLength: 12 }).map((p) => p.join(',')),
          { minLength: 1, maxLength: 3 },
        ),
        (values) => {
          const search = `?${values.map((v) => `with=${encodeURIComponent(v)}`).join('&')}`;
          expect(parsePickedCards(search, INDEX)).toMatchObject(model(values));
        },
      ),
      settings,
    );
  });

  it('never keeps more than the cap, whatever the address (seeded, bounded)', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 2_000 }), (pieces) => {
        const parsed = parsePickedCards(`?with=${encodeURIComponent(pieces.join(','))}`, INDEX);
        expect(parsed.ids.length).toBeLessThanOrEqual(MAX_PICKED_CARDS);
        const named = [...parsed.ids, ...parsed.unknown, ...parsed.overLimit].reduce((n, s) => n + s.length + 1, 0);
        expect(named).toBeLessThanOrEqual(MAX_WITH_LENGTH + 1);
      }),
      { seed: 20261129, numRuns: 50 },
    );
  });
});

describe('withPickedCards', () => {
  it('writes the ids with commas, keeps the other parameters and drops an empty choice', () => {
    expect(withPickedCards('', ['a1-036', 'a1-047'])).toBe('?with=a1-036,a1-047');
    expect(withPickedCards('?with=a1-001&x=1', ['a1-036'])).toBe('?x=1&with=a1-036');
    expect(withPickedCards('?with=a1-036', [])).toBe('');
    expect(withPickedCards('?x=1&with=a1-036', [])).toBe('?x=1');
  });

  it('round-trips through parsePickedCards', () => {
    const ids = ['a1-225', 'pa-005'];
    const parsed = parsePickedCards(withPickedCards('?x=1', ids), INDEX);
    expect(parsed).toEqual({ ids, unknown: [], overLimit: [], canonical: true });
  });
});

describe('alsoPlayedIn', () => {
  it("lists, for each card of a list, the other decks whose kept lists play it, in the decks' order", () => {
    const decks = derive();
    const charizard = decks.find((d) => d.name === 'Charizard ex');
    if (!charizard) throw new Error('no Charizard ex deck');
    const rows = alsoPlayedIn(charizard.bestList, charizard.id, decks);
    expect(rows.map((r) => r.cardId)).toEqual(['a1-033', 'a1-036', 'pa-005', 'a1-225']);
    const of = (id: string) => rows.find((r) => r.cardId === id)?.decks.map((d) => d.name);
    expect(of('a1-036')).toEqual([]);
    expect(of('pa-005')).toEqual(['Venusaur ex']);
    expect(of('a1-225')).toEqual(['Venusaur ex']);
  });
});

describe('on the real snapshot', () => {
  const cards = createCardIndex(readRealData<Card[]>('cards'));
  const archetypes = readRealData<Archetype[]>('bestDecks');
  const decks = deriveDecks({ archetypes, cards, missing: [], filters: DEFAULT_DECK_FILTERS }).decks;

  it('finds the Charizard ex decks of the free tier list, and each one plays it', () => {
    const found = decksPlayingCards(decks, ['a1-036']);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(decks.length);
    for (const deck of found) expect(deck.lists.some((l) => l.cards.some((e) => e.endsWith(':a1-036')))).toBe(true);
  });

  it('offers only cards the 30 decks play, and a name typed with other case and accents finds them', () => {
    const played = cardsPlayedByDecks(decks, cards);
    expect(played.length).toBeGreaterThan(30);
    expect(matchCards(played, 'POKE BALL').map((c) => c.name)).toContain('Poké Ball');
    for (const card of played) expect(decksPlayingCards(decks, [card.id]).length).toBeGreaterThan(0);
  });
});
