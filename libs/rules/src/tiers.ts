import { TIERS, type Tier } from '@tcgp/domain';

/** Number of tiers (S, A, B, C, D, E). */
export const TIER_COUNT = TIERS.length;

/**
 * Tier of a value (docs/product-rules.md): the range [min, max] is split into six equal bands, the top band
 * is S, the bottom band E. So `max` is S and `min` is E.
 * Decisions: a value exactly on the edge between two bands goes to the higher tier
 * (with min 0 and max 6, the value 5 is S and 4 is A); values outside the range are clamped;
 * when max <= min (all values equal, or one item) everything is S; a non-finite value (NaN, e.g. an
 * unknown win rate) is E.
 */
export function tierFor(value: number, min: number, max: number): Tier {
  if (!Number.isFinite(value)) return 'E';
  if (!(max > min)) return 'S';
  // Multiply before dividing so that values on an edge of nice ranges land exactly on it.
  const band = Math.floor(((value - min) * TIER_COUNT) / (max - min));
  const fromTop = TIER_COUNT - 1 - Math.min(TIER_COUNT - 1, Math.max(0, band));
  return TIERS[fromTop] ?? 'E';
}

/** One row of a tier list. */
export interface TierRow<T> {
  tier: Tier;
  items: T[];
}

/**
 * Groups items into the six tiers S..E by {@link tierFor}, with min and max taken over the items'
 * finite values. Always returns six rows in the order S, A, B, C, D, E (empty rows included);
 * items keep their input order inside a row. Items with a non-finite value go to E.
 */
export function assignTiers<T>(items: readonly T[], value: (t: T) => number): TierRow<T>[] {
  const values = items.map(value);
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const rows: TierRow<T>[] = TIERS.map((tier) => ({ tier, items: [] }));
  items.forEach((item, i) => {
    const tier = tierFor(values[i] ?? NaN, min, max);
    rows[TIERS.indexOf(tier)]?.items.push(item);
  });
  return rows;
}
