import type { Archetype, CardId, DeckFilters, MatchupSummary } from '@tcgp/domain';
import { deckIdFromName, deriveDecks, prepareArchetypesCached, type CardIndex, type DeriveResult, type DerivedDeck } from '@tcgp/rules';

/** What the deck page shows for a deck id: the deck, or why it cannot. */
export type DeckLookup =
  | { status: 'found'; deck: DerivedDeck }
  /** `deck`: the deck as a full collection has it (its published view), null when the filters leave no list of it. */
  | { status: 'notEnoughCards'; name: string; deck: DerivedDeck | null }
  | { status: 'incomplete'; name: string }
  | { status: 'unknown' };

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
  if (deck) return { status: 'found', deck };
  // The player cannot build it: the deck as the page shows it with no card missing (same filters,
  // found the same way), so that its list, stats and matchups are still there.
  const full =
    missing.length === 0
      ? null
      : lookupDeck({ archetypes, cards, result: deriveDecks({ archetypes, cards, missing: [], filters, summary }), filters, summary, missing: [], deckId });
  return { status: 'notEnoughCards', name: archetype.name, deck: full?.status === 'found' ? full.deck : null };
}
