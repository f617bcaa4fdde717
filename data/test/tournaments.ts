/** Hand-made catalogue, decklists and tournaments (Limitless API shape) for the pipeline tests. */
import type { Card } from '@tcgp/domain';
import { indexCatalogue } from '../src/pipeline/catalogue';
import type { LimitlessCard, LimitlessPairing, LimitlessStanding, TournamentFile } from '../src/pipeline/limitless';

const card = (id: string, name: string, type: Card['type']): Card => ({
  id,
  name,
  type,
  ex: / ex$/.test(name) ? 'Yes' : 'No',
  set: id.slice(0, id.indexOf('-')),
  rarity: '◊',
});

export const CARDS: Card[] = [
  card('a1-001', 'Bulbasaur', 'Grass'),
  card('a1-002', 'Ivysaur', 'Grass'),
  card('a1-004', 'Venusaur ex', 'Grass'),
  card('a1-033', 'Charmander', 'Fire'),
  card('a1-034', 'Charmeleon', 'Fire'),
  card('a1-036', 'Charizard ex', 'Fire'),
  card('a1-046', 'Moltres ex', 'Fire'),
  card('a1-084', 'Magnemite', 'Lightning'),
  card('a1-096', 'Pikachu ex', 'Lightning'),
  card('a1-104', 'Zapdos ex', 'Lightning'),
  card('a1-219', 'Erika', 'Trainer'),
  card('a1-223', 'Giovanni', 'Trainer'),
  card('a1-225', 'Sabrina', 'Trainer'),
  card('a1-226', 'Lt. Surge', 'Trainer'),
  card('a1-259', 'Pikachu ex', 'Lightning'),
  card('a2b-005', 'Sprigatito', 'Grass'),
  card('pa-001', 'Potion', 'Trainer'),
  card('pa-002', 'X Speed', 'Trainer'),
  card('pa-005', 'Poké Ball', 'Trainer'),
  card('pa-006', 'Red Card', 'Trainer'),
  card('pa-007', "Professor's Research", 'Trainer'),
];

export const catalogue = (): ReturnType<typeof indexCatalogue> => indexCatalogue(CARDS);

type Row = [set: string, number: string | number, count: number, name?: string];

function section(rows: Row[]): LimitlessCard[] {
  return rows.map(([set, number, count, name]) => ({ count, name: name ?? `${set} ${number}`, set, number }));
}

const TRAINERS: Row[] = [
  ['P-A', '5', 2],
  ['P-A', '7', 2],
  ['P-A', '1', 2],
  ['P-A', '2', 2],
  ['A1', '223', 2],
];

/** Venusaur ex: 6 Pokémon + 10 trainers + 2 Erika + 2 Sabrina = 20 cards. */
export const VENUSAUR = {
  pokemon: section([
    ['A1', '1', 2],
    ['A1', '2', 2],
    ['A1', '4', 2],
  ]),
  trainer: section([...TRAINERS, ['A1', '219', 2], ['A1', '225', 2]]),
};
/** The Venusaur list with Sabrina swapped for Red Card: another list of the same archetype. */
export const VENUSAUR_2 = { pokemon: VENUSAUR.pokemon, trainer: section([...TRAINERS, ['A1', '219', 2], ['P-A', '6', 2]]) };
/** Charizard ex & Moltres ex: 7 Pokémon + 13 trainers. */
export const CHARIZARD = {
  pokemon: section([
    ['A1', '33', 2],
    ['A1', '34', 1],
    ['A1', '36', 2],
    ['A1', '46', 2],
  ]),
  trainer: section([...TRAINERS, ['A1', '225', 1], ['P-A', '6', 2]]),
};
/** Pikachu ex & Zapdos ex: 4 Pokémon + 16 trainers. */
export const PIKACHU = {
  pokemon: section([
    ['A1', '96', 2],
    ['A1', '104', 2],
  ]),
  trainer: section([...TRAINERS, ['A1', '225', 2], ['P-A', '6', 2], ['A1', '226', 2]]),
};

export const VENUSAUR_ID = 'venusaur-ex-a1';
export const CHARIZARD_ID = 'charizard-ex-a1-moltres-ex-a1';
export const PIKACHU_ID = 'pikachu-ex-a1-zapdos-ex-a1';
export const VENUSAUR_NAME = 'venusaur-ex-a1-004';
export const CHARIZARD_NAME = 'charizard-ex-a1-036&moltres-ex-a1-046';
export const PIKACHU_NAME = 'pikachu-ex-a1-096&zapdos-ex-a1-104';

export type Decklist = typeof VENUSAUR;

/** A standing: player id, Limitless deck id (null: no `deck`) and decklist. */
export function standing(player: string, deckId: string | null, decklist: unknown): LimitlessStanding {
  const s: LimitlessStanding = { player, name: `Player ${player}`, placing: null, record: { wins: 0, losses: 0, ties: 0 } };
  if (deckId !== null) s.deck = { id: deckId, name: deckId };
  s.decklist = decklist as LimitlessStanding['decklist'];
  return s;
}

/** A pairing; `player2` null is a bye. */
export function pairing(round: number, player1: string, player2: string | null, winner: string | number): LimitlessPairing {
  const p: LimitlessPairing = { round, phase: 1, player1, winner };
  if (player2 !== null) p.player2 = player2;
  return p;
}

export function tournament(id: string, date: string, standings: LimitlessStanding[], pairings: LimitlessPairing[]): TournamentFile {
  return {
    tournament: { id, game: 'POCKET', format: 'STANDARD', name: `Cup ${id}`, date: `${date}T18:00:00.000Z`, players: standings.length },
    standings,
    pairings,
  };
}
