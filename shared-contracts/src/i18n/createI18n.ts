import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_CHAINS, LANGUAGE_CODES, type LanguageCode, type NamespaceTexts } from './languages';
import { commonTexts } from './common';

export const COMMON_NS = 'common';

/**
 * Creates the one i18next instance of a page (the shell's, or a standalone host's).
 * Resources are bundled per namespace and added by each part; no backend, no cache.
 */
export function createI18n(lng: LanguageCode): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    supportedLngs: [...LANGUAGE_CODES],
    fallbackLng: FALLBACK_CHAINS,
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    fallbackNS: COMMON_NS,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
    resources: {},
  });
  registerNamespace(instance, COMMON_NS, commonTexts);
  return instance;
}

/** Adds one part's namespace in all languages (used by every remote's setup). */
export function registerNamespace(instance: I18n, ns: string, texts: NamespaceTexts): void {
  for (const lng of LANGUAGE_CODES) {
    instance.addResourceBundle(lng, ns, texts[lng], true, true);
  }
}
