/** Small helpers for reading untyped JSON and ordering text the same way on every machine. */

export type JsonObject = Record<string, unknown>;

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Locale-independent string order (localeCompare depends on the machine's ICU data). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
