import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, namespaceLoader, type LanguageCode, type Texts } from 'shared-contracts';

/**
 * Creates the one i18next instance of a page (the shell's, a standalone host's, a test's, the
 * prerenderer's). No namespace is bundled in: each part adds its own with `addNamespace`
 * (shared-contracts), and this instance's backend asks that part's loader for the texts of the page
 * language only; other languages are downloaded when the reader switches. Nothing is cached.
 *
 * Every part ships complete texts in all nine languages (tests check it; Austrian German spreads
 * German), so no fallback language is downloaded.
 */
export async function createI18n(lng: LanguageCode, options: { initialTexts?: Record<string, Texts> } = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).use(
    resourcesToBackend(async (language: string, namespace: string) => {
      const load = namespaceLoader(instance, namespace);
      if (!load || !(LANGUAGE_CODES as readonly string[]).includes(language)) return {};
      return load(language as LanguageCode);
    }),
  );
  await instance.init({
    lng,
    supportedLngs: [...LANGUAGE_CODES],
    // Language codes are used as written (de-AT, zh-Hans): no `de-AT` -> `de` + `de-AT` double load.
    load: 'currentOnly',
    lowerCaseLng: false,
    fallbackLng: false,
    ns: [],
    defaultNS: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A part's texts arriving re-render nothing: a component waiting for its namespace re-renders itself
    // when it loads, and a language change re-renders on `languageChanged` (re-rendering every translated
    // component of the page each time a part adds its texts was a long task on every first load).
    react: { useSuspense: false },
    // Texts already in the page (e.g. the namespace the prerendered HTML was made with).
    partialBundledLanguages: true,
    resources: options.initialTexts ? { [lng]: options.initialTexts } : {},
  });
  return instance;
}
