/**
 * Archetype names. The site reads names and icons from the archetype name, so every name has the shape
 * of the published data: one or more `<name-slug>-<card id>` parts joined by `&`
 * (`charizard-ex-a1-036&moltres-ex-a1-046`). Pure functions; the rules are in docs/data.md ("Archetype").
 *
 * 1. `deck.id` already in that shape (every part ends with a catalogue card id) and a deck id that can be
 *    a path (`deckIdProblem` of @tcgp/schemas: a-z, 0-9, `'`, `-`, `&`, at most 120 characters): used as
 *    it is. One in that shape but not a safe deck id is refused (rule 3 then).
 * 2. `deck.id` as Limitless writes it, name slugs each followed by a set code
 *    (`suicune-ex-a4a-baxcalibur-b2a`): each `<slug>-<set>` part becomes the catalogue card of that set
 *    whose name matches the slug (letters and digits compared, accents and punctuation ignored), the
 *    lowest-numbered printing (the regular one; alternative arts come later in a set). A last part
 *    without a set code takes the first printing of that name in the catalogue.
 * 3. No `deck`, or a `deck.id` rule 2 cannot map (unknown name or set): the archetype comes from the
 *    decklist, see {@link archetypeOfList}.
 */
import type { Card } from '@tcgp/domain';
import { deckIdProblem } from '@tcgp/schemas';
import { cardSlug, looseName } from './cardIds';
import type { CatalogueIndex } from './catalogue';
import { compareText } from '../values';

const PART_WITH_CARD = /^(.+)-([a-z0-9]+-\d{3,})$/;

/** The card ids embedded in a site-shaped archetype name, or null when a part has none. */
export function embeddedCardIds(name: string): string[] | null {
  const ids: string[] = [];
  for (const part of name.split('&')) {
    const match = PART_WITH_CARD.exec(part);
    if (!match || match[2] === undefined) return null;
    ids.push(match[2]);
  }
  return ids;
}

/** Rules 1 and 2: the archetype name of a Limitless `deck.id`, or null when it cannot be mapped. */
export function archetypeOfDeckId(deckId: string, catalogue: CatalogueIndex): string | null {
  const id = deckId.trim().toLowerCase();
  if (id === '') return null;
  const embedded = embeddedCardIds(id);
  if (embedded && embedded.every((cardId) => catalogue.byId.has(cardId))) return deckIdProblem(id) === null ? id : null;

  const cards: Card[] = [];
  let words: string[] = [];
  const resolve = (set: string | null): boolean => {
    const name = looseName(words.join(''));
    const printings = set === null ? catalogue.byName.get(name) : catalogue.bySetAndName.get(`${set}|${name}`);
    const card = printings?.[0];
    if (!card) return false;
    if (!cards.includes(card)) cards.push(card);
    words = [];
    return true;
  };
  for (const token of id.split('-').filter((t) => t !== '')) {
    if (words.length > 0 && catalogue.sets.has(token)) {
      if (!resolve(token)) return null;
    } else {
      words.push(token);
    }
  }
  if (words.length > 0 && !resolve(null)) return null;
  const name = cards.map(cardSlug).join('&');
  return cards.length > 0 && deckIdProblem(name) === null ? name : null;
}

/** One card of a valid list. */
export interface ListCard {
  id: string;
  count: number;
}

/** An archetype named by a deck id, with the names of its signature cards (the cards in its name). */
export interface KnownArchetype {
  name: string;
  signatureNames: readonly string[];
}

/** The signature card names of archetype names (unknown embedded ids are left out). */
export function knownArchetypes(names: Iterable<string>, catalogue: CatalogueIndex): KnownArchetype[] {
  const known: KnownArchetype[] = [];
  for (const name of names) {
    const ids = embeddedCardIds(name) ?? [];
    const signatureNames = ids.map((id) => catalogue.byId.get(id)?.name).filter((n): n is string => n !== undefined);
    if (signatureNames.length > 0) known.push({ name, signatureNames });
  }
  return known.sort((a, b) => compareText(a.name, b.name));
}

/**
 * Rule 3, the archetype of a list without a usable `deck.id`:
 * a. the archetype (among those named by deck ids in the input) all of whose signature cards the list
 *    plays, by card name; the one with the most signature cards, ties by name;
 * b. otherwise its own archetype named after its signature Pokémon: ex Pokémon before the others, then
 *    the most copies, then the card listed last in the catalogue (sets number evolution lines basic
 *    first, so this picks the evolved Pokémon). A list without Pokémon applies the same rule to all its cards.
 */
export function archetypeOfList(list: readonly ListCard[], known: readonly KnownArchetype[], catalogue: CatalogueIndex): string {
  const played = new Set(list.map((entry) => catalogue.byId.get(entry.id)?.name));
  let best: KnownArchetype | null = null;
  for (const candidate of known) {
    if (!candidate.signatureNames.every((name) => played.has(name))) continue;
    if (!best || candidate.signatureNames.length > best.signatureNames.length) best = candidate;
  }
  if (best) return best.name;
  return cardSlug(signatureCard(list, catalogue));
}

/** Rule 3b's signature card of a list (see {@link archetypeOfList}). */
export function signatureCard(list: readonly ListCard[], catalogue: CatalogueIndex): Card {
  const cards = list
    .map((entry) => ({ card: catalogue.byId.get(entry.id), count: entry.count }))
    .filter((x): x is { card: Card; count: number } => x.card !== undefined);
  const pokemon = cards.filter((x) => x.card.type !== 'Trainer');
  const pool = pokemon.length > 0 ? pokemon : cards;
  const rank = (x: { card: Card; count: number }): [number, number, number] => [x.card.ex === 'Yes' ? 1 : 0, x.count, catalogue.order.get(x.card.id) ?? -1];
  let best = pool[0];
  for (const x of pool) {
    if (!best) break;
    const [a1, a2, a3] = rank(x);
    const [b1, b2, b3] = rank(best);
    if (a1 > b1 || (a1 === b1 && (a2 > b2 || (a2 === b2 && a3 > b3)))) best = x;
  }
  if (!best) throw new Error('signatureCard: empty list');
  return best.card;
}
