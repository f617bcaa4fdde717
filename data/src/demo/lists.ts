/**
 * Deck lists of the demo archetypes, built from the card catalogue of the npm package
 * `pokemon-tcg-pocket-database`: each archetype's evolution lines and support Pokémon, Trainers the
 * package marks as good with them, and variants that swap a few cards (always 20 cards, at most 2 per
 * card name). Deterministic for a seeded {@link Random}.
 */
import { DECK_SIZE, MAX_COPIES } from '@tcgp/rules';
import type { EnergyType } from '@tcgp/domain';
import { TRAINER_WEIGHTS, ULTRA_BEASTS } from './archetypes';
import type { Catalogue, CatalogueCard } from './catalogue';
import type { Random } from './random';

// ---------------------------------------------------------------------------------------------
// Card lookup

export class CardFinder {
  private readonly order = new Map<string, number>();
  private readonly byName = new Map<string, CatalogueCard[]>();

  constructor(readonly catalogue: Catalogue) {
    catalogue.cards.forEach((card, index) => {
      this.order.set(card.id, index);
      const list = this.byName.get(card.name) ?? [];
      list.push(card);
      this.byName.set(card.name, list);
    });
  }

  /** `Name@set` -> the everyday (least rare) printing of that card in that set. */
  resolve(ref: string): CatalogueCard {
    const at = ref.lastIndexOf('@');
    const name = at === -1 ? ref : ref.slice(0, at);
    const set = at === -1 ? null : ref.slice(at + 1);
    const found = this.printings(name).filter((card) => set === null || card.set === set);
    const card = this.best(found, set);
    if (!card) throw new Error(`demo archetypes: no card "${name}"${set ? ` in set ${set}` : ''} in the catalogue`);
    return card;
  }

  /** The everyday printing of a card name, preferring a set (that of the card evolving from it). */
  everyday(name: string, preferSet: string | null, filter: (card: CatalogueCard) => boolean = () => true): CatalogueCard | undefined {
    return this.best(this.printings(name).filter(filter), preferSet);
  }

  printings(name: string): CatalogueCard[] {
    return this.byName.get(name) ?? [];
  }

  private best(cards: CatalogueCard[], preferSet: string | null): CatalogueCard | undefined {
    return [...cards].sort(
      (a, b) =>
        Number(b.set === preferSet) - Number(a.set === preferSet) || a.rarityRank - b.rarityRank || (this.order.get(a.id) ?? 0) - (this.order.get(b.id) ?? 0),
    )[0];
  }
}

/** The evolution line ending in `card`, basic first (e.g. Charmander, Charmeleon, Charizard ex). */
function evolutionLine(finder: CardFinder, card: CatalogueCard): CatalogueCard[] {
  const line = [card];
  let current = card;
  while (current.evolvesFrom && line.length < 3) {
    const previous = finder.everyday(current.evolvesFrom, current.set, (c) => c.kind === 'pokemon' || c.kind === 'fossil');
    if (!previous) throw new Error(`demo archetypes: ${current.name} evolves from unknown card ${current.evolvesFrom}`);
    line.unshift(previous);
    current = previous;
  }
  return line;
}

// ---------------------------------------------------------------------------------------------
// Deck lists

interface Slot {
  card: CatalogueCard;
  count: number;
  /** Part of an evolution line or signature: never swapped out. */
  core: boolean;
}

interface TrainerOption {
  card: CatalogueCard;
  weight: number;
}

export interface DeckPlan {
  signatures: CatalogueCard[];
  hasEx: boolean;
  types: EnergyType[];
  /** Non-core Pokémon the lists may play (same energy types as the deck). */
  supportPool: CatalogueCard[];
  trainers: TrainerOption[];
  staples: { research: CatalogueCard; pokeBall: CatalogueCard };
}

export class ListBuilder {
  readonly slots: Slot[];

  constructor(slots: Slot[] = []) {
    this.slots = slots.map((slot) => ({ ...slot }));
  }

  clone(): ListBuilder {
    return new ListBuilder(this.slots);
  }

  get size(): number {
    return this.slots.reduce((sum, slot) => sum + slot.count, 0);
  }

  nameCount(name: string): number {
    return this.slots.filter((slot) => slot.card.name === name).reduce((sum, slot) => sum + slot.count, 0);
  }

  canAdd(card: CatalogueCard): boolean {
    return this.nameCount(card.name) < MAX_COPIES && this.size < DECK_SIZE;
  }

  add(card: CatalogueCard, count = 1, core = false): void {
    const slot = this.slots.find((s) => s.card.id === card.id);
    if (slot) {
      slot.count += count;
      slot.core ||= core;
    } else {
      // Pokémon before Trainers, as lists are usually written.
      const entry = { card, count, core };
      const firstTrainer = this.slots.findIndex((s) => s.card.type === 'Trainer');
      if (card.type !== 'Trainer' && firstTrainer !== -1) this.slots.splice(firstTrainer, 0, entry);
      else this.slots.push(entry);
    }
  }

