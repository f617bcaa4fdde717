/**
 * Small hand-made data for the tier list's component tests (not bundled: only tests import it).
 * The four decks are built so that each sort option puts a different deck in tier S:
 *
 * | deck (name shown)        | energy           | ex  | score | strength | popularity | win rate (games) |
 * |--------------------------|------------------|-----|-------|----------|------------|------------------|
 * | Venusaur ex              | Grass            | yes | 0.55  | 0.60     | 0.30       | 0.50 (400)       |
 * | Charizard ex             | Fire             | yes | 0.50  | 0.75     | 0.10       | 0.45 (300)       |
 * | Blastoise                | Water            | no  | 0.40  | 0.50     | 0.40       | 0.48 (350)       |
 * | Pikachu ex & Mewtwo ex   | Lightning+Psychic| yes | 0.35  | 0.45     | 0.05       | 0.60 (12)        |
 *
 * Last week (FIXTURE_LAST_WEEK): Charizard ex score 0.60, Blastoise 0.50, Venusaur ex 0.45; popularity
 * 0.20, 0.35, 0.30; Pikachu ex & Mewtwo ex was not there. By score the ranks moved Venusaur 3 -> 1,
 * Charizard 1 -> 2, Blastoise 2 -> 3, Pikachu new; by popularity none moved (Pikachu new).
 *
 * Every list holds 2 Poké Ball (pa-005), so marking it missing once leaves no deck.
 */
import type { Archetype, Card, DataMeta, LastWeek, MatchupSummary } from '@tcgp/domain';

function card(id: string, name: string, type: Card['type'], ex: Card['ex'] = 'No'): Card {
  return { id, name, type, ex, set: id.split('-')[0] ?? '' };
}

export const FIXTURE_CARDS: Card[] = [
  card('pa-005', 'Poké Ball', 'Trainer'),
  card('pa-007', "Professor's Research", 'Trainer'),
  card('a1-001', 'Bulbasaur', 'Grass'),
  card('a1-004', 'Venusaur ex', 'Grass', 'Yes'),
  card('a1-033', 'Charmander', 'Fire'),
  card('a1-036', 'Charizard ex', 'Fire', 'Yes'),
  card('a1-053', 'Squirtle', 'Water'),
  card('a1-055', 'Blastoise', 'Water'),
  card('a1-096', 'Pikachu ex', 'Lightning', 'Yes'),
  card('a1-129', 'Mewtwo ex', 'Psychic', 'Yes'),
];

const TRAINERS = ['2:pa-005', '2:pa-007'];

function archetype(name: string, popularity: number, score: number, strength: number, pokemon: string[]): Archetype {
  return { name, popularity, percentOfGames: popularity, lists: [{ cards: [...pokemon, ...TRAINERS], score, strength }] };
}

export const VENUSAUR = 'venusaur-ex-a1-004';
export const CHARIZARD = 'charizard-ex-a1-036';
export const BLASTOISE = 'blastoise-a1-055';
export const PIKA_MEWTWO = 'pikachu-ex-a1-096&mewtwo-ex-a1-129';

export const FIXTURE_DECKS: Archetype[] = [
  archetype(VENUSAUR, 0.3, 0.55, 0.6, ['2:a1-001', '2:a1-004']),
  archetype(CHARIZARD, 0.1, 0.5, 0.75, ['2:a1-033', '2:a1-036']),
  archetype(BLASTOISE, 0.4, 0.4, 0.5, ['2:a1-053', '2:a1-055']),
  archetype(PIKA_MEWTWO, 0.05, 0.35, 0.45, ['2:a1-096', '2:a1-129']),
];

export const FIXTURE_SUMMARY: MatchupSummary = {
  [VENUSAUR]: { winRate: 0.5, totalGames: 400 },
  [CHARIZARD]: { winRate: 0.45, totalGames: 300 },
  [BLASTOISE]: { winRate: 0.48, totalGames: 350 },
  [PIKA_MEWTWO]: { winRate: 0.6, totalGames: 12 },
};

export const FIXTURE_LAST_UPDATED = '2026-06-29';

/** last-week.json: the ranking values one week before (see the table above). */
export const FIXTURE_LAST_WEEK: LastWeek = {
  asOf: '2026-06-22',
  window: { from: '2026-06-09', to: '2026-06-22', days: 14 },
  decks: {
    [CHARIZARD]: { score: 0.6, popularity: 0.2, strength: 0.7, winRate: 0.52, percentOfGames: 0.2 },
    [BLASTOISE]: { score: 0.5, popularity: 0.35, strength: 0.55, winRate: 0.5, percentOfGames: 0.35 },
    [VENUSAUR]: { score: 0.45, popularity: 0.3, strength: 0.5, winRate: 0.47, percentOfGames: 0.3 },
  },
};

export const FIXTURE_META: DataMeta = { lastUpdated: FIXTURE_LAST_UPDATED, expansions: [] };

/** The four data files the tier list fetches, as the fake data server serves them. */
export function fixtureFiles(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'cards.json': FIXTURE_CARDS,
    'best-decks.json': FIXTURE_DECKS,
    'matchup-summary.json': FIXTURE_SUMMARY,
    'meta.json': FIXTURE_META,
    ...overrides,
  };
}
