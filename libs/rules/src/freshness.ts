/** Data up to this many days old is green. */
export const FRESH_DAYS = 2;
/** Data up to this many days old (and older than FRESH_DAYS) is recent (a neutral grey, not a warning); older is red. */
export const STALE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Level of the last-updated dot: green, recent (neutral: a week-old data set is normal, not a warning) or red. */
export type Freshness = 'green' | 'recent' | 'red';

/**
 * Last-updated dot (docs/product-rules.md): green when the data is at most 2 days old (exactly 2 days is green),
 * recent when at most 7 days old (exactly 7 is recent), red otherwise. Age is measured in exact
 * milliseconds, not calendar days. Decisions: a date in the future counts as fresh (green); an invalid
 * date is red.
 */
export function freshness(lastUpdated: Date, now: Date): Freshness {
  const ageMs = now.getTime() - lastUpdated.getTime();
  if (Number.isNaN(ageMs)) return 'red';
  if (ageMs <= FRESH_DAYS * DAY_MS) return 'green';
  if (ageMs <= STALE_DAYS * DAY_MS) return 'recent';
  return 'red';
}
