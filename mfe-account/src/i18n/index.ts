import type { LanguageCode, Texts, TextsLoader } from 'shared-contracts';
import type { AccountTexts } from './en';

export type { AccountTexts };

/** The `account` texts, one module (and one download) per language: only the page language is fetched. */
const modules: Record<LanguageCode, () => Promise<{ default: AccountTexts }>> = {
  en: () => import(/* webpackChunkName: "account-texts-en" */ './en'),
  de: () => import(/* webpackChunkName: "account-texts-de" */ './de'),
  'de-AT': () => import(/* webpackChunkName: "account-texts-de-AT" */ './de-AT'),
  es: () => import(/* webpackChunkName: "account-texts-es" */ './es'),
  fr: () => import(/* webpackChunkName: "account-texts-fr" */ './fr'),
  ja: () => import(/* webpackChunkName: "account-texts-ja" */ './ja'),
  ko: () => import(/* webpackChunkName: "account-texts-ko" */ './ko'),
  'zh-Hans': () => import(/* webpackChunkName: "account-texts-zh-Hans" */ './zh-Hans'),
  'zh-Hant': () => import(/* webpackChunkName: "account-texts-zh-Hant" */ './zh-Hant'),
};

export const loadAccountTexts: TextsLoader = async (language) => (await modules[language]()).default satisfies Texts;
