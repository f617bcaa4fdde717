import { DEFAULT_DECK_FILTERS, type DeckFilters } from '@tcgp/domain';
import { deriveDecks, type DerivedDeck, type DeriveInput } from './decks';

/** Input of {@link findBestDeck}: as for deriveDecks, with filters defaulting to DEFAULT_DECK_FILTERS. */
export type FinderInput = Omit<DeriveInput, 'filters'> & { filters?: DeckFilters };

/** Result of {@link findBestDeck}. */
export type FinderResult =
  | {
      status: 'found';
      deck: DerivedDeck;
      /** Percent: 100 × deck.score / bestInGame.score. */
      relativeStrength: number;
      bestInGame: DerivedDeck;
    }
  | { status: 'notEnoughCards' };

function highestScore(decks: readonly DerivedDeck[]): DerivedDeck | undefined {
  let best: DerivedDeck | undefined;
  for (const deck of decks) if (!best || deck.score > best.score) best = deck;
  return best;
}

/**
 * Best deck finder (docs/product-rules.md). `deck` is the deck with the highest best-list score
 * among the decks deriveDecks keeps for the missing cards and the filters (the same decks the tier list
 * shows, so the deck amount applies). `bestInGame` is the same pick with NO missing cards and the same
 * filters. `relativeStrength` = 100 × deck.score / bestInGame.score, where score is the best kept list's
 * `score` (the value the finder maximises, not the list `strength` field). It is 100 when nothing
 * relevant is missing, and can exceed 100 when missing cards push a higher-scoring deck into the top
 * `deckAmount` decks. When no deck is left: `notEnoughCards`.
 */
export function findBestDeck(input: FinderInput): FinderResult {
  const filters = input.filters ?? DEFAULT_DECK_FILTERS;
  const base = { archetypes: input.archetypes, cards: input.cards, filters, summary: input.summary };
  const deck = highestScore(deriveDecks({ ...base, missing: input.missing }).decks);
  const bestInGame = input.missing.length === 0 ? deck : highestScore(deriveDecks({ ...base, missing: [] }).decks);
  if (!deck || !bestInGame) return { status: 'notEnoughCards' };
  const relativeStrength = bestInGame.score > 0 ? (100 * deck.score) / bestInGame.score : 100;
  return { status: 'found', deck, relativeStrength, bestInGame };
}
