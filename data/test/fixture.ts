/** A small, valid hand-made data set; tests break one thing at a time. */
import { deckIdFromName, summarizeMatchups } from '@tcgp/rules';
import type { Archetype, Card, CardScore, DataMeta, MatchupData } from '@tcgp/domain';
import { matchupFileName } from '../src/derive';
import type { RawDataset, RawFile } from '../src/validate';

export interface Fixture {
  cards: Card[];
  bestDecks: Archetype[];
  matchupData: MatchupData;
  cardScores: CardScore[];
  meta: DataMeta;
}

const card = (id: string, name: string, type: Card['type'], ex: 'Yes' | 'No' = 'No'): Card => ({
  id,
  name,
  type,
  ex,
  set: id.slice(0, id.indexOf('-')),
  rarity: '◊',
});

export const A = 'venusaur-ex-a1-004';
export const B = 'bulbasaur-a1-001&venusaur-ex-a1-004';
export const ROGUE = 'caterpie-a1-005';

export function makeFixture(): Fixture {
  const list = ['2:a1-001', '2:a1-002', '2:a1-004', '2:a1-005', '2:pa-005', '2:pa-007', '2:a1-225', '2:a1-219', '2:a1-220', '2:a1-223'];
  const aTotalGames = 30.5 + 10.25;
  return {
    cards: [
      card('a1-001', 'Bulbasaur', 'Grass'),
      card('a1-002', 'Ivysaur', 'Grass'),
      card('a1-004', 'Venusaur ex', 'Grass', 'Yes'),
      card('a1-005', 'Caterpie', 'Grass'),
      card('a1-219', 'Erika', 'Trainer'),
      card('a1-220', 'Misty', 'Trainer'),
      card('a1-223', 'Giovanni', 'Trainer'),
      card('a1-225', 'Sabrina', 'Trainer'),
      card('a1-226', 'Lt. Surge', 'Trainer'),
      card('a2-001', 'Bulbasaur', 'Grass'),
      card('pa-005', 'Poké Ball', 'Trainer'),
      card('pa-007', "Professor's Research", 'Trainer'),
    ],
    bestDecks: [
      { name: A, lists: [{ cards: [...list], score: 0.55, strength: 0.7 }], popularity: 0.6, percentOfGames: 0.6 },
      {
        name: B,
        lists: [
          { cards: [...list], score: 0.5, strength: 0.65 },
          { cards: [...list.map((e) => (e === '2:a1-223' ? '1:a1-223' : e)), '1:a1-226'], score: 0.45, strength: 0.6 },
        ],
        popularity: 0.3,
        percentOfGames: 0.3,
      },
    ],
    matchupData: {
      [A]: [
        { name: B, winRate: 0.6, totalGames: 30.5 },
        { name: ROGUE, winRate: 0.4, totalGames: 10.25 },
        { name: 'Total', winRate: (0.6 * 30.5 + 0.4 * 10.25) / aTotalGames, totalGames: aTotalGames },
      ],
      [B]: [
        { name: A, winRate: 0.4, totalGames: 30.5 },
        { name: 'Total', winRate: 0.4, totalGames: 30.5 },
      ],
    },
    cardScores: [
      { name: '2 Poké Ball PA 5', score: 0.7, popularity: 0.9 },
      { name: '1 Venusaur ex A1 4', score: 0.5, popularity: 0.2 },
      { name: "2 Professor's Research PA 7", score: 0.75, popularity: 0.95 },
    ],
    meta: {
      lastUpdated: '2025-12-22',
      expansions: [
        { id: 'a1', name: 'Genetic Apex', releaseDate: '2024-10-30', series: 'A' },
        { id: 'a2', name: 'Space-Time Smackdown', releaseDate: '2025-01-29', series: 'A' },
        { id: 'pa', name: 'Promo A', releaseDate: '2024-10-30', series: 'A', promo: true },
      ],
    },
  };
}

/** The fixture as the validator reads it, with derived files computed from its matchup data. */
export function rawOf(f: Fixture, options: { derived?: boolean } = {}): RawDataset {
  const json = (file: string, value: unknown): RawFile => ({ file, json: JSON.parse(JSON.stringify(value)) as unknown });
  const raw: RawDataset = {
    cards: json('cards.json', f.cards),
    bestDecks: json('best-decks.json', f.bestDecks),
    matchupData: json('matchup-data.json', f.matchupData),
    cardScores: json('card-scores.json', f.cardScores),
    meta: json('meta.json', f.meta),
  };
  if (options.derived !== false) {
    raw.summary = json('matchup-summary.json', summarizeMatchups(f.matchupData));
    raw.matchupFiles = new Map(
      Object.entries(f.matchupData).map(([name, rows]) => {
        const file = matchupFileName(deckIdFromName(name));
        return [file, json(`matchups/${file}`, rows)];
      }),
    );
  }
  return raw;
}
