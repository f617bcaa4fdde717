/**
 * Small hand-made statistics files for the statistics page's component tests (not bundled: only tests
 * import them). Decks are the tier-list fixtures' (readable names from FIXTURE_CARDS).
 */
import type { MetaHistory, StatsWindow, StatsWindowDays } from '@tcgp/domain';
import { BLASTOISE, CHARIZARD, PIKA_MEWTWO, VENUSAUR, fixtureFiles } from './fixtures';

const share = (value: number, winRate: number | null, games: number) => ({ share: value, winRate, games });

/**
 * Four weeks, oldest first: the second has no tournaments at all; the last has 3 of its 7 days so far.
 * Mean weekly shares (weeks with entries): Venusaur 0.30, Blastoise 0.25, Charizard 0.1, Pikachu 0.05.
 */
export const FIXTURE_HISTORY: MetaHistory = {
  asOf: '2026-06-24',
  weeks: [
    {
      start: '2026-06-01',
      end: '2026-06-07',
      days: 7,
      entries: 200,
      games: 600,
      decks: { [VENUSAUR]: share(0.3, 0.52, 150), [BLASTOISE]: share(0.2, 0.5, 100), [CHARIZARD]: share(0.15, 0.46, 80) },
    },
    { start: '2026-06-08', end: '2026-06-14', days: 7, entries: 0, games: 0, decks: {} },
    {
      start: '2026-06-15',
      end: '2026-06-21',
      days: 7,
      entries: 220,
      games: 640,
      decks: { [VENUSAUR]: share(0.28, 0.5, 160), [BLASTOISE]: share(0.3, 0.49, 170), [CHARIZARD]: share(0.15, 0.45, 90), [PIKA_MEWTWO]: share(0.05, 0.6, 12) },
    },
    {
      start: '2026-06-22',
      end: '2026-06-28',
      days: 3,
      entries: 90,
      games: 250,
      decks: { [VENUSAUR]: share(0.32, 0.55, 60), [BLASTOISE]: share(0.25, 0.48, 50), [PIKA_MEWTWO]: share(0.1, null, 0) },
    },
  ],
};

/**
 * stats-<N>d.json. The top three are Venusaur, Blastoise, Charizard; their matrix:
 * Venusaur vs Blastoise 62 % over 21 games (enough, green), Venusaur vs Charizard 40 % over 20 games
 * (not enough), Blastoise vs Venusaur 38 % over 21 (red), the Venusaur mirror 50 % over 30; Charizard
 * and Blastoise never met. The 7-day window has other numbers than the 14- and 30-day ones.
 */
export function fixtureStats(days: StatsWindowDays): StatsWindow {
  const week = days === 7;
  return {
    asOf: '2026-06-24',
    window: { from: week ? '2026-06-18' : days === 14 ? '2026-06-11' : '2026-05-26', to: '2026-06-24', days },
    entries: week ? 150 : 400,
    games: week ? 420 : 1180,
    decks: {
      [VENUSAUR]: share(week ? 0.34 : 0.3, 0.53, week ? 70 : 200),
      [BLASTOISE]: share(week ? 0.22 : 0.27, 0.49, week ? 60 : 190),
      [CHARIZARD]: share(0.12, 0.45, 15),
      [PIKA_MEWTWO]: share(0.05, null, 0),
    },
    top: [VENUSAUR, BLASTOISE, CHARIZARD, PIKA_MEWTWO],
    matrix: {
      [VENUSAUR]: {
        [VENUSAUR]: { winRate: 0.5, games: 30 },
        [BLASTOISE]: { winRate: week ? 0.7 : 0.62, games: 21 },
        [CHARIZARD]: { winRate: 0.4, games: 20 },
      },
      [BLASTOISE]: { [VENUSAUR]: { winRate: week ? 0.3 : 0.38, games: 21 } },
      [CHARIZARD]: { [VENUSAUR]: { winRate: 0.6, games: 20 } },
      [PIKA_MEWTWO]: {},
    },
  };
}

/** A window with `count` decks (deck-a1-001 ...), every pair with 40 games: for the matrix sizes. */
export function manyDecksStats(count: number): StatsWindow {
  const names = Array.from({ length: count }, (_, i) => `deck-a1-${String(i + 1).padStart(3, '0')}`);
  const matrix: StatsWindow['matrix'] = {};
  for (const a of names) matrix[a] = Object.fromEntries(names.map((b) => [b, { winRate: 0.5, games: 40 }]));
  return {
    ...fixtureStats(14),
    decks: Object.fromEntries(names.map((name, i) => [name, share(0.05 - i * 0.001, 0.5, 100)])),
    top: names,
    matrix,
  };
}

/** The files the statistics page reads: cards and meta (of the tier list fixtures), history and the three windows. */
export function statisticsFiles(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return fixtureFiles({
    'history.json': FIXTURE_HISTORY,
    'stats-7d.json': fixtureStats(7),
    'stats-14d.json': fixtureStats(14),
    'stats-30d.json': fixtureStats(30),
    ...overrides,
  });
}
