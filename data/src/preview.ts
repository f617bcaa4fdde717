/**
 * Preview of what the site shows for a data set: the tier-list decks and the best deck finder, computed
 * with the same domain functions as the site (deriveDecks, assignTiers, metricValue, findBestDeck).
 * Nothing here ranks decks on its own.
 */
import { assignTiers, createCardIndex, deriveDecks, findBestDeck, findAlternatives, metricValue, type CardIndex, type DerivedDeck } from '@tcgp/rules';
import { DEFAULT_DECK_FILTERS, type Archetype, type Card, type DeckFilters, type DeckList, type MatchupSummary, type Tier } from '@tcgp/domain';

export interface PreviewInput {
  cards: Card[];
  archetypes: Archetype[];
  summary: MatchupSummary;
  /** Append-only missing-cards list (an id twice = two copies missing). */
  missing: string[];
  filters: DeckFilters;
  /** Also return every kept list of each deck (not only the best one). */
  includeLists?: boolean;
}

export interface PreviewList {
  cards: string[];
  score: number;
  strength: number;
}

export interface PreviewDeck {
  rank: number;
  id: string;
  name: string;
  tier: Tier;
  score: number;
  popularity: number;
  strength: number;
  percentOfGames: number;
  winRate: number | null;
  /** Lists kept for the missing cards and filters. */
  lists: number;
  bestList: PreviewList;
  /** One-card swaps of the best list among the kept lists (deck page "Alternatives"). */
  alternatives: { out: string; in: string; score: number }[];
  /** Every kept list, best first (only with `includeLists`). */
  keptLists?: PreviewList[];
}

export type PreviewFinder =
  | {
      status: 'found';
      deck: { id: string; name: string; bestList: PreviewList };
      relativeStrength: number;
      bestInGame: { id: string; name: string; score: number };
    }
  | { status: 'notEnoughCards' };

export interface PreviewResult {
  filters: DeckFilters;
  missing: string[];
  decks: PreviewDeck[];
  tiers: { tier: Tier; decks: string[] }[];
  finder: PreviewFinder;
  skipped: { deck: string; listIndex: number; cardId: string; reason: string }[];
}

function toList(list: DeckList): PreviewList {
  return { cards: [...list.cards], score: list.score, strength: list.strength };
}

/** Computes the preview; `index` may be passed to reuse a card index across calls. */
export function computePreview(input: PreviewInput, index: CardIndex = createCardIndex(input.cards)): PreviewResult {
  const { decks, skipped } = deriveDecks({
    archetypes: input.archetypes,
    cards: index,
    missing: input.missing,
    filters: input.filters,
    summary: input.summary,
  });
  const rows = assignTiers(decks, (deck: DerivedDeck) => metricValue(deck, input.filters.sortBy));
  const tierOf = new Map<string, Tier>();
  for (const row of rows) for (const deck of row.items) tierOf.set(deck.id, row.tier);
  const finder = findBestDeck({
    archetypes: input.archetypes,
    cards: index,
    missing: input.missing,
    filters: input.filters,
    summary: input.summary,
  });
  return {
    filters: input.filters,
    missing: input.missing,
    decks: decks.map((deck, i) => ({
      rank: i + 1,
      id: deck.id,
      name: deck.name,
      tier: tierOf.get(deck.id) ?? 'E',
      score: deck.score,
      popularity: deck.popularity,
      strength: deck.strength,
      percentOfGames: deck.percentOfGames,
      winRate: deck.winRate,
      lists: deck.lists.length,
      bestList: toList(deck.bestList),
      alternatives: findAlternatives(deck.bestList, deck.lists).map((alt) => ({ out: alt.out, in: alt.in, score: alt.list.score })),
      ...(input.includeLists ? { keptLists: deck.lists.map(toList) } : {}),
    })),
    tiers: rows.map((row) => ({ tier: row.tier, decks: row.items.map((deck) => deck.id) })),
    finder:
      finder.status === 'found'
        ? {
            status: 'found',
            deck: { id: finder.deck.id, name: finder.deck.name, bestList: toList(finder.deck.bestList) },
            relativeStrength: finder.relativeStrength,
            bestInGame: { id: finder.bestInGame.id, name: finder.bestInGame.name, score: finder.bestInGame.score },
          }
        : { status: 'notEnoughCards' },
    skipped: skipped.map((s) => ({ deck: s.deck, listIndex: s.listIndex, cardId: s.cardId, reason: s.reason })),
  };
}

export { DEFAULT_DECK_FILTERS };

function pct(value: number | null, digits = 1): string {
  return value === null ? '—' : `${(value * 100).toFixed(digits)}%`;
}

/** Readable table of a preview. Card names come from the catalogue when known. */
export function formatPreview(result: PreviewResult, cards: Card[]): string[] {
  const names = new Map(cards.map((card) => [card.id, card.name]));
  const listText = (list: PreviewList): string =>
    list.cards
      .map((entry) => {
        const [count, id] = entry.split(':');
        return `${count ?? ''} ${names.get(id ?? '') ?? '?'} (${id ?? ''})`;
      })
      .join(', ');
  const f = result.filters;
  const lines: string[] = [];
  lines.push(
    `filters: energy=${f.energy ?? 'all'} includeEx=${String(f.includeEx)} decks=${f.deckAmount} sort=${f.sortBy}; missing: ${result.missing.length > 0 ? result.missing.join(', ') : 'none'}`,
  );
  lines.push('');
  lines.push(
    `${'#'.padStart(3)}  tier  ${'deck'.padEnd(46)} ${'score'.padStart(6)} ${'popul.'.padStart(6)} ${'strength'.padStart(8)} ${'win'.padStart(6)} ${'% games'.padStart(7)} lists`,
  );
  for (const deck of result.decks) {
    lines.push(
      `${String(deck.rank).padStart(3)}  ${deck.tier.padEnd(4)}  ${deck.id.padEnd(46)} ${deck.score.toFixed(3).padStart(6)} ${(deck.popularity * 10).toFixed(1).padStart(6)} ${(deck.strength * 10).toFixed(1).padStart(8)} ${pct(deck.winRate).padStart(6)} ${pct(deck.percentOfGames, 2).padStart(7)} ${String(deck.lists).padStart(5)}`,
    );
    lines.push(`       best list: ${listText(deck.bestList)}`);
  }
  if (result.decks.length === 0) lines.push('  (no deck can be built: not enough cards)');
  lines.push('');
  lines.push(`tiers: ${result.tiers.map((row) => `${row.tier} ${row.decks.length}`).join(' · ')}`);
  if (result.finder.status === 'found') {
    lines.push(
      `best deck finder: ${result.finder.deck.id} — relative strength ${result.finder.relativeStrength.toFixed(1)}% of ${result.finder.bestInGame.id}`,
    );
    lines.push(`       list: ${listText(result.finder.deck.bestList)}`);
  } else {
    lines.push('best deck finder: not enough cards');
  }
  if (result.skipped.length > 0) lines.push(`skipped lists (bad data): ${result.skipped.length}`);
  return lines;
}
