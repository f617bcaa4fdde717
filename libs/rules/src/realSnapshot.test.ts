/**
 * @jest-environment node
 *
 * Invariants of the domain functions on the real snapshot of @tcgp/test-fixtures (test-only data,
 * never in a bundle or the demo data).
 */
import { findAlternatives, singleSwap } from './alternatives';
import { cardIdFromScoreName, createCardIndex, getCard, listCount, parseList, parseListEntry, parseScoreName } from './cards';
import { MAX_CARDS, rankCards } from './cardsList';
import { deriveDecks, metricValue } from './decks';
import { rankExpansions } from './expansions';
import { validateListCopies } from './filters';
import {
  DEFAULT_DECK_FILTERS,
  type DeckFilters,
  SORT_OPTIONS,
  TIERS,
  type Archetype,
  type Card,
  type CardScore,
  type Expansion,
  type MatchupData,
} from '@tcgp/domain';
import { readRealData } from '@tcgp/test-fixtures';
import { findBestDeck } from './finder';
import { MAX_MATCHUPS, MIN_GAMES, TOTAL, WIN_RATE_THRESHOLD, strongAndWeak, summarizeMatchups } from './matchups';
import { allowedCopies, cardsToMarkMissing, countMissing, isListBuildable } from './missingCards';
import { assignTiers } from './tiers';

const cards = readRealData<Card[]>('cards');
const expansions = readRealData<Expansion[]>('expansions');
const archetypes = readRealData<Archetype[]>('bestDecks');
const matchupData = readRealData<MatchupData>('matchupData');
const cardScores = readRealData<CardScore[]>('cardScores');
const index = createCardIndex(cards);
const summary = summarizeMatchups(matchupData);
const defaults: DeckFilters = DEFAULT_DECK_FILTERS;
const all: DeckFilters = { ...DEFAULT_DECK_FILTERS, deckAmount: 100 };

describe('real snapshot: data', () => {
  it('has the documented sizes', () => {
    expect(cards).toHaveLength(3879);
    expect(archetypes).toHaveLength(86);
    expect(archetypes.reduce((n, a) => n + a.lists.length, 0)).toBe(1282);
    expect(cardScores).toHaveLength(773);
  });

  it('every list id is in the catalogue, counts add up to 20 and no name has more than 2 copies', () => {
    const ids = new Set<string>();
    for (const a of archetypes) {
      for (const list of a.lists) {
        const entries = list.cards.map(parseListEntry);
        for (const { cardId } of entries) {
          expect(index.has(cardId)).toBe(true);
          ids.add(cardId);
        }
        expect(entries.reduce((n, e) => n + e.count, 0)).toBe(20);
        expect(validateListCopies(list, index)).toEqual([]);
      }
    }
    expect(ids.size).toBe(551);
  });

  it('every card-score name resolves to a catalogue card with the same name', () => {
    for (const row of cardScores) {
      const parsed = parseScoreName(row.name);
      expect(parsed).not.toBeNull();
      const id = cardIdFromScoreName(row.name);
      expect(id).not.toBeNull();
      expect(getCard(index, id ?? '').name).toBe(parsed?.cardName);
    }
  });
});

