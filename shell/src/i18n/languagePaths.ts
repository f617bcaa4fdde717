import { LANGUAGE_CODES, type LanguageCode } from 'shared-contracts';

/**
 * Every page also has an address per language, `/<prefix>/<path>` (`/de/tier-list`, `/zh-hant/deck/…`):
 * what search engines index and `hreflang` links point to. The address without a prefix is the same
 * page in the visitor's language (chosen from the browser's languages).
 */
export const LANGUAGE_PREFIXES: Record<LanguageCode, string> = {
  en: 'en',
  de: 'de',
  'de-AT': 'de-at',
  es: 'es',
  fr: 'fr',
  ja: 'ja',
  ko: 'ko',
  'zh-Hans': 'zh-hans',
  'zh-Hant': 'zh-hant',
};

/** The language a path names with its first segment, and the site path after it (`/de/tier-list` → de, `/tier-list`). */
export function splitLanguagePath(pathname: string): { language: LanguageCode | null; path: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]{2,4})?)(?=\/|$)(.*)$/.exec(pathname);
  const language = match ? LANGUAGE_CODES.find((code) => LANGUAGE_PREFIXES[code] === match[1]) : undefined;
  if (!match || !language) return { language: null, path: pathname };
  return { language, path: match[2] || '/' };
}

/** The address of a site path in one language (`/tier-list`, de → `/de/tier-list`). */
export function languagePath(language: LanguageCode, path: string): string {
  return `/${LANGUAGE_PREFIXES[language]}${path === '/' ? '' : path}`;
}
