import { ENERGY_TYPES, type CardId, type DeckList, type SortBy, type Tier } from '@tcgp/domain';
import type { CardIndex } from './cards';
import { metricValue, type DerivedDeck } from './decks';
import { assignTiers } from './tiers';
import { gamesFromWilsonScore } from './uncertainty';

/** Where a deck stands in a tier list: its tier, its rank (1 = first) among how many decks, and its sort value. */
export interface DeckStanding {
  tier: Tier;
  rank: number;
  of: number;
  /** The value of the sort metric the tier list ranks by (`sortBy`). */
  value: number;
  sortBy: SortBy;
}

/**
 * A deck's tier and rank in a tier list (docs/product-rules.md, "Tier list"): `decks` as
 * `deriveDecks` returns them (already in ranking order), tiers by `assignTiers` over the sort metric,
 * exactly as the tier list cuts them. Null when the deck is not among them.
 */
export function deckStanding(decks: readonly DerivedDeck[], deckId: string, sortBy: SortBy): DeckStanding | null {
  const index = decks.findIndex((d) => d.id === deckId);
  const deck = decks[index];
  if (!deck) return null;
  const row = assignTiers(decks, (d) => metricValue(d, sortBy)).find((r) => r.items.includes(deck));
  return { tier: row?.tier ?? 'E', rank: index + 1, of: decks.length, value: metricValue(deck, sortBy), sortBy };
}

/** The list of the deck with the highest strength (the list its strength is of); the best list on a tie. */
export function strongestList(deck: Pick<DerivedDeck, 'lists' | 'bestList'>): DeckList {
  return deck.lists.reduce((best, list) => (list.strength > best.strength ? list : best), deck.bestList);
}

/** A list with its win rate and the games behind it (recovered from its score; null when they cannot be). */
export interface ListFacts {
  list: DeckList;
  winRate: number;
  games: number | null;
}

function facts(list: DeckList): ListFacts {
  return { list, winRate: list.strength, games: gamesFromWilsonScore(list.strength, list.score) };
}

/**
 * The lists the deck page tells about (docs/product-rules.md, "Deck page"): the best list (highest
 * score, the list the deck's score is of) and the strongest list (highest win rate, the list the
 * strength of the key stats is of). `strongest` is null when they are the same list.
 */
export function deckListStory(deck: Pick<DerivedDeck, 'lists' | 'bestList'>): { best: ListFacts; strongest: ListFacts | null } {
  const strongest = strongestList(deck);
  return { best: facts(deck.bestList), strongest: strongest === deck.bestList ? null : facts(strongest) };
}

/** Where a card goes in a shown list: Pokémon by energy in this order, then Trainers, then cards the catalogue does not know. */
export const CARD_GROUP_ORDER = [...ENERGY_TYPES, 'Trainer', 'unknown'] as const;

const SET_AND_NUMBER = /^(.*)-(\d+)$/;
const collator = new Intl.Collator('en', { numeric: true });

function setNumberParts(cardId: CardId): { set: string; number: number } {
  const match = SET_AND_NUMBER.exec(cardId);
  return match ? { set: match[1] ?? '', number: Number(match[2]) } : { set: cardId, number: 0 };
}

/**
 * The entries of a list in the order the site shows them (docs/product-rules.md, "Deck page"): Pokémon
 * first, grouped by energy in the order of `ENERGY_TYPES` (Grass, Fire, Water, Lightning, Psychic,
 * Fighting, Darkness, Metal, Dragon, Colorless), then Trainers (the data does not tell items, tools and
 * supporters apart), then cards the catalogue does not know; within a group by set (`a1`, `a1a`, `a2`,
 * … `pa`) and number. Pure: returns a new array, the input is left as it is.
 */
export function orderListEntries<E extends { cardId: CardId }>(entries: readonly E[], cards: CardIndex): E[] {
  const groupOf = (cardId: CardId) => CARD_GROUP_ORDER.indexOf(cards.get(cardId)?.type ?? 'unknown');
  return entries
    .map((entry) => ({ entry, group: groupOf(entry.cardId), ...setNumberParts(entry.cardId) }))
    .sort((a, b) => a.group - b.group || collator.compare(a.set, b.set) || a.number - b.number)
    .map((x) => x.entry);
}
