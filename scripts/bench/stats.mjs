// The statistics of `bench:web`: medians of several runs, and a percentile of many figures.

/**
 * The median of figures that may be missing (a run in which the content never showed): a missing one
 * counts as the worst, and a median that is one is null.
 * @param {(number | null | undefined)[]} values
 */
export const medianOrNull = (values) => {
  const m = median(values.map((v) => v ?? Infinity));
  return Number.isFinite(m) ? m : null;
};

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/**
 * The p-th percentile (0–100) of figures, nearest rank.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? null;
}
