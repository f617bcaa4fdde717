import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { addNamespace, useTranslation } from 'shared-contracts';
import { loadDeckCompareTexts } from '../../i18n/compare';

/** The i18n namespace of the comparison and its picker (src/i18n/compare). */
export const COMPARE_NS = 'deck-compare';

/**
 * The page's i18next instance itself. `useTranslation` hands out a copy of it (react-i18next makes
 * one per language, keeping the instance as `__original`); a namespace is added to the instance, whose
 * backend asks for the loaders registered under it.
 */
function pageInstance(i18n: I18n): I18n {
  return (i18n as I18n & { __original?: I18n }).__original ?? i18n;
}

/**
 * Adds the comparison's texts to the page the first time something of it renders (the page language
 * only; a language change loads the new one, as for every namespace), and says whether they are there.
 * Until then the caller shows its loading state, never the texts' keys; and nothing may ask for `t` of
 * the namespace before (i18next would take the namespace, not yet added, as loaded and empty).
 */
export function useCompareTexts(): boolean {
  const { i18n } = useTranslation('deck');
  const [ready, setReady] = useState(() => i18n.hasLoadedNamespace(COMPARE_NS));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void addNamespace(pageInstance(i18n), COMPARE_NS, loadDeckCompareTexts).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  return ready;
}

/** `t` of the comparison's texts, which falls back to the deck pages' (`deck`) for the keys they share. */
export function useCompareTranslation() {
  return useTranslation([COMPARE_NS, 'deck'], { nsMode: 'fallback' });
}
