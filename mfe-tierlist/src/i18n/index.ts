import type { LanguageCode, Texts, TextsLoader } from 'shared-contracts';
import type { TierlistTexts } from './en';

export type { TierlistTexts };

/** The `tierlist` texts, one module (and one download) per language: only the page language is fetched. */
const modules: Record<LanguageCode, () => Promise<{ default: TierlistTexts }>> = {
  en: () => import(/* webpackChunkName: "tierlist-texts-en" */ './en'),
  de: () => import(/* webpackChunkName: "tierlist-texts-de" */ './de'),
  'de-AT': () => import(/* webpackChunkName: "tierlist-texts-de-AT" */ './de-AT'),
  es: () => import(/* webpackChunkName: "tierlist-texts-es" */ './es'),
  fr: () => import(/* webpackChunkName: "tierlist-texts-fr" */ './fr'),
  ja: () => import(/* webpackChunkName: "tierlist-texts-ja" */ './ja'),
  ko: () => import(/* webpackChunkName: "tierlist-texts-ko" */ './ko'),
  'zh-Hans': () => import(/* webpackChunkName: "tierlist-texts-zh-Hans" */ './zh-Hans'),
  'zh-Hant': () => import(/* webpackChunkName: "tierlist-texts-zh-Hant" */ './zh-Hant'),
};

export const loadTierlistTexts: TextsLoader = async (language) => (await modules[language]()).default satisfies Texts;
