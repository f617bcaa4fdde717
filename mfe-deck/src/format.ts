/** Number formats of the deck pages, in the page language (Intl; falls back to English). */

function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(lang, options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}

/** A 0..1 ratio as a percent with one decimal: 0.505 -> `50.5%`. */
export function formatRate(lang: string, ratio: number): string {
  return numberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ratio);
}

/** A percent value (0..100+) with one decimal: 98.831 -> `98.8%` (so 99.9% is not shown as 100%). */
export function formatPercentValue(lang: string, percent: number): string {
  return formatRate(lang, percent / 100);
}

/** A 0..1 value on the 0 to 10 scale with one decimal: 0.9889 -> `9.9`. */
export function formatScale10(lang: string, ratio: number): string {
  return numberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ratio * 10);
}
