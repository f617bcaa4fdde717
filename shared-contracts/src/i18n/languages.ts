/**
 * The nine interface languages (SPEC section 1), in the order of the footer selector.
 * `code` is the i18next language code and the value of <html lang>.
 */
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'de-AT', label: 'Deutsch (Österreich)' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'ja', label: '日本語' },
  { code: 'ko', label: '한국어' },
  { code: 'zh-Hans', label: '简体中文' },
  { code: 'zh-Hant', label: '繁體中文' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** Texts of one namespace in every language. Every language must be complete (tests check it). */
export type NamespaceTexts = Record<LanguageCode, Record<string, unknown>>;

const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo', 'hant']);

/** Maps one BCP 47 tag (e.g. `de-AT`, `zh-TW`, `fr-CA`) to a supported language, or null. */
export function matchLanguage(tag: string): LanguageCode | null {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  const base = parts[0];
  if (!base) return null;
  if (base === 'zh') {
    return parts.slice(1).some((p) => TRADITIONAL_REGIONS.has(p)) ? 'zh-Hant' : 'zh-Hans';
  }
  if (base === 'de') return parts[1] === 'at' ? 'de-AT' : 'de';
  const found = LANGUAGES.find((l) => l.code === base);
  return found ? found.code : null;
}

/**
 * Language from the browser setting only (navigator.languages, in order of preference);
 * English when none is supported. Nothing is read from or written to storage.
 */
export function detectLanguage(browserLanguages: readonly string[]): LanguageCode {
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return FALLBACK_LANGUAGE;
}

/** i18next fallback chains: Austrian German falls back to German, everything to English. */
export const FALLBACK_CHAINS: Record<string, string[]> = {
  'de-AT': ['de', 'en'],
  default: ['en'],
};

/** Currency of prices per language (SPEC section 9): euros in German (also Austrian) and French. */
export function currencyFor(lang: LanguageCode): 'USD' | 'EUR' {
  return lang === 'de' || lang === 'de-AT' || lang === 'fr' ? 'EUR' : 'USD';
}
