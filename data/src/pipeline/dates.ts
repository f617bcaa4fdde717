/**
 * Calendar helpers of the pipeline. Dates are UTC calendar days, handled as day numbers (days since
 * 1970-01-01) so that windows and weeks are plain integer ranges. Pure functions.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` -> day number; null when it is not a real calendar date. */
export function parseDay(text: string): number | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const day = ms / DAY_MS;
  return isoDay(day) === text ? day : null;
}

/** Day number -> `YYYY-MM-DD`. */
export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The UTC calendar day of a Limitless `date` (an ISO date-time such as `2025-12-20T18:00:00.000Z`, or
 * a plain `YYYY-MM-DD`); null when it cannot be read.
 */
export function dayOfTimestamp(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const plain = parseDay(value);
  if (plain !== null) return plain;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? Math.floor(ms / DAY_MS) : null;
}

/** The UTC day of a JavaScript date. */
export function dayOfDate(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** The Monday of the (Monday to Sunday) week that contains `day`. 1970-01-01 was a Thursday. */
export function mondayOf(day: number): number {
  return day - ((((day + 3) % 7) + 7) % 7);
}

/** An inclusive range of days. */
export interface DayRange {
  from: number;
  to: number;
}

/** The `days` days ending at `to` (inclusive): `to - days + 1 .. to`. */
export function windowEnding(to: number, days: number): DayRange {
  return { from: to - days + 1, to };
}

/** A window as written in the data files. */
export interface WindowInfo {
  from: string;
  to: string;
  days: number;
}

export function windowInfo(range: DayRange): WindowInfo {
  return { from: isoDay(range.from), to: isoDay(range.to), days: range.to - range.from + 1 };
}
