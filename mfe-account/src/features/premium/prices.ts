import { LANGUAGES, type Language, type LanguageCode } from 'shared-contracts';

/** Currency of prices per language: the `currency` of its entry in LANGUAGES (docs/product-rules.md). */
export function currencyFor(lang: LanguageCode): Language['currency'] {
  return LANGUAGES.find((l) => l.code === lang)?.currency ?? 'USD';
}

/** docs/product-rules.md: Premium costs 1 per month or 6 per year (50% off). */
export const PLAN_AMOUNTS = { monthly: 1, yearly: 6 } as const;
export type Plan = keyof typeof PLAN_AMOUNTS;
export const PLANS: readonly Plan[] = ['monthly', 'yearly'];

/** What the yearly plan saves against twelve monthly payments (0.5 = 50%). */
export const YEARLY_SAVING = 1 - PLAN_AMOUNTS.yearly / (12 * PLAN_AMOUNTS.monthly);

/** A price in the page language's currency (`currencyFor`). */
export function formatPrice(amount: number, lang: LanguageCode): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: currencyFor(lang),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
