import type { LanguageCode, Texts, TextsLoader } from 'shared-contracts';
import type { DeckTexts } from './en';

export type { DeckTexts };

/** The `deck` texts, one module (and one download) per language: only the page language is fetched. */
const modules: Record<LanguageCode, () => Promise<{ default: DeckTexts }>> = {
  en: () => import(/* webpackChunkName: "deck-texts-en" */ './en'),
  de: () => import(/* webpackChunkName: "deck-texts-de" */ './de'),
  'de-AT': () => import(/* webpackChunkName: "deck-texts-de-AT" */ './de-AT'),
  es: () => import(/* webpackChunkName: "deck-texts-es" */ './es'),
  fr: () => import(/* webpackChunkName: "deck-texts-fr" */ './fr'),
  ja: () => import(/* webpackChunkName: "deck-texts-ja" */ './ja'),
  ko: () => import(/* webpackChunkName: "deck-texts-ko" */ './ko'),
  'zh-Hans': () => import(/* webpackChunkName: "deck-texts-zh-Hans" */ './zh-Hans'),
  'zh-Hant': () => import(/* webpackChunkName: "deck-texts-zh-Hant" */ './zh-Hant'),
};

export const loadDeckTexts: TextsLoader = async (language) => (await modules[language]()).default satisfies Texts;
