import type { i18n as I18n } from 'i18next';
import LANGUAGE_FACTS from './languages.json';

/**
 * The interface languages (docs/product-rules.md), in the order of the footer selector: languages.json,
 * keyed by code (a JSON file, so the scripts that cannot import TypeScript read the same list). Every
 * part ships its texts in all of them. Adding one: CONTRIBUTING.md, "Add a language".
 */
export type LanguageCode = keyof typeof LANGUAGE_FACTS;

/** What the site knows of one interface language: the parts and the publishing scripts read it here. */
export interface Language {
  /** The i18next language code and the value of <html lang>; in lower case, the address prefix (`/de-at/…`). */
  readonly code: LanguageCode;
  /** Its own name, shown by the footer selector. */
  readonly label: string;
  /**
   * The browser language tags (BCP 47, lower case) it is detected for: a tag is taken by the language
   * with the most subtags of one of these in it (`zh-hans-hk` → `zh-hk`, `de-at` → `de-at`, `de-ch` → `de`).
   */
  readonly browserTags: readonly string[];
  /**
   * Its Firebase Hosting i18n folders (`<language>[_<country>]`, the country from the visitor's IP): the
   * prerendered pages are written to the first and copied to the others.
   */
  readonly hostingFolders: readonly string[];
  /** Its Open Graph locale (`language_TERRITORY`), for link previews. */
  readonly ogLocale: string;
  /** The ISO 4217 currency prices are shown in (docs/product-rules.md: `EUR` or `USD`). */
  readonly currency: string;
}

/** The entries of languages.json, checked against `Language` by the type check. */
const FACTS: Readonly<Record<LanguageCode, Omit<Language, 'code'>>> = LANGUAGE_FACTS;

export const LANGUAGES: readonly Language[] = Object.entries(FACTS).map(([code, facts]) => ({ code: code as LanguageCode, ...facts }));
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** One namespace's texts in one language (nested objects of strings). */
export type Texts = { [key: string]: string | Texts };

/** Loads one namespace's texts for one language (a dynamic import: only the active language is downloaded). */
export type TextsLoader = (language: LanguageCode) => Promise<Texts>;

const loaders = new WeakMap<I18n, Map<string, TextsLoader>>();

/**
 * Adds a namespace to the page's i18next instance: remembers how to load its texts (the instance's
 * backend asks for them on every language change) and loads them for the current language and its
 * fallbacks. Each part adds its own namespaces in its `./setup`.
 */
export async function addNamespace(i18n: I18n, namespace: string, loader: TextsLoader): Promise<void> {
  let byNamespace = loaders.get(i18n);
  if (!byNamespace) {
    byNamespace = new Map();
    loaders.set(i18n, byNamespace);
  }
  byNamespace.set(namespace, loader);
  await i18n.loadNamespaces(namespace);
}

/** The loader a part registered for `namespace` on this instance (used by the instance's backend). */
export function namespaceLoader(i18n: I18n, namespace: string): TextsLoader | undefined {
  return loaders.get(i18n)?.get(namespace);
}
