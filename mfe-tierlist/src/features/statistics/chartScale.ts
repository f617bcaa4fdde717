/** Scales of the trend chart: a "nice" top of the share axis and its ticks, and which week labels fit. */

/** Steps of the share axis, smallest first (fractions: 1 %, 2 %, 5 %, 10 %, 20 %, 25 %). */
const STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25];

/**
 * The top of the share axis and its tick step for the highest share `max`: at most 5 steps, the top a
 * multiple of the step at or above `max` (0.0837 -> 0.1 in steps of 0.02; 0.31 -> 0.4 in steps of 0.1).
 */
export function shareAxis(max: number): { top: number; step: number; ticks: number[] } {
  const value = Number.isFinite(max) && max > 0 ? Math.min(max, 1) : 0.01;
  const step = STEPS.find((s) => value / s <= 5) ?? 0.25;
  const count = Math.max(1, Math.ceil(value / step - 1e-9));
  const ticks = Array.from({ length: count + 1 }, (_, i) => Math.round(i * step * 1e6) / 1e6);
  return { top: ticks[count] ?? step, step, ticks };
}

/** Every how many weeks a date label fits under the chart (`width` px of plot for `weeks` weeks, `labelWidth` px per label). */
export function labelEvery(weeks: number, width: number, labelWidth = 52): number {
  if (weeks <= 1) return 1;
  const room = Math.max(1, Math.floor(width / labelWidth));
  return Math.max(1, Math.ceil(weeks / room));
}
