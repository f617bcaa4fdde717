import { DATA_FILES, matchupFileName } from '@tcgp/schemas';
import { deckIdFromName, summarizeMatchups } from '@tcgp/rules';
import type { Archetype, Card, CardType, DataMeta, DeckList, Matchup, MatchupData } from '@tcgp/domain';

/** Small hand-made data for component tests (set code `tst`, so no id clashes with real cards). */
function card(number: number, name: string, type: CardType, ex: 'Yes' | 'No' = 'No'): Card {
  return { id: `tst-${String(number).padStart(3, '0')}`, name, type, ex, set: 'tst' };
}

export const FIXTURE_CARDS: Card[] = [
  card(1, 'Alpha', 'Fire'),
  card(2, 'Beta', 'Water'),
  card(3, 'Gamma', 'Fire'),
  card(4, 'Delta', 'Water'),
  card(5, 'Epsilon', 'Grass'),
  card(6, 'Zeta', 'Grass'),
  card(7, 'Eta', 'Psychic'),
  card(8, 'Theta', 'Psychic'),
  card(9, 'Iota', 'Metal'),
  card(10, 'Kappa ex', 'Water', 'Yes'),
  card(101, 'Poké Ball', 'Trainer'),
  card(102, "Professor's Research", 'Trainer'),
  card(103, 'Potion', 'Trainer'),
  card(104, 'X Speed', 'Trainer'),
  card(105, 'Red Card', 'Trainer'),
  card(106, 'Sabrina', 'Trainer'),
];

/** `alpha-tst-001` for card 1 ("Alpha"). */
export function fixtureDeckName(number: number): string {
  const c = FIXTURE_CARDS.find((x) => x.id === `tst-${String(number).padStart(3, '0')}`);
  if (!c) throw new Error(`no fixture card ${number}`);
  return `${c.name.toLowerCase().replace(/\s+/g, '-')}-${c.id}`;
}

/** A list of the signature card ×2 plus the usual trainers. */
export function fixtureList(signature: string, score: number, extra: string[] = ['2:tst-101', '2:tst-102', '1:tst-103', '1:tst-104']): DeckList {
  return { cards: [`2:${signature}`, ...extra], score, strength: score + 0.1 };
}

export function fixtureArchetype(name: string, lists: DeckList[], percentOfGames = 0.05): Archetype {
  return { name, lists, popularity: percentOfGames, percentOfGames };
}

/** The files of a hand-made dataset: cards, best decks, matchup summary + per-deck files, meta. */
export function fixtureFiles(archetypes: Archetype[], matchups: MatchupData = {}): Record<string, unknown> {
  const withTotals: MatchupData = {};
  for (const a of archetypes) {
    const rows: Matchup[] = matchups[a.name] ?? [{ name: 'Total', winRate: 0.5, totalGames: 100 }];
    withTotals[a.name] = rows;
  }
  const meta: DataMeta = { lastUpdated: '2026-06-29', expansions: [] };
  const files: Record<string, unknown> = {
    [DATA_FILES.cards]: FIXTURE_CARDS,
    [DATA_FILES.bestDecks]: archetypes,
    [DATA_FILES.matchupSummary]: summarizeMatchups(withTotals),
    [DATA_FILES.matchupData]: withTotals,
    [DATA_FILES.meta]: meta,
  };
  for (const [name, rows] of Object.entries(withTotals)) {
    files[`${DATA_FILES.matchupsDir}/${matchupFileName(deckIdFromName(name))}`] = rows;
  }
  return files;
}
