import type { LanguageCode, Texts, TextsLoader } from 'shared-contracts';
import type { DeckCompareTexts } from './en';

export type { DeckCompareTexts };

/**
 * The `deck-compare` texts: the comparison page's and the "Compare with…" picker's. A namespace of
 * their own, one module per language, added by what shows them (useCompareTexts), so neither the deck
 * pages' nor the finder's first load carries them. Their chunks are not named `*-texts-<language>`:
 * a composed page preloads the chunks so named (scripts/pages/server-builds.mjs), those its first
 * render needs.
 */
const modules: Record<LanguageCode, () => Promise<{ default: DeckCompareTexts }>> = {
  en: () => import(/* webpackChunkName: "deck-compare-en" */ './en'),
  de: () => import(/* webpackChunkName: "deck-compare-de" */ './de'),
  'de-AT': () => import(/* webpackChunkName: "deck-compare-de-AT" */ './de-AT'),
  es: () => import(/* webpackChunkName: "deck-compare-es" */ './es'),
  fr: () => import(/* webpackChunkName: "deck-compare-fr" */ './fr'),
  ja: () => import(/* webpackChunkName: "deck-compare-ja" */ './ja'),
  ko: () => import(/* webpackChunkName: "deck-compare-ko" */ './ko'),
  'zh-Hans': () => import(/* webpackChunkName: "deck-compare-zh-Hans" */ './zh-Hans'),
  'zh-Hant': () => import(/* webpackChunkName: "deck-compare-zh-Hant" */ './zh-Hant'),
};

export const loadDeckCompareTexts: TextsLoader = async (language) => (await modules[language]()).default satisfies Texts;
