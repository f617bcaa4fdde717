import type { Card } from '@tcgp/domain';

const card = (id: string, name: string, type: Card['type'], names?: Card['names']): Card => ({
  id,
  name,
  type,
  ex: name.endsWith(' ex') ? 'Yes' : 'No',
  set: id.split('-')[0] ?? '',
  ...(names ? { names } : {}),
});

/** A small catalogue with real ids, promo sets and local names, for the deck-list text tests. */
export const LIST_CARDS: Card[] = [
  card('a1-225', 'Sabrina', 'Trainer'),
  // A second printing: "Sabrina" alone names two cards.
  card('a1-272', 'Sabrina', 'Trainer'),
  card('pa-007', "Professor's Research", 'Trainer', { de: 'Forschung des Professors' }),
  card('pa-005', 'Poké Ball', 'Trainer', { de: 'Pokéball' }),
  card('a1-036', 'Charizard ex', 'Fire', { de: 'Glurak-ex', fr: 'Dracaufeu-ex' }),
  card('a1-033', 'Charmander', 'Fire', { de: 'Glumanda' }),
  card('a1-001', 'Bulbasaur', 'Grass', { de: 'Bisasam' }),
  card('a2b-010', 'Moltres ex', 'Fire'),
  card('pb-011', 'Eevee', 'Colorless'),
];