  remove(card: CatalogueCard): void {
    const index = this.slots.findIndex((s) => s.card.id === card.id);
    const slot = this.slots[index];
    if (!slot) return;
    slot.count -= 1;
    if (slot.count <= 0) this.slots.splice(index, 1);
  }

  entries(): string[] {
    return this.slots.map((slot) => `${slot.count}:${slot.card.id}`);
  }

  key(): string {
    return [...this.entries()].sort().join(',');
  }
}

function trainerOptions(finder: CardFinder, pokemonNames: Set<string>, types: EnergyType[], stages: Set<number>): TrainerOption[] {
  const seen = new Set<string>();
  const options: TrainerOption[] = [];
  const hasUltraBeast = [...pokemonNames].some((name) => ULTRA_BEASTS.some((ub) => name.startsWith(ub)));
  for (const card of finder.catalogue.cards) {
    if (card.type !== 'Trainer' || card.kind === 'fossil' || seen.has(card.name)) continue;
    seen.add(card.name);
    if (card.name === "Professor's Research" || card.name === 'Poké Ball') continue;
    let weight = 0;
    for (const hint of card.goodWith) {
      if (hint === 'All') weight = Math.max(weight, TRAINER_WEIGHTS[card.name] ?? 0.4);
      else if ((types as string[]).includes(hint)) weight = Math.max(weight, 2.5);
      else if (pokemonNames.has(hint)) weight = Math.max(weight, 3.5);
      else if (hint === 'Stage2' && stages.has(2)) weight = Math.max(weight, TRAINER_WEIGHTS[card.name] ?? 1);
      else if (hint === 'Stage1' && stages.has(1)) weight = Math.max(weight, 0.3);
      else if (hint === 'UltraBeast' && hasUltraBeast) weight = Math.max(weight, 2.5);
    }
    if (weight > 0) {
      const printing = finder.everyday(card.name, null);
      if (printing) options.push({ card: printing, weight });
    }
  }
  return options;
}

export function planDeck(finder: CardFinder, signatures: CatalogueCard[], supportRefs: string[], rng: Random): { plan: DeckPlan; base: ListBuilder } {
  const base = new ListBuilder();
  const addLine = (card: CatalogueCard): void => {
    const line = evolutionLine(finder, card);
    line.forEach((member, i) => {
      if (base.nameCount(member.name) > 0) return;
      // Stage 1 of a stage-2 line is often a single copy (Rare Candy skips it).
      const count = line.length === 3 && i === 1 && rng.chance(0.35) ? 1 : MAX_COPIES;
      base.add(member, count, true);
    });
  };
  signatures.forEach(addLine);
  supportRefs.map((ref) => finder.resolve(ref)).forEach(addLine);

  const types = [...new Set(base.slots.map((s) => s.card.type).filter((t): t is EnergyType => t !== 'Trainer'))];
  const hasEx = signatures.some((card) => card.ex === 'Yes') || base.slots.some((s) => s.card.ex === 'Yes');
  if (types.length > 2) throw new Error(`demo archetype ${signatures.map((c) => c.name).join(' & ')} mixes ${types.join(', ')}`);

  // Support Pokémon: basics of the deck's types (Colorless as a second type for some mono-type decks).
  const supportTypes: EnergyType[] = types.length === 1 && rng.chance(0.3) ? [...types, 'Colorless'] : [...types];
  const used = new Set(base.slots.map((s) => s.card.name));
  // The package marks a few evolved Pokémon as basic (e.g. Kadabra): a name counts as basic only if
  // no printing of it is evolved and no stage-2 card evolves from it.
  const evolvedNames = new Set<string>();
  for (const card of finder.catalogue.cards) {
    if (card.kind !== 'pokemon') continue;
    if ((card.stage ?? 0) > 0) evolvedNames.add(card.name);
    if (card.stage === 2 && card.evolvesFrom) evolvedNames.add(card.evolvesFrom);
  }
  const supportNames = new Set<string>();
  const supportPool: CatalogueCard[] = [];
  for (const card of finder.catalogue.cards) {
    if (card.kind !== 'pokemon' || card.stage !== 0 || evolvedNames.has(card.name)) continue;
    if (used.has(card.name) || supportNames.has(card.name)) continue;
    if (!supportTypes.includes(card.type as EnergyType)) continue;
    if (card.ex === 'Yes' && !hasEx) continue;
    if (card.name.startsWith('Mega ')) continue;
    const printing = finder.everyday(card.name, null, (c) => c.kind === 'pokemon' && c.type === card.type && c.stage === 0);
    if (!printing || printing.rarityRank > 3) continue;
    supportNames.add(card.name);
    supportPool.push(printing);
  }

  const finalTypes = [...new Set([...types, ...supportPool.map((c) => c.type as EnergyType)])];
  const stages = new Set(base.slots.map((s) => s.card.stage ?? -1));
  const pokemonNames = new Set(base.slots.map((s) => s.card.name));
  const research = finder.everyday("Professor's Research", null);
  const pokeBall = finder.everyday('Poké Ball', null);
  if (!research || !pokeBall) throw new Error("catalogue lacks Professor's Research or Poké Ball");
  const plan: DeckPlan = {
    signatures,
    hasEx,
    types: finalTypes,
    supportPool,
    trainers: trainerOptions(finder, pokemonNames, finalTypes, stages),
    staples: { research, pokeBall },
  };

  // Support basics up to 7-10 Pokémon cards.
  const targetPokemon = rng.int(7, 10);
  let guard = 0;
  while (base.size < targetPokemon && supportPool.length > 0 && guard < 20) {
    guard += 1;
    const card = rng.weighted(supportPool, (c) => (c.ex === 'Yes' ? 2 : 1) + c.rarityRank);
    if (!base.canAdd(card)) continue;
    const room = MAX_COPIES - base.nameCount(card.name);
    base.add(card, room === 2 && base.size + 2 <= targetPokemon && rng.chance(0.5) ? 2 : 1);
  }

  if (base.nameCount(research.name) === 0) base.add(research, 2, true);
  base.add(pokeBall, 2);
  const rareCandy = plan.trainers.find((t) => t.card.name === 'Rare Candy');
  if (rareCandy && stages.has(2)) base.add(rareCandy.card, rng.chance(0.75) ? 2 : 1);
  fillTrainers(base, plan, rng);
  return { plan, base };
}