describe('real snapshot: derived decks and tiers', () => {
  it('derives 30 decks with the default filters and skips nothing', () => {
    const { decks, skipped } = deriveDecks({ archetypes, cards: index, missing: [], filters: defaults, summary });
    expect(skipped).toEqual([]);
    expect(decks).toHaveLength(30);
    expect(Math.max(...decks.map((d) => d.popularity))).toBe(1);
    expect(Math.max(...decks.map((d) => d.strength))).toBe(1);
    for (let i = 1; i < decks.length; i++) expect(decks[i - 1]!.score).toBeGreaterThanOrEqual(decks[i]!.score);
    // The 30 kept decks are the 30 most played.
    const cut = [...archetypes].sort((a, b) => b.percentOfGames - a.percentOfGames)[29]!.percentOfGames;
    expect(decks.every((d) => d.percentOfGames >= cut)).toBe(true);
    for (const d of decks) {
      expect(d.bestList.score).toBe(Math.max(...d.lists.map((l) => l.score)));
      expect(d.winRate).not.toBeNull();
    }
    expect(deriveDecks({ archetypes, cards: index, missing: [], filters: all }).decks).toHaveLength(86);
  });

  it.each(SORT_OPTIONS)('tiers cover the range and S stays in the top sixth (sort by %s)', (sortBy) => {
    const { decks } = deriveDecks({ archetypes, cards: index, missing: [], filters: { ...all, sortBy }, summary });
    const value = (d: (typeof decks)[number]) => metricValue(d, sortBy);
    const values = decks.map(value);
    const max = Math.max(...values);
    const min = Math.min(...values);
    const band = (max - min) / 6;
    const rows = assignTiers(decks, value);
    expect(rows.map((r) => r.tier)).toEqual([...TIERS]);
    expect(rows.reduce((n, r) => n + r.items.length, 0)).toBe(decks.length);
    expect(rows[0]!.items.map(value)).toContain(max);
    expect(rows[5]!.items.map(value)).toContain(min);
    rows.forEach((row, t) => {
      for (const deck of row.items) {
        const v = value(deck);
        expect(v).toBeLessThanOrEqual(max - t * band + 1e-12);
        if (t < 5) expect(v).toBeGreaterThanOrEqual(max - (t + 1) * band - 1e-12);
      }
    });
  });

  it('with missing cards the kept lists never hold more than the allowed copies', () => {
    // The 5th, 10th and 20th most used cards of the snapshot, marked missing 1, 2 and 3 times.
    const usage = new Map<string, number>();
    for (const a of archetypes) for (const l of a.lists) for (const e of parseList(l)) usage.set(e.cardId, (usage.get(e.cardId) ?? 0) + 1);
    const byUse = [...usage.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    const [first, second, third] = [byUse[4]!, byUse[9]!, byUse[19]!];
    const missing = [first, second, second, third, third, third];
    const missingCounts = countMissing(missing);
    const { decks } = deriveDecks({ archetypes, cards: index, missing, filters: all });
    let kept = 0;
    for (const deck of decks) {
      for (const list of deck.lists) {
        kept++;
        expect(isListBuildable(list, missingCounts)).toBe(true);
        for (const [id, m] of missingCounts) expect(listCount(list, id)).toBeLessThanOrEqual(Math.max(0, allowedCopies(m)));
      }
    }
    // The rule really dropped lists, and kept exactly the buildable ones.
    const buildable = archetypes.flatMap((a) => a.lists).filter((l) => isListBuildable(l, missingCounts)).length;
    expect(kept).toBe(buildable);
    expect(kept).toBeLessThan(1282);
    expect(kept).toBeGreaterThan(0);
  });
});

describe('real snapshot: matchups', () => {
  it('strong/weak thresholds hold for every deck', () => {
    const { decks } = deriveDecks({ archetypes, cards: index, missing: [], filters: defaults, summary });
    const current = new Map(decks.map((d) => [d.name, d.score]));
    let full = 0;
    for (const deck of decks) {
      const rows = matchupData[deck.name] ?? [];
      const { strong, weak } = strongAndWeak(deck.name, rows, current);
      for (const m of [...strong, ...weak]) {
        expect(m.totalGames).toBeGreaterThan(MIN_GAMES);
        expect(m.name).not.toBe(TOTAL);
        expect(m.name).not.toBe(deck.name);
        expect(current.has(m.name)).toBe(true);
      }
      expect(strong.every((m) => m.winRate > WIN_RATE_THRESHOLD)).toBe(true);
      expect(weak.every((m) => m.winRate <= WIN_RATE_THRESHOLD)).toBe(true);
      const eligible = rows.filter((m) => m.totalGames > MIN_GAMES && m.name !== TOTAL && m.name !== deck.name && current.has(m.name));
      expect(strong).toHaveLength(Math.min(MAX_MATCHUPS, eligible.filter((m) => m.winRate > WIN_RATE_THRESHOLD).length));
      expect(weak).toHaveLength(Math.min(MAX_MATCHUPS, eligible.filter((m) => m.winRate <= WIN_RATE_THRESHOLD).length));
      // Strong Against: the strongest opponents it beats (by their score in the current list), shown highest win rate first.
      const beaten = eligible.filter((m) => m.winRate > WIN_RATE_THRESHOLD).map((m) => current.get(m.name)!);
      const weakestKept = Math.min(...strong.map((m) => current.get(m.name)!));
      expect(beaten.filter((score) => score > weakestKept).length).toBeLessThan(MAX_MATCHUPS);
      for (let i = 1; i < strong.length; i++) expect(strong[i - 1]!.winRate).toBeGreaterThanOrEqual(strong[i]!.winRate);
      for (let i = 1; i < weak.length; i++) expect(weak[i - 1]!.winRate).toBeLessThanOrEqual(weak[i]!.winRate);
      if (strong.length === MAX_MATCHUPS || weak.length === MAX_MATCHUPS) full++;
    }
    expect(full).toBeGreaterThan(0);
    expect(Object.keys(summary)).toHaveLength(86);
  });
});

describe('real snapshot: alternatives, finder, cards and expansions', () => {
  const { decks } = deriveDecks({ archetypes, cards: index, missing: [], filters: all });

  it('alternatives are at most 3 single swaps, best first', () => {
    let withAlternatives = 0;
    for (const deck of decks) {
      const alternatives = findAlternatives(deck.bestList, deck.lists);
      expect(alternatives.length).toBeLessThanOrEqual(3);
      if (alternatives.length > 0) withAlternatives++;
      for (const alt of alternatives) {
        expect(alt.list).not.toBe(deck.bestList);
        expect(singleSwap(deck.bestList, alt.list)).toEqual({ out: alt.out, in: alt.in });
      }
    }
    expect(withAlternatives).toBeGreaterThan(0);
  });

  it('the finder avoids missing cards and measures against the best deck of the game', () => {
    const base = findBestDeck({ archetypes, cards: index, missing: [] });
    if (base.status !== 'found') throw new Error('expected a deck');
    expect(base.relativeStrength).toBe(100);
    // Click every Pokémon card of the best list (finder click rule); Trainers stay available.
    const missing = parseList(base.deck.bestList)
      .filter((e) => getCard(index, e.cardId).type !== 'Trainer')
      .flatMap((e) => cardsToMarkMissing(base.deck.bestList, e.cardId));
    const next = findBestDeck({ archetypes, cards: index, missing });
    if (next.status !== 'found') throw new Error('expected a deck');
    expect(next.bestInGame.name).toBe(base.deck.name);
    expect(next.deck.name).not.toBe(base.deck.name);
    expect(next.relativeStrength).toBeLessThan(100);
    expect(isListBuildable(next.deck.bestList, countMissing(missing))).toBe(true);
    expect(next.relativeStrength).toBeCloseTo((100 * next.deck.score) / base.deck.score);
  });

  it('ranks 20 cards with sqrt scores and no skipped names', () => {
    const result = rankCards({ cardScores, cards: index, missing: [], expansion: null });
    expect(result.skipped).toEqual([]);
    expect(result.cards).toHaveLength(MAX_CARDS);
    expect(result.cards[0]?.card.id).toBe('pa-007');
    expect(result.cards[0]?.score).toBeCloseTo(Math.sqrt(0.7737677296390948));
    expect(new Set(result.cards.map((c) => c.card.id)).size).toBe(MAX_CARDS);
    const without = rankCards({ cardScores, cards: index, missing: ['pa-007'], expansion: 'pa' });
    expect(without.cards.every((c) => c.card.set === 'pa' && c.card.id !== 'pa-007')).toBe(true);
  });

  it('ranks the 21 regular expansions, promo sets excluded', () => {
    const { ranked, unranked } = rankExpansions({ cardScores, cards: index, expansions });
    expect(ranked.length + unranked.length).toBe(21);
    expect([...ranked.map((r) => r.expansion), ...unranked].some((e) => e.promo)).toBe(false);
    for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.totalScore).toBeGreaterThanOrEqual(ranked[i]!.totalScore);
    for (const r of ranked) expect(r.totalScore).toBeGreaterThan(0);
    // b4a is in the catalogue but in no snapshot: not ranked yet.
    expect(unranked.map((e) => e.id)).toContain('b4a');
  });
});
