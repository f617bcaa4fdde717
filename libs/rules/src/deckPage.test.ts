import type { Card } from '@tcgp/domain';
import { createCardIndex } from './cards';
import type { DerivedDeck } from './decks';
import { deckListStory, deckStanding, orderListEntries, strongestList } from './deckPage';
import { gamesFromWilsonScore } from './uncertainty';
import { INDEX, list } from './testing/fixtures';

function deck(id: string, score: number, winRate: number | null = null): DerivedDeck {
  const best = list(score, 0.5, '2:a1-001');
  return { id, name: id, lists: [best], bestList: best, score, popularity: 0.5, strength: 0.5, percentOfGames: 0.1, winRate };
}

describe('deckStanding', () => {
  // Scores 60 %, 45 %, 30 %, 0 %: six bands of 10 points between 0 and 60 %.
  const decks = [deck('first', 0.6, 0.5), deck('second', 0.45, 0.7), deck('third', 0.3, null), deck('last', 0, 0.4)];

  it('gives the tier the tier list gives and the rank among the decks it shows', () => {
    expect(deckStanding(decks, 'first', 'score')).toEqual({ tier: 'S', rank: 1, of: 4, value: 0.6, sortBy: 'score' });
    expect(deckStanding(decks, 'second', 'score')).toMatchObject({ tier: 'A', rank: 2, value: 0.45 });
    expect(deckStanding(decks, 'third', 'score')).toMatchObject({ tier: 'B', rank: 3 });
    expect(deckStanding(decks, 'last', 'score')).toMatchObject({ tier: 'E', rank: 4 });
  });

  it('cuts the tiers by the metric asked for: an unknown win rate is E', () => {
    expect(deckStanding(decks, 'third', 'winRate')).toMatchObject({ tier: 'E', rank: 3 });
    expect(deckStanding(decks, 'second', 'winRate')).toMatchObject({ tier: 'S', value: 0.7 });
  });

  it('is null for a deck the tier list does not show', () => {
    expect(deckStanding(decks, 'elsewhere', 'score')).toBeNull();
    expect(deckStanding([], 'first', 'score')).toBeNull();
  });
});

describe('deckListStory', () => {
  // The best list (highest score) is the most played; a rarer list wins more often.
  const best = list(0.5833, 0.655, '2:a1-001');
  const rare = list(0.5137, 0.671, '2:a1-002');
  const weaker = list(0.4, 0.45, '2:a1-033');

  it('tells the best and the strongest list apart, each with its win rate and games', () => {
    const story = deckListStory({ lists: [best, rare, weaker], bestList: best });
    expect(strongestList({ lists: [best, rare, weaker], bestList: best })).toBe(rare);
    expect(story.best).toEqual({ list: best, winRate: 0.655, games: gamesFromWilsonScore(0.655, 0.5833) });
    expect(story.strongest).toEqual({ list: rare, winRate: 0.671, games: gamesFromWilsonScore(0.671, 0.5137) });
    expect(story.best.games).toBeGreaterThan(150);
    expect(story.strongest?.games).toBeLessThan(50);
  });

  it('has one list when the best list is also the strongest (a tie keeps the best list)', () => {
    expect(deckListStory({ lists: [best, weaker], bestList: best }).strongest).toBeNull();
    const twin = list(0.5, 0.655, '2:a1-053');
    expect(deckListStory({ lists: [best, twin], bestList: best }).strongest).toBeNull();
  });
});

describe('orderListEntries', () => {
  const extra: Card[] = [
    { id: 'a1-096', name: 'Pikachu ex', type: 'Lightning', ex: 'Yes', set: 'a1' },
    { id: 'a1a-017', name: 'Gyarados ex', type: 'Water', ex: 'Yes', set: 'a1a' },
    { id: 'a2-119', name: 'Dialga ex', type: 'Metal', ex: 'Yes', set: 'a2' },
    { id: 'a1-186', name: 'Pidgeot', type: 'Colorless', ex: 'No', set: 'a1' },
  ];
  const cards = createCardIndex([...INDEX.values(), ...extra]);
  const ids = (entries: readonly { cardId: string }[]) => entries.map((e) => e.cardId);

  it('puts Pokémon first by energy (Grass, Fire, Water, Lightning, …, Metal, Colorless), then Trainers, then unknown cards', () => {
    // In set-number order, as lists are published: Trainers and Pokémon mixed.
    const entries = ['a1-001', 'a1-033', 'a1-096', 'a1-186', 'a1-225', 'a1a-017', 'a2-119', 'a2b-111', 'pa-005', 'zz-001', 'a1-053'].map((cardId) => ({
      cardId,
      count: 1,
    }));
    expect(ids(orderListEntries(entries, cards))).toEqual([
      'a1-001', // Grass
      'a1-033', // Fire
      'a1-053', // Water, set a1 before a1a
      'a1a-017',
      'a1-096', // Lightning
      'a2-119', // Metal
      'a1-186', // Colorless
      'a1-225', // Trainers by set and number
      'a2b-111',
      'pa-005',
      'zz-001', // not in the catalogue
    ]);
  });

  it('orders by set, then number as a number, within a group, and leaves its input as it was', () => {
    const more = createCardIndex([
      { id: 'a1-009', name: 'Sabrina', type: 'Trainer', ex: 'No', set: 'a1' },
      { id: 'a1-010', name: 'Giovanni', type: 'Trainer', ex: 'No', set: 'a1' },
      { id: 'a10-001', name: 'Later set', type: 'Trainer', ex: 'No', set: 'a10' },
      { id: 'a2-001', name: 'Second set', type: 'Trainer', ex: 'No', set: 'a2' },
    ]);
    const entries = [{ cardId: 'a10-001' }, { cardId: 'a1-010' }, { cardId: 'a2-001' }, { cardId: 'a1-009' }];
    expect(ids(orderListEntries(entries, more))).toEqual(['a1-009', 'a1-010', 'a2-001', 'a10-001']);
    expect(ids(entries)).toEqual(['a10-001', 'a1-010', 'a2-001', 'a1-009']);
  });
});