function fillTrainers(list: ListBuilder, plan: DeckPlan, rng: Random): void {
  let guard = 0;
  while (list.size < DECK_SIZE && guard < 200) {
    guard += 1;
    const options = plan.trainers.filter((t) => list.canAdd(t.card));
    if (options.length === 0) break;
    const choice = rng.weighted(options, (t) => (list.nameCount(t.card.name) > 0 ? t.weight * 0.4 : t.weight));
    list.add(choice.card);
    if (choice.weight >= 2.5 && list.canAdd(choice.card) && rng.chance(0.35)) list.add(choice.card);
  }
  if (list.size !== DECK_SIZE) throw new Error(`could not fill a list to ${DECK_SIZE} cards`);
}

/** One card out, one card in: the list stays at 20 cards and at most 2 copies per name. */
function mutate(list: ListBuilder, plan: DeckPlan, rng: Random): boolean {
  const kind = rng.weighted(['trainer', 'support', 'pokemonForTrainer', 'trainerForPokemon'] as const, (k) => (k === 'trainer' ? 6 : k === 'support' ? 2 : 1));
  const removable = list.slots.filter(
    (s) => !s.core && (kind === 'trainer' || kind === 'trainerForPokemon' ? s.card.type === 'Trainer' : s.card.type !== 'Trainer'),
  );
  const stage1Pieces = list.slots.filter((s) => s.core && s.card.stage === 1 && s.count === 2 && list.slots.some((o) => o.card.name === 'Rare Candy'));
  const pool = kind === 'pokemonForTrainer' ? [...removable, ...stage1Pieces] : removable;
  if (pool.length === 0) return false;
  const out = rng.weighted(pool, (s) => (s.card === plan.staples.pokeBall ? 0.2 : 1));
  const candidates: CatalogueCard[] = kind === 'trainer' || kind === 'pokemonForTrainer' ? plan.trainers.map((t) => t.card) : plan.supportPool;
  const into = candidates.filter((c) => c.name !== out.card.name && list.nameCount(c.name) < MAX_COPIES);
  if (into.length === 0) return false;
  const weightOf = (c: CatalogueCard): number => plan.trainers.find((t) => t.card === c)?.weight ?? 1;
  const card = rng.weighted(into, weightOf);
  list.remove(out.card);
  list.add(card);
  return true;
}

export function buildLists(base: ListBuilder, plan: DeckPlan, count: number, rng: Random): ListBuilder[] {
  const lists = [base];
  const seen = new Set([base.key()]);
  let attempts = 0;
  while (lists.length < count && attempts < 400) {
    attempts += 1;
    // The first variant is always a single swap of the base list, so every archetype has an alternative.
    const parent = lists.length === 1 || rng.chance(0.7) ? base : rng.pick(lists);
    const swaps = lists.length === 1 ? 1 : rng.weighted([1, 2, 3], (n) => (n === 1 ? 3 : n === 2 ? 3 : 2));
    const variant = parent.clone();
    let done = 0;
    for (let i = 0; i < swaps * 3 && done < swaps; i += 1) if (mutate(variant, plan, rng)) done += 1;
    if (done === 0 || seen.has(variant.key())) continue;
    seen.add(variant.key());
    lists.push(variant);
  }
  return lists;
}
