/**
 * What to get next, on the best deck finder:
 * (a) {@link rankCardsToGet}: each card the player marked missing, by how much getting ONE copy of it
 *     back raises the relative strength of the best deck they can build (in percentage points), and
 *     the deck that is then best;
 * (b) {@link rankPacksToOpen}: each expansion, by the expected gain of opening one of its packs, under
 *     the pack model of {@link PACK_SLOTS}.
 */
import { DEFAULT_DECK_FILTERS, type CardId, type Expansion } from '@tcgp/domain';
import type { CardIndex } from './cards';
import { prepareArchetypesCached, type PreparedList } from './decks';
import type { FinderInput } from './finder';
import { traitsMatchFilters } from './filters';
import { countMissing, countsBuildable } from './missingCards';

/** A deck as the ranking names it. */
export interface DeckRef {
  id: string;
  name: string;
}

/** One missing card and what getting one copy of it back does. */
export interface CardGain {
  cardId: CardId;
  /** Percentage points the finder's relative strength rises (0 when nothing changes). */
  gain: number;
  /** The relative strength (percent) with that copy back. */
  relativeStrength: number;
  /** The best deck with that copy back (null: still no deck). */
  deck: DeckRef | null;
  /** True when that deck is not today's best deck (the card unlocks it). */
  unlocks: boolean;
}

export interface CardsToGet {
  /** The finder's relative strength now; 0 when no deck can be built. */
  relativeStrength: number;
  /** Today's best deck (null: not enough cards). */
  deck: DeckRef | null;
  /** Every distinct missing card, largest gain first (equal gains keep the order of the list). */
  cards: CardGain[];
}

interface Candidate {
  ref: DeckRef;
  /** The lists the filters keep, highest score first. */
  lists: readonly PreparedList[];
}

/**
 * The finder's pick, cheaply re-evaluated: the decks in percentOfGames order (as deriveDecks keeps the
 * top `deckAmount`), each with the index of its first (highest-score) buildable list.
 */
function bestOf(candidates: readonly Candidate[], first: ArrayLike<number>, deckAmount: number): { index: number; score: number } | null {
  let taken = 0;
  let best: { index: number; score: number } | null = null;
  for (let i = 0; i < candidates.length && taken < deckAmount; i += 1) {
    const at = first[i] ?? -1;
    if (at < 0) continue;
    taken += 1;
    const score = candidates[i]?.lists[at]?.list.score ?? 0;
    if (!best || score > best.score) best = { index: i, score };
  }
  return best;
}

function firstBuildable(lists: readonly PreparedList[], missing: ReadonlyMap<CardId, number>): number {
  return lists.findIndex((p) => countsBuildable(p.counts, missing));
}

/**
 * (a) Ranks the missing cards by the gain of getting one copy back. Same rules as findBestDeck: the
 * best deck is the highest-scoring deck among the top `deckAmount` decks (by percentOfGames) that have
 * a buildable list passing the filters; relative strength = 100 × its score / the best score with no
 * card missing. Equal scores go to the more played deck (findBestDeck agrees when sorting by score).
 *
 * Fast: the lists are parsed once per data load (prepareArchetypesCached); per missing card only the
 * lists that hold it and score above the deck's current pick are checked again.
 */
export function rankCardsToGet(input: FinderInput): CardsToGet {
  const filters = input.filters ?? DEFAULT_DECK_FILTERS;
  const deckAmount = Math.max(0, Math.floor(filters.deckAmount));
  const listFilter = { energy: filters.energy, includeEx: filters.includeEx };
  const prepared = prepareArchetypesCached(input.archetypes, input.cards);
  const candidates: Candidate[] = prepared.archetypes
    .map((a, i) => ({ a, i }))
    .sort((x, y) => y.a.archetype.percentOfGames - x.a.archetype.percentOfGames || x.i - y.i)
    .map(({ a }) => ({ ref: { id: a.id, name: a.archetype.name }, lists: a.lists.filter((p) => traitsMatchFilters(p.traits, listFilter)) }))
    .filter((c) => c.lists.length > 0);

  const inGame = bestOf(
    candidates,
    candidates.map(() => 0),
    deckAmount,
  );
  const relative = (pick: { score: number } | null) => (!pick ? 0 : inGame && inGame.score > 0 ? (100 * pick.score) / inGame.score : 100);

  const missing = countMissing(input.missing);
  const first = Int32Array.from(candidates, (c) => firstBuildable(c.lists, missing));
  const now = bestOf(candidates, first, deckAmount);
  const nowStrength = relative(now);
  const nowDeck = now ? (candidates[now.index]?.ref ?? null) : null;

  const cards: CardGain[] = [];
  for (const [cardId, copies] of missing) {
    const back = new Map(missing);
    if (copies > 1) back.set(cardId, copies - 1);
    else back.delete(cardId);
    const next = Int32Array.from(first);
    candidates.forEach((c, i) => {
      // Only a list holding this card, scoring above the current pick, can become the new pick.
      const limit = (first[i] ?? -1) < 0 ? c.lists.length : (first[i] ?? 0);
      for (let at = 0; at < limit; at += 1) {
        const p = c.lists[at] as PreparedList;
        if (p.counts.has(cardId) && countsBuildable(p.counts, back)) {
          next[i] = at;
          break;
        }
      }
    });
    const pick = bestOf(candidates, next, deckAmount);
    const strength = relative(pick);
    const deck = pick ? (candidates[pick.index]?.ref ?? null) : null;
    cards.push({ cardId, gain: strength - nowStrength, relativeStrength: strength, deck, unlocks: deck !== null && deck.id !== nowDeck?.id });
  }
  const order = new Map(cards.map((c, i) => [c.cardId, i]));
  cards.sort((a, b) => b.gain - a.gain || (order.get(a.cardId) ?? 0) - (order.get(b.cardId) ?? 0));
  return { relativeStrength: nowStrength, deck: nowDeck, cards };
}

