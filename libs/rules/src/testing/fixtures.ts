/** Test-only fixtures for the domain unit tests (not exported from index.ts). */
import { createCardIndex } from '../cards';
import type { Archetype, Card, DeckList } from '@tcgp/domain';

function card(id: string, name: string, type: Card['type'], ex: Card['ex'] = 'No'): Card {
  return { id, name, type, ex, set: id.split('-')[0] ?? '' };
}

export const CARDS: Card[] = [
  card('pa-005', 'Poké Ball', 'Trainer'),
  card('pa-007', "Professor's Research", 'Trainer'),
  card('a2b-111', 'Poké Ball', 'Trainer'),
  card('a1-225', 'Sabrina', 'Trainer'),
  card('a1-001', 'Bulbasaur', 'Grass'),
  card('a1-002', 'Ivysaur', 'Grass'),
  card('a1-004', 'Venusaur ex', 'Grass', 'Yes'),
  card('a1-033', 'Charmander', 'Fire'),
  card('a1-036', 'Charizard ex', 'Fire', 'Yes'),
  card('a1-053', 'Squirtle', 'Water'),
];

export const INDEX = createCardIndex(CARDS);

/** A list from `count:cardId` entries. */
export function list(score: number, strength: number, ...cards: string[]): DeckList {
  return { cards, score, strength };
}

export function archetype(name: string, percentOfGames: number, lists: DeckList[], popularity = percentOfGames): Archetype {
  return { name, percentOfGames, popularity, lists };
}

/** Three decks for the finder and what-to-get-next tests: Venusaur ex (most played, three lists), Charizard ex (best score), Mixed. */
export const FINDER_ARCHETYPES: Archetype[] = [
  archetype('Venusaur ex', 0.3, [
    list(0.55, 0.7, '2:a1-001', '2:a1-002', '2:a1-004', '2:pa-005'),
    list(0.5, 0.6, '2:a1-001', '2:a1-002', '1:a1-004', '2:pa-005', '1:pa-007'),
    list(0.45, 0.5, '2:a1-001', '2:a1-002', '2:pa-005', '2:pa-007'),
  ]),
  archetype('Charizard ex', 0.2, [list(0.58, 0.8, '2:a1-033', '2:a1-036', '2:pa-005')]),
  archetype('Mixed', 0.1, [list(0.4, 0.4, '2:a1-001', '2:a1-053', '2:pa-007')]),
];
