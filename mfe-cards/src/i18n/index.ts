import type { LanguageCode, Texts, TextsLoader } from 'shared-contracts';
import type { CardsTexts } from './en';

export type { CardsTexts };

/** The `cards` texts, one module (and one download) per language: only the page language is fetched. */
const modules: Record<LanguageCode, () => Promise<{ default: CardsTexts }>> = {
  en: () => import(/* webpackChunkName: "cards-texts-en" */ './en'),
  de: () => import(/* webpackChunkName: "cards-texts-de" */ './de'),
  'de-AT': () => import(/* webpackChunkName: "cards-texts-de-AT" */ './de-AT'),
  es: () => import(/* webpackChunkName: "cards-texts-es" */ './es'),
  fr: () => import(/* webpackChunkName: "cards-texts-fr" */ './fr'),
  ja: () => import(/* webpackChunkName: "cards-texts-ja" */ './ja'),
  ko: () => import(/* webpackChunkName: "cards-texts-ko" */ './ko'),
  'zh-Hans': () => import(/* webpackChunkName: "cards-texts-zh-Hans" */ './zh-Hans'),
  'zh-Hant': () => import(/* webpackChunkName: "cards-texts-zh-Hant" */ './zh-Hant'),
};

export const loadCardsTexts: TextsLoader = async (language) => (await modules[language]()).default satisfies Texts;
