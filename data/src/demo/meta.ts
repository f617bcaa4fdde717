/**
 * The hidden meta of the demo: archetypes with a strength, a matchup matrix (type weaknesses plus a
 * fixed random edge per pair), deck-list variants of different quality, and a popularity that moves
 * over the simulated days (strong decks gain players, weak ones lose them, a few decks only appear
 * mid-way, like decks of a newly released set). The simulation in simulate.ts plays tournaments with it.
 */
import type { EnergyType } from '@tcgp/domain';
import type { LimitlessCard, LimitlessDecklist } from '../pipeline/limitless';
import { ARCHETYPES, ROGUE_OPPONENTS } from './archetypes';
import type { Catalogue, CatalogueCard } from './catalogue';
import { buildLists, CardFinder, planDeck, type ListBuilder } from './lists';
import { hashSeed, type Random } from './random';
import { compareText } from '../values';

/** Usual weakness of each energy type in the game, for matchup flavour. */
const WEAKNESS: Record<EnergyType, EnergyType | null> = {
  Grass: 'Fire',
  Fire: 'Water',
  Water: 'Lightning',
  Lightning: 'Fighting',
  Psychic: 'Darkness',
  Fighting: 'Psychic',
  Darkness: 'Grass',
  Metal: 'Fire',
  Dragon: null,
  Colorless: 'Fighting',
};

export interface DemoList {
  decklist: LimitlessDecklist;
  /** How often players pick this variant (relative). */
  weight: number;
  /** Added to the archetype's strength when this list plays (0 for the base list, negative otherwise). */
  quality: number;
}

export interface DemoArchetype {
  /** Limitless deck id: name slug and set code of each signature card (`charizard-ex-a1-moltres-ex-a1`). */
  deckId: string;
  deckName: string;
  /** Hidden strength (logit scale). */
  power: number;
  mainType: EnergyType;
  weakness: EnergyType | null;
  lists: DemoList[];
  /** Popularity at the middle of the simulation (relative). */
  basePopularity: number;
  /** Change of log-popularity from the first to the last simulated day. */
  trend: number;
  /** Fraction of the simulation (0..1) before which nobody plays it. */
  release: number;
}

export interface DemoPlayerDeck {
  archetype: DemoArchetype;
  list: DemoList;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Limitless slug of a card name: lower case, letters and digits, words joined by hyphens. */
function limitlessSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** A list in the Limitless decklist shape: Pokémon and Trainers, `{count, name, set, number}`. */
export function toDecklist(list: ListBuilder): LimitlessDecklist {
  const entry = (card: CatalogueCard, count: number): LimitlessCard => ({ count, name: card.name, set: card.limitlessSet, number: String(card.number) });
  return {
    pokemon: list.slots.filter((s) => s.card.type !== 'Trainer').map((s) => entry(s.card, s.count)),
    trainer: list.slots.filter((s) => s.card.type === 'Trainer').map((s) => entry(s.card, s.count)),
  };
}

/** The demo archetypes with their lists and hidden numbers. */
export function buildMeta(catalogue: Catalogue, rng: Random): DemoArchetype[] {
  const finder = new CardFinder(catalogue);
  const specs = [
    ...ARCHETYPES.map((spec) => ({ signature: spec.signature, support: spec.support ?? [], rogue: false })),
    ...ROGUE_OPPONENTS.map((signature) => ({ signature, support: [], rogue: true })),
  ];
  const drafts = specs.map((spec) => {
    const signatures = spec.signature.map((ref) => finder.resolve(ref));
    const deckId = signatures.map((card) => `${limitlessSlug(card.name)}-${card.set}`).join('-');
    const local = rng.fork(`archetype:${deckId}`);
    const { plan, base } = planDeck(finder, signatures, spec.support, local);
    const builders = buildLists(base, plan, local.int(4, 9), local);
    const lists = builders.map((builder, i) => ({
      decklist: toDecklist(builder),
      weight: i === 0 ? 3 : local.range(0.3, 1.5),
      quality: i === 0 ? 0 : -Math.abs(0.12 * local.gauss()),
    }));
    const first = signatures[0] as CatalogueCard;
    const power = clamp(0.35 * local.gauss(), -0.8, 0.8) - (spec.rogue ? 0.3 : 0);
    return {
      deckId,
      deckName: signatures.map((card) => card.name).join(' & '),
      power,
      mainType: first.type as EnergyType,
      weakness: WEAKNESS[first.type as EnergyType],
      lists,
      basePopularity: 0,
      trend: clamp(2.2 * power + 0.7 * local.gauss(), -2.5, 2.5),
      release: 0,
      rogue: spec.rogue,
      key: power + 0.15 * local.gauss(),
    };
  });
  const ids = new Set<string>();
  for (const draft of drafts) {
    if (ids.has(draft.deckId)) throw new Error(`duplicate demo archetype ${draft.deckId}`);
    ids.add(draft.deckId);
  }
  // Popularity falls off with rank (stronger decks rank higher); rogue decks stay rare.
  const ranked = [...drafts].sort((a, b) => b.key - a.key || compareText(a.deckId, b.deckId));
  const jitter = rng.fork('popularity');
  ranked.forEach((draft, rank) => {
    draft.basePopularity = draft.rogue ? 0.02 : Math.exp(-rank / 20 + 0.3 * jitter.gauss());
  });
  // Six decks "of a new set" appear between 40 % and 70 % of the way through.
  const late = rng.fork('releases');
  for (const draft of late.shuffle(drafts.filter((d) => !d.rogue)).slice(0, 6)) draft.release = late.range(0.4, 0.7);
  return drafts.map(({ rogue: _rogue, key: _key, ...archetype }) => archetype);
}

/** Relative popularity of an archetype at `progress` (0 = first simulated day, 1 = last). */
export function popularityAt(archetype: DemoArchetype, progress: number): number {
  if (progress < archetype.release) return 0;
  const ramp = archetype.release > 0 ? Math.min(1, (progress - archetype.release) / 0.08) : 1;
  return archetype.basePopularity * Math.exp(archetype.trend * (progress - 0.5)) * Math.max(0.05, ramp);
}

/** Fixed edge of archetype a against b from the pair alone (antisymmetric), in the logit scale. */
function pairEdge(a: DemoArchetype, b: DemoArchetype): number {
  if (a.deckId === b.deckId) return 0;
  const [first, second, sign] = a.deckId < b.deckId ? [a, b, 1] : [b, a, -1];
  const u = hashSeed(`${first.deckId}|${second.deckId}`) / 4294967296;
  const type = (b.weakness === a.mainType ? 0.45 : 0) - (a.weakness === b.mainType ? 0.45 : 0);
  return type + sign * 0.5 * (u - 0.5);
}

/** Chance that deck a beats deck b in a game that has a winner. */
export function winChance(a: DemoPlayerDeck, b: DemoPlayerDeck): number {
  return logistic(a.archetype.power + a.list.quality - b.archetype.power - b.list.quality + pairEdge(a.archetype, b.archetype));
}
