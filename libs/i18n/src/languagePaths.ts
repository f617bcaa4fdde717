import { LANGUAGE_CODES, type LanguageCode } from 'shared-contracts';

/**
 * Every page also has an address per language, `/<prefix>/<path>` (`/de/tier-list`, `/zh-hant/deck/…`):
 * what search engines index and `hreflang` links point to. The address without a prefix is the same
 * page in the visitor's language (chosen from the browser's languages). A prefix is its language code
 * in lower case, so the contract's LANGUAGES is the one list of them.
 */
export const LANGUAGE_PREFIXES = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, code.toLowerCase()])) as Record<LanguageCode, string>;

/**
 * The pattern of a language prefix as the first segment of a path (`/de`, `/zh-hant/deck`): the
 * service worker's copy in shell/src/offline/policy.ts must have this very source (its test compares them).
 */
export const LANGUAGE_PREFIX_SOURCE = `^\\/(${Object.values(LANGUAGE_PREFIXES).join('|')})(?=\\/|$)`;

const LANGUAGE_PATH = new RegExp(`${LANGUAGE_PREFIX_SOURCE}(.*)$`);

/** The language a path names with its first segment, and the site path after it (`/de/tier-list` → de, `/tier-list`). */
export function splitLanguagePath(pathname: string): { language: LanguageCode | null; path: string } {
  const match = LANGUAGE_PATH.exec(pathname);
  const language = match ? LANGUAGE_CODES.find((code) => LANGUAGE_PREFIXES[code] === match[1]) : undefined;
  if (!match || !language) return { language: null, path: pathname };
  return { language, path: match[2] || '/' };
}

/** The address of a site path in one language (`/tier-list`, de → `/de/tier-list`). */
export function languagePath(language: LanguageCode, path: string): string {
  return `/${LANGUAGE_PREFIXES[language]}${path === '/' ? '' : path}`;
}
