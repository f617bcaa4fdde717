import type { LastWeek, Tier } from '@tcgp/domain';
import { isQuietVisit, previousTiers, summarizeVisit } from './lastVisit';

const tiers = (entries: Record<string, Tier>) => new Map(Object.entries(entries));

describe('summarizeVisit: what changed since the last visit', () => {
  it('lists the followed decks whose tier changed, from and to, and not the followed decks that stayed', () => {
    const before = tiers({ 'Venusaur ex': 'B', 'Charizard ex': 'A', Blastoise: 'C' });
    const now = tiers({ 'Venusaur ex': 'S', 'Charizard ex': 'A', Blastoise: 'D' });
    expect(summarizeVisit(now, before, ['venusaur-ex', 'charizard-ex']).moved).toEqual([{ id: 'venusaur-ex', name: 'Venusaur ex', from: 'B', to: 'S' }]);
  });

  it('counts a followed deck that left or entered the tier list as moved (the other side null)', () => {
    const summary = summarizeVisit(tiers({ Newcomer: 'C' }), tiers({ 'Venusaur ex': 'E' }), ['venusaur-ex', 'newcomer']);
    expect(summary.moved).toEqual([
      { id: 'venusaur-ex', name: 'Venusaur ex', from: 'E', to: null },
      { id: 'newcomer', name: 'Newcomer', from: null, to: 'C' },
    ]);
  });

  it('tells decks that entered S and A from B (the boundary) and decks that left them for B or the list', () => {
    const before = tiers({ up: 'B', down: 'A', gone: 'S', swap: 'S', low: 'C', stays: 'A' });
    const now = tiers({ up: 'A', down: 'B', swap: 'A', low: 'B', stays: 'A' });
    const summary = summarizeVisit(now, before, []);
    expect(summary.entered.map((m) => [m.name, m.from, m.to])).toEqual([['up', 'B', 'A']]);
    expect(summary.left.map((m) => [m.name, m.from, m.to])).toEqual([
      ['down', 'A', 'B'],
      ['gone', 'S', null],
    ]);
  });

  it('lists new decks once, as new, even when they come in at S', () => {
    const summary = summarizeVisit(tiers({ fresh: 'S', old: 'C' }), tiers({ old: 'C' }), []);
    expect(summary.added).toEqual([{ id: 'fresh', name: 'fresh', from: null, to: 'S' }]);
    expect(summary.entered).toEqual([]);
  });

  it('is quiet when nothing changed', () => {
    const same = tiers({ a: 'S', b: 'C' });
    expect(isQuietVisit(summarizeVisit(same, same, ['a']))).toBe(true);
    expect(isQuietVisit(summarizeVisit(tiers({ a: 'S', b: 'C', c: 'E' }), same, []))).toBe(false);
  });
});

describe('previousTiers: the previous data set split into tiers as the tier list is now', () => {
  const lastWeek: LastWeek = {
    asOf: '2026-06-22',
    window: { from: '2026-06-09', to: '2026-06-22', days: 14 },
    decks: {
      top: { score: 0.9, popularity: 0.1, strength: 0.5, winRate: 0.5, percentOfGames: 0.3 },
      middle: { score: 0.5, popularity: 0.5, strength: 0.5, winRate: 0.5, percentOfGames: 0.2 },
      bottom: { score: 0.1, popularity: 0.9, strength: 0.5, winRate: 0.5, percentOfGames: 0.1 },
      rare: { score: 0.95, popularity: 0.9, strength: 0.5, winRate: 0.5, percentOfGames: 0.01 },
    },
  };

  it('ranks by the metric in force among the top decks by share of games, highest in S, lowest in E', () => {
    const before = previousTiers(lastWeek, { sortBy: 'score', deckAmount: 3 });
    expect(before.get('top')).toBe('S');
    expect(before.get('bottom')).toBe('E');
    // Beyond the deck amount by share of games: not in the previous tier list.
    expect(before.has('rare')).toBe(false);
    expect(previousTiers(lastWeek, { sortBy: 'popularity', deckAmount: 3 }).get('bottom')).toBe('S');
  });
});
