import { getCard, parseList, parseListEntry, type CardIndex, type ListEntry } from './cards';
import { MAX_COPIES } from './missingCards';
import type { DeckList, EnergyType, Filters } from './types';

/** Free-plan (and default) number of decks on the tier list. */
export const FREE_DECK_AMOUNT = 30;

/** Number-of-decks options: 10 to 100 in steps of 10. */
export const DECK_AMOUNT_OPTIONS: readonly number[] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

/** Initial filter state (SPEC sections 3 and 9). Frozen: copy it, never mutate it. */
export const DEFAULT_FILTERS: Filters = Object.freeze({
  energy: null,
  includeEx: true,
  deckAmount: FREE_DECK_AMOUNT,
  sortBy: 'score',
  expansion: null,
});

/**
 * The filters that apply for a user. Energy, include-EX, deck amount and sort are premium filters:
 * when premium is false or still unknown (null) they take their default values. The expansion
 * selection (cards list) is free and is kept.
 */
export function effectiveFilters(filters: Filters, premium: boolean | null): Filters {
  if (premium === true) return { ...filters };
  return {
    energy: DEFAULT_FILTERS.energy,
    includeEx: DEFAULT_FILTERS.includeEx,
    deckAmount: DEFAULT_FILTERS.deckAmount,
    sortBy: DEFAULT_FILTERS.sortBy,
    expansion: filters.expansion,
  };
}

/** True when n is one of {@link DECK_AMOUNT_OPTIONS}. */
export function isValidDeckAmount(n: number): boolean {
  return DECK_AMOUNT_OPTIONS.includes(n);
}

/** The deck filters that act on single lists. */
export interface ListFilter {
  energy: EnergyType | null;
  includeEx: boolean;
}

/** What the list filters need to know about a list, computed once per list. */
export interface ListTraits {
  /** Energy types of the list's Pokémon (non-Trainer) cards. */
  pokemonTypes: ReadonlySet<EnergyType>;
  /** True when a non-Trainer card of the list is an ex card. */
  hasEx: boolean;
}

/** Computes {@link ListTraits}; throws CardNotFoundError for an id missing from the index. */
export function listTraits(entries: readonly ListEntry[], index: CardIndex): ListTraits {
  const pokemonTypes = new Set<EnergyType>();
  let hasEx = false;
  for (const { cardId } of entries) {
    const card = getCard(index, cardId);
    if (card.type === 'Trainer') continue;
    pokemonTypes.add(card.type);
    if (card.ex === 'Yes') hasEx = true;
  }
  return { pokemonTypes, hasEx };
}

/** {@link listMatchesFilters} on precomputed traits. */
export function traitsMatchFilters(traits: ListTraits, f: ListFilter): boolean {
  if (!f.includeEx && traits.hasEx) return false;
  if (f.energy !== null) {
    for (const type of traits.pokemonTypes) if (type !== f.energy) return false;
  }
  return true;
}

/**
 * SPEC section 5. Energy filter: every card of the list is of that energy type or a Trainer
 * (energy null = no restriction). Include EX off: every card is a Trainer or a non-ex card.
 * Throws CardNotFoundError when the list names a card missing from the index.
 */
export function listMatchesFilters(list: DeckList, index: CardIndex, f: ListFilter): boolean {
  return traitsMatchFilters(listTraits(parseList(list), index), f);
}

/**
 * Checks the copies rule: at most 2 copies per card NAME (different printings of one name add up).
 * Returns one message per problem (empty when the list is fine); malformed entries and unknown ids
 * are reported as problems too instead of throwing.
 */
export function validateListCopies(list: DeckList, index: CardIndex): string[] {
  const problems: string[] = [];
  const copiesByName = new Map<string, number>();
  for (const raw of list.cards) {
    let entry: ListEntry;
    try {
      entry = parseListEntry(raw);
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    const card = index.get(entry.cardId);
    if (!card) {
      problems.push(`Card not found: ${entry.cardId}`);
      continue;
    }
    copiesByName.set(card.name, (copiesByName.get(card.name) ?? 0) + entry.count);
  }
  for (const [name, copies] of copiesByName) {
    if (copies > MAX_COPIES) problems.push(`Too many copies of "${name}": ${copies} (at most ${MAX_COPIES} per card name)`);
  }
  return problems;
}
