/**
 * How the site writes numbers and dates, in the reader's language (Intl). One definition each, used by
 * every part, so the same value reads the same everywhere:
 * - shares, scores and win rates (fractions 0..1) as percents with one decimal: 0.587 -> "58.7%";
 * - popularity and strength (relative to the best deck shown, 0..1) on a 0 to 10 scale with one
 *   decimal: 1 -> "10.0", 0.434 -> "4.3";
 * - dates as long dates, a plain `YYYY-MM-DD` kept as that calendar day in every time zone.
 * An unknown value (NaN) is shown as "–". A language Intl does not accept falls back to English.
 */
import type { SortBy } from '@tcgp/domain';

/** i18next may report `cimode` or an empty language in odd setups; Intl would throw on those. */
function locale(language: string): string {
  try {
    return Intl.getCanonicalLocales(language)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const DASH = '–';

// Building an Intl formatter costs far more than using one (a tier list formats hundreds of numbers):
// one formatter per language and style, made on first use.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `cache` for `key`, made by `make` the first time. */
function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const numberFormat = (language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, `${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale(language), options));

const dateFormat = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateFormats, `${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale(language), options));

/**
 * A fraction 0..1 as a percent, with one decimal unless told otherwise: 0.505 -> "50.5%",
 * 0.9815 -> "98.2%"; (0.5, 0 digits) -> "50%" (a discount).
 */
export function formatPercent(fraction: number, language: string, digits = 1): string {
  if (!Number.isFinite(fraction)) return DASH;
  return numberFormat(language, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(fraction);
}

/** A fraction 0..1 on the 0 to 10 scale with one decimal: 0.9889 -> "9.9". */
export function formatTenScale(fraction: number, language: string): string {
  if (!Number.isFinite(fraction)) return DASH;
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction * 10);
}

/** A number with a fixed number of decimals: (0.8796, 2) -> "0.88". */
export function formatDecimal(value: number, language: string, digits: number): string {
  if (!Number.isFinite(value)) return DASH;
  return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** A whole number with the language's grouping: 12345 -> "12,345". */
export function formatCount(value: number, language: string): string {
  if (!Number.isFinite(value)) return DASH;
  return numberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

/** A deck metric the way tiles and tables show it: score and win rate in %, popularity and strength on 0..10. */
export function formatMetric(value: number, sortBy: SortBy, language: string): string {
  return sortBy === 'score' || sortBy === 'winRate' ? formatPercent(value, language) : formatTenScale(value, language);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date of the data (ISO date or date-time) as a Date: a plain date is midnight UTC, a real calendar
 * day or an invalid Date ("2025-02-30" is invalid, not March 2).
 */
export function parseIsoDate(value: string): Date {
  const m = DATE_ONLY.exec(value);
  if (!m) return new Date(value);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : new Date(Number.NaN);
}

/**
 * A date of the data as a long date ("June 29, 2026", "29. Juni 2026", "2026年6月29日"); a plain date
 * stays that calendar day west of Greenwich too. Null, or a value that is not a real date, gives null.
 */
export function formatDate(value: string | null, language: string): string | null {
  if (value === null) return null;
  const date = parseIsoDate(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(language, { dateStyle: 'long', ...(DATE_ONLY.test(value) ? { timeZone: 'UTC' } : {}) }).format(date);
}
