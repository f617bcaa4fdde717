import type { SortBy } from 'shared-contracts';

/**
 * How the tier list shows a metric value (the deck page uses the same scales):
 * - score and win rate (fractions 0..1) as percents with one decimal: 0.587 -> "58.7%";
 * - popularity and strength (relative to the best deck shown, 0..1) on a 0 to 10 scale with one
 *   decimal: 1 -> "10.0", 0.434 -> "4.3".
 * An unknown value (NaN, e.g. a deck without matchup data sorted by win rate) is shown as "–".
 * Numbers follow the reader's locale ("58,7 %" in German).
 */
export function formatMetric(value: number, sortBy: SortBy, locale: string): string {
  if (!Number.isFinite(value)) return '–';
  switch (sortBy) {
    case 'score':
    case 'winRate':
      return formatPercent(value, locale);
    case 'popularity':
    case 'strength':
      return formatTenScale(value, locale);
  }
}

export function formatPercent(fraction: number, locale: string): string {
  return new Intl.NumberFormat(safeLocale(locale), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction);
}

export function formatTenScale(fraction: number, locale: string): string {
  return new Intl.NumberFormat(safeLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction * 10);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The data's `lastUpdated` (ISO date or date-time) as a Date. A plain date is midnight UTC, the
 * way `Date` parses it; an unparsable value gives an invalid Date (shown as red, see `freshness`).
 */
export function parseLastUpdated(value: string): Date {
  return new Date(value);
}

/**
 * The date in the reader's locale ("June 29, 2026", "29. Juni 2026", "2026年6月29日"). A plain date
 * is formatted in UTC so that it never shows as the day before west of Greenwich.
 */
export function formatLastUpdated(value: string, date: Date, locale: string): string {
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(safeLocale(locale), {
    dateStyle: 'long',
    ...(DATE_ONLY.test(value) ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** i18next may report `cimode` or an empty language in odd setups; Intl would throw on those. */
function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}
