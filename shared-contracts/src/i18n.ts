import type { i18n as I18n } from 'i18next';

/**
 * The nine interface languages (docs/product-rules.md), in the order of the footer selector. Every part
 * ships its texts in all of them. `code` is the i18next language code and the value of <html lang>.
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