// ---------------------------------------------------------------------------------------------
// (b) Packs.

/**
 * The pack model (stated in the finder's help): a pack holds 5 cards; cards 1–3 are always of rarity
 * ◊; cards 4 and 5 get a rarity by the game's published offering rates below; the card itself is then
 * drawn uniformly among the set's cards of that rarity. Cards are drawn independently. "The set's
 * cards" are the cards of the set the site's data knows (cards.json names the cards of the decks and
 * card scores, not whole sets), so the chances are upper bounds; the ORDER of the sets is what the
 * ranking is for. A card without a rarity counts as ◊; Promo cards come from no pack.
 */
export const PACK_SLOTS: readonly Readonly<Record<string, number>>[] = [
  { '◊': 1 },
  { '◊': 1 },
  { '◊': 1 },
  { '◊◊': 0.9, '◊◊◊': 0.05, '◊◊◊◊': 0.01666, '☆': 0.02572, '☆☆': 0.005, '☆☆☆': 0.00222, 'Crown Rare': 0.0004 },
  { '◊◊': 0.6, '◊◊◊': 0.2, '◊◊◊◊': 0.06664, '☆': 0.10288, '☆☆': 0.02, '☆☆☆': 0.00888, 'Crown Rare': 0.0016 },
];

/** The rarity a card without one is taken to have. */
export const DEFAULT_RARITY = '◊';

export interface PackGain {
  setId: string;
  /** Expected percentage points of relative strength one pack adds (see {@link rankPacksToOpen}). */
  expectedGain: number;
  /** Chance (0..1) that one pack holds at least one card the player misses from this set. */
  missingChance: number;
  /** Distinct missing cards of this set that packs can give. */
  missingCards: number;
  /** The set's missing card with the largest gain (null when none raises the strength). */
  bestCard: CardId | null;
}

const rarityCountsCache = new WeakMap<CardIndex, Map<string, Map<string, number>>>();

/** Set -> rarity -> number of known cards, once per card index. */
function rarityCounts(cards: CardIndex): Map<string, Map<string, number>> {
  let counts = rarityCountsCache.get(cards);
  if (counts) return counts;
  counts = new Map();
  for (const card of cards.values()) {
    const bySet = counts.get(card.set) ?? new Map<string, number>();
    const rarity = card.rarity ?? DEFAULT_RARITY;
    bySet.set(rarity, (bySet.get(rarity) ?? 0) + 1);
    counts.set(card.set, bySet);
  }
  rarityCountsCache.set(cards, counts);
  return counts;
}

/** Chance (0..1) that one pack slot gives one given card of `rarity`, in a set with `counts`. */
function slotChance(slot: Readonly<Record<string, number>>, rarity: string, counts: ReadonlyMap<string, number>): number {
  const n = counts.get(rarity) ?? 0;
  return n > 0 ? (slot[rarity] ?? 0) / n : 0;
}

/**
 * (b) Ranks the expansions (promo sets excluded) by the expected gain of one pack: the sum over the
 * set's missing cards of (chance the pack holds the card) × (its gain from {@link rankCardsToGet}).
 * Gains of two cards in the same pack are added as if each came alone (two missing cards in one pack
 * are rare). Ties: the larger chance of a missing card, then the set id. Sets without a missing card
 * packs can give are left out.
 */
export function rankPacksToOpen(input: { gains: readonly CardGain[]; cards: CardIndex; expansions: readonly Expansion[] }): PackGain[] {
  const counts = rarityCounts(input.cards);
  const packSets = new Set(input.expansions.filter((e) => !e.promo).map((e) => e.id));
  const bySet = new Map<string, { gain: CardGain; rarity: string }[]>();
  for (const gain of input.gains) {
    const card = input.cards.get(gain.cardId);
    if (!card || !packSets.has(card.set)) continue;
    const entry = { gain, rarity: card.rarity ?? DEFAULT_RARITY };
    if (!PACK_SLOTS.some((slot) => (slot[entry.rarity] ?? 0) > 0)) continue;
    bySet.set(card.set, [...(bySet.get(card.set) ?? []), entry]);
  }

  const packs: PackGain[] = [];
  for (const [setId, entries] of bySet) {
    const setCounts = counts.get(setId) ?? new Map<string, number>();
    let expectedGain = 0;
    let best: CardGain | null = null;
    for (const { gain, rarity } of entries) {
      const chance = 1 - PACK_SLOTS.reduce((none, slot) => none * (1 - slotChance(slot, rarity, setCounts)), 1);
      expectedGain += chance * Math.max(0, gain.gain);
      if (gain.gain > 0 && (!best || gain.gain > best.gain)) best = gain;
    }
    const noMissing = PACK_SLOTS.reduce((none, slot) => none * (1 - entries.reduce((sum, e) => sum + slotChance(slot, e.rarity, setCounts), 0)), 1);
    packs.push({ setId, expectedGain, missingChance: 1 - noMissing, missingCards: entries.length, bestCard: best?.cardId ?? null });
  }
  return packs.sort((a, b) => b.expectedGain - a.expectedGain || b.missingChance - a.missingChance || a.setId.localeCompare(b.setId));
}
