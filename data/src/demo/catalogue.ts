/**
 * Reads the card catalogue of the npm package `pokemon-tcg-pocket-database` (MIT) and converts it to the
 * v4 card fields used by the site (id, name, type, ex, set, rarity).
 *
 * Only the package's typed subset (`dist/cards.extra.json`) is used: it is the one that has energy types.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ENERGY_TYPES, type Card, type CardType, type EnergyType, type Expansion } from '@tcgp/domain';
import { isRecord } from '../values';

/** A catalogue card plus the game facts the generator needs to build legal decks. */
export interface CatalogueCard extends Card {
  /** Set code as the game writes it (`A1a`, `PA`), used in card-score names. */
  setCode: string;
  /** Set code as Limitless writes it in decklists (`A1a`, `P-A`). */
  limitlessSet: string;
  number: number;
  kind: 'pokemon' | 'supporter' | 'item' | 'tool' | 'fossil';
  /** 0 basic, 1 stage 1, 2 stage 2; null for Trainers. */
  stage: 0 | 1 | 2 | null;
  evolvesFrom: string | null;
  /** Package hint: energy types, Pokémon names, `All`, `Stage2`... the Trainer works well with. */
  goodWith: string[];
  /** Order of rarity (0 = most common), used to pick the everyday printing of a card. */
  rarityRank: number;
}

export interface Catalogue {
  cards: CatalogueCard[];
  expansions: Expansion[];
  byId: Map<string, CatalogueCard>;
}

const RARITY: Record<string, { symbol: string; rank: number }> = {
  C: { symbol: '◊', rank: 0 },
  U: { symbol: '◊◊', rank: 1 },
  R: { symbol: '◊◊◊', rank: 2 },
  RR: { symbol: '◊◊◊◊', rank: 3 },
  AR: { symbol: '☆', rank: 4 },
  S: { symbol: '☆', rank: 5 },
  SR: { symbol: '☆☆', rank: 6 },
  SAR: { symbol: '☆☆', rank: 7 },
  SSR: { symbol: '☆☆', rank: 8 },
  IM: { symbol: '☆☆☆', rank: 9 },
  UR: { symbol: 'Crown Rare', rank: 10 },
};

/** Package set code (`A1a`, `PROMO-A`) -> catalogue set id (`a1a`, `pa`). */
export function setIdFromCode(code: string): string {
  const promo = /^PROMO-([A-Z])$/.exec(code);
  if (promo) return `p${(promo[1] ?? '').toLowerCase()}`;
  return code.toLowerCase();
}

/** Package set code -> the code used in card-score names (`A1a`, `PA`). */
export function scoreSetCode(code: string): string {
  const promo = /^PROMO-([A-Z])$/.exec(code);
  return promo ? `P${promo[1] ?? ''}` : code;
}

/** Package set code -> the code Limitless writes in decklists (`A1a`, `P-A`). */
export function limitlessSetCode(code: string): string {
  const promo = /^PROMO-([A-Z])$/.exec(code);
  return promo ? `P-${promo[1] ?? ''}` : code;
}

function isPromoCode(code: string): boolean {
  return /^PROMO-/.test(code);
}

export function normalizeName(name: string): string {
  return name.replace(/[\u2018\u2019\u02bc]/g, "'").trim();
}

function packageDir(): string {
  return dirname(require.resolve('pokemon-tcg-pocket-database/package.json'));
}

function readPackageJson(file: string): unknown {
  return JSON.parse(readFileSync(join(packageDir(), 'dist', file), 'utf8')) as unknown;
}

function str(record: Record<string, unknown>, key: string, where: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw new Error(`pokemon-tcg-pocket-database: ${where}.${key} is not a string`);
  return value;
}

function energyFrom(element: string): EnergyType | null {
  const wanted = element.toLowerCase();
  return ENERGY_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}

function stageFrom(value: unknown): 0 | 1 | 2 | null {
  if (value === 'basic' || value === 0) return 0;
  if (value === 1) return 1;
  if (value === 2) return 2;
  return null;
}

const KINDS: Record<string, CatalogueCard['kind']> = {
  pokemon: 'pokemon',
  supporter: 'supporter',
  item: 'item',
  tool: 'tool',
  fossil: 'fossil',
};

interface SetInfo {
  code: string;
  name: string;
  releaseDate: string | null;
  series: string;
}

