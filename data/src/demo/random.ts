/**
 * Small seeded pseudo-random number generator for the demo dataset.
 * Same seed -> same sequence on every machine (integer arithmetic only, no Math.random).
 */

/** Hashes a string seed into a 32-bit integer (FNV-1a followed by an avalanche step). */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** One element chosen with probability proportional to its weight (weights > 0). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** Approximately normal value (sum of uniforms), mean 0, standard deviation 1. */
  gauss(): number;
  /** An independent generator derived from this one's seed and a label. */
  fork(label: string): Random;
}

/** mulberry32-style generator over a 32-bit state. */
export function createRandom(seed: string | number): Random {
  const seedText = String(seed);
  let state = hashSeed(seedText);

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const random: Random = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty array');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted: <T>(items: readonly T[], weight: (item: T) => number): T => {
      if (items.length === 0) throw new Error('weighted pick from an empty array');
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let target = next() * total;
      for (const item of items) {
        target -= weight(item);
        if (target < 0) return item;
      }
      return items[items.length - 1] as T;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        const a = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = a;
      }
      return copy;
    },
    gauss: () => {
      let sum = 0;
      for (let i = 0; i < 6; i += 1) sum += next();
      return (sum - 3) * Math.SQRT2;
    },
    fork: (label) => createRandom(`${seedText}/${label}`),
  };
  return random;
}
