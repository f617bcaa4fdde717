import type { Archetype, CardId, DeckFilters, MatchupSummary } from '@tcgp/domain';
import { deckIdFromName, deriveDecks, prepareArchetypesCached, type CardIndex, type DeriveResult, type DerivedDeck } from '@tcgp/rules';

/** What the deck page shows for a deck id: the deck, or why it cannot. */
export type DeckLookup =
  { status: 'found'; deck: DerivedDeck } | { status: 'notEnoughCards'; name: string } | { status: 'incomplete'; name: string } | { status: 'unknown' };

export interface DeckLookupInput {
  archetypes: readonly Archetype[];
  cards: CardIndex;
  /** The decks the tier list shows (missing cards and filters in force). */
  result: DeriveResult;
  filters: DeckFilters;
  summary: MatchupSummary | undefined;
  missing: readonly CardId[];
  deckId: string;
}

/**
 * The deck of a deck page: among the decks the tier list shows, else derived among all decks (one
 * beyond the deck amount); or that the player's missing cards leave no list of it, that every list of
 * it uses a card the catalogue does not know, or that the data has no such deck.
 */
export function lookupDeck({ archetypes, cards, result, filters, summary, missing, deckId }: DeckLookupInput): DeckLookup {
  const shown = result.decks.find((d) => d.id === deckId);
  if (shown) return { status: 'found', deck: shown };
  const archetype = archetypes.find((a) => deckIdFromName(a.name) === deckId);
  if (!archetype) return { status: 'unknown' };
  // Every list of the deck was left out because of cards the catalogue does not know: the data is
  // incomplete (no missing card of the player's is to blame).
  const prepared = prepareArchetypesCached(archetypes, cards).archetypes.find((a) => a.id === deckId);
  if (prepared && prepared.lists.length === 0) return { status: 'incomplete', name: archetype.name };
  // In the data but not among the decks the tier list shows: either no list is left for the missing
  // cards and filters, or it is beyond the deck amount (then it is shown, derived among all decks).
  const all = deriveDecks({ archetypes, cards, missing, filters: { ...filters, deckAmount: archetypes.length }, summary });
  const deck = all.decks.find((d) => d.id === deckId);
  return deck ? { status: 'found', deck } : { status: 'notEnoughCards', name: archetype.name };
}
