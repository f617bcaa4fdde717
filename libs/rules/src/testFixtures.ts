/** Test-only fixtures for the domain unit tests (not exported from index.ts). */
import { createCardIndex } from './cards';
import type { Archetype, Card, DeckList } from 'shared-contracts';

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
