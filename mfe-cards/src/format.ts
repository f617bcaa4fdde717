/** Number and date formatting in the reader's language (Intl; the i18n language code is a BCP 47 tag). */

/** A score with two decimals: 0.8796 -> "0.88" (en), "0,88" (de). */
export function formatScore(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** A share 0..1 as a percentage with at most one decimal: 0.9815 -> "98.2%". */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A release date (ISO `YYYY-MM-DD`, optionally with a time) as a long date in the reader's language,
 * e.g. "October 30, 2024" (en), "30. Oktober 2024" (de), "2024年10月30日" (ja). The calendar day of the
 * data is kept in every time zone. Null, or a value that is not a valid date, gives null.
 */
export function formatReleaseDate(value: string | null, language: string): string | null {
  if (value === null) return null;
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
