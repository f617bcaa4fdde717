/**
 * Published numbers are rounded: shares, rates and scores are fractions of 1, and 4 decimals
 * (0.0001 = 0.01 percentage points) are finer than anything the site shows (percentages with one
 * decimal, 0.001; 0-10 scales with one decimal). Raw values carry 16 random digits, which no
 * compressor can shrink.
 * Pure functions; the writer (files.ts) applies them once to every published file.
 */

/** Decimal places of every fractional number in the published data files. */
export const PUBLISHED_DECIMALS = 4;

/** One unit in the last published place (0.0001): two rounded values of equal numbers differ by less. */
export const PUBLISHED_UNIT = Number(`1e-${PUBLISHED_DECIMALS}`);

/**
 * `value` rounded to {@link PUBLISHED_DECIMALS} places, half away from zero, on the number **as JSON
 * writes it** (JavaScript's shortest decimal form): 0.00005 -> 0.0001, 0.00004999 -> 0, 0.00015 -> 0.0002
 * (rounding the binary value instead would give 0.0001, since 0.00015 is stored as 0.000149999...).
 * Integers and non-finite numbers are returned as they are.
 */
export function roundPublished(value: number): number {
  if (Number.isInteger(value) || !Number.isFinite(value)) return value;
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  // Shifting the decimal point in the text is exact, unlike multiplying by 10^4.
  const scaled = Math.round(Number(`${mantissa}e${Number(exponent) + PUBLISHED_DECIMALS}`));
  const rounded = Number(`${scaled}e-${PUBLISHED_DECIMALS}`);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** A copy of a JSON value with every number rounded by {@link roundPublished} (same shape and key order). */
export function roundNumbers<T>(value: T): T {
  return roundValue(value) as T;
}

function roundValue(value: unknown): unknown {
  if (typeof value === 'number') return roundPublished(value);
  if (Array.isArray(value)) return value.map(roundValue);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, roundValue(item)]));
  }
  return value;
}
