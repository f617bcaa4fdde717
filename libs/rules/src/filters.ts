import { getCard, parseList, parseListEntry, type CardIndex, type ListEntry } from './cards';
import { MAX_COPIES } from './missingCards';
import { DEFAULT_DECK_FILTERS, type DeckFilters, type DeckList, type EnergyType } from '@tcgp/domain';

/**
 * The filters in force for a user (the one definition every deck view uses). Energy, include-EX, deck
 * amount and sort are premium filters: unless premium is true they take their defaults (30 decks by
 * score, every energy, EX included).
 */
export function effectiveFilters(filters: DeckFilters, premium: boolean | null): DeckFilters {
  return premium === true ? { ...filters } : { ...DEFAULT_DECK_FILTERS };
}

/** A filter a player can change (the shared deck filters). */
export type FilterKey = keyof DeckFilters;

/**
 * Which filters in force differ from the defaults (none unless premium: free users always have the
 * defaults). Pages use it to say "your filters apply here" or to suggest changing them.
 */
export function filtersInForce(filters: DeckFilters, premium: boolean | null): FilterKey[] {
  const inForce = effectiveFilters(filters, premium);
  return (Object.keys(DEFAULT_DECK_FILTERS) as FilterKey[]).filter((key) => inForce[key] !== DEFAULT_DECK_FILTERS[key]);
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
 * docs/product-rules.md. Energy filter: every card of the list is of that energy type or a Trainer
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