function readSets(): SetInfo[] {
  const json = readPackageJson('sets.json');
  if (!isRecord(json)) throw new Error('pokemon-tcg-pocket-database: sets.json is not an object');
  const sets: SetInfo[] = [];
  for (const [series, list] of Object.entries(json)) {
    if (!Array.isArray(list)) continue;
    for (const entry of list as unknown[]) {
      if (!isRecord(entry)) continue;
      const code = str(entry, 'code', 'sets.json');
      const names = entry['name'];
      const name = isRecord(names) && typeof names['en'] === 'string' ? names['en'] : code;
      const date = entry['releaseDate'];
      sets.push({
        code,
        name,
        releaseDate: typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
        series,
      });
    }
  }
  return sets;
}

let cached: Catalogue | null = null;

/** The demo card catalogue: every typed card of the package, in set order then number order. */
export function loadCatalogue(): Catalogue {
  if (cached) return cached;
  const sets = readSets();
  const setOrder = new Map(sets.map((set, index) => [setIdFromCode(set.code), index]));
  const json = readPackageJson('cards.extra.json');
  if (!Array.isArray(json)) throw new Error('pokemon-tcg-pocket-database: cards.extra.json is not an array');

  const cards: CatalogueCard[] = [];
  (json as unknown[]).forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const where = `cards.extra.json[${index}]`;
    const code = str(entry, 'set', where);
    const number = entry['number'];
    if (typeof number !== 'number' || !Number.isInteger(number)) throw new Error(`${where}.number is not an integer`);
    const kind = KINDS[str(entry, 'type', where).toLowerCase()];
    if (!kind) return;
    const name = normalizeName(str(entry, 'name', where));
    let type: CardType;
    let stage: CatalogueCard['stage'] = null;
    if (kind === 'pokemon') {
      const element = entry['element'];
      const energy = typeof element === 'string' ? energyFrom(element) : null;
      if (!energy) return; // untyped Pokémon: not usable in a typed catalogue
      type = energy;
      stage = stageFrom(entry['stage']);
      if (stage === null) return;
    } else {
      type = 'Trainer';
    }
    const set = setIdFromCode(code);
    const promo = isPromoCode(code);
    const rarityCode = str(entry, 'rarity', where);
    const rarity = RARITY[rarityCode];
    const evolvesFrom = entry['evolvesFrom'];
    const goodWith = entry['goodWith'];
    cards.push({
      id: `${set}-${String(number).padStart(3, '0')}`,
      name,
      type,
      ex: type !== 'Trainer' && / ex$/.test(name) ? 'Yes' : 'No',
      set,
      rarity: promo ? 'Promo' : (rarity?.symbol ?? rarityCode),
      setCode: scoreSetCode(code),
      limitlessSet: limitlessSetCode(code),
      number,
      kind,
      stage,
      evolvesFrom: typeof evolvesFrom === 'string' && evolvesFrom !== '' ? normalizeName(evolvesFrom) : null,
      goodWith: Array.isArray(goodWith) ? goodWith.filter((g): g is string => typeof g === 'string') : [],
      rarityRank: rarity?.rank ?? 99,
    });
  });

  const orderOf = (card: CatalogueCard): number => setOrder.get(card.set) ?? 999;
  cards.sort((a, b) => orderOf(a) - orderOf(b) || a.number - b.number);
  // The same id twice would make the catalogue ambiguous: keep the first.
  const byId = new Map<string, CatalogueCard>();
  const unique = cards.filter((card) => (byId.has(card.id) ? false : (byId.set(card.id, card), true)));

  const usedSets = new Set(unique.map((card) => card.set));
  const expansions: Expansion[] = sets
    .filter((set) => usedSets.has(setIdFromCode(set.code)))
    .map((set) => {
      const id = setIdFromCode(set.code);
      const expansion: Expansion = { id, name: set.name, releaseDate: set.releaseDate, series: set.series };
      if (isPromoCode(set.code)) expansion.promo = true;
      return expansion;
    });

  cached = { cards: unique, expansions, byId };
  return cached;
}

/** The catalogue as published in `cards.json` (v4 fields only). */
export function toPublishedCard(card: CatalogueCard): Card {
  return { id: card.id, name: card.name, type: card.type, ex: card.ex, set: card.set, rarity: card.rarity };
}
