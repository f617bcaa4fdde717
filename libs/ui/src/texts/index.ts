import type { LanguageCode, Texts, TextsLoader } from 'shared-contracts';
import type { UiTexts } from './en';

export type { UiTexts };

/** The `ui` texts, one module (and one download) per language: only the page language is fetched. */
const modules: Record<LanguageCode, () => Promise<{ default: UiTexts }>> = {
  en: () => import(/* webpackChunkName: "ui-texts-en" */ './en'),
  de: () => import(/* webpackChunkName: "ui-texts-de" */ './de'),
  'de-AT': () => import(/* webpackChunkName: "ui-texts-de-AT" */ './de-AT'),
  es: () => import(/* webpackChunkName: "ui-texts-es" */ './es'),
  fr: () => import(/* webpackChunkName: "ui-texts-fr" */ './fr'),
  ja: () => import(/* webpackChunkName: "ui-texts-ja" */ './ja'),
  ko: () => import(/* webpackChunkName: "ui-texts-ko" */ './ko'),
  'zh-Hans': () => import(/* webpackChunkName: "ui-texts-zh-Hans" */ './zh-Hans'),
  'zh-Hant': () => import(/* webpackChunkName: "ui-texts-zh-Hant" */ './zh-Hant'),
};

export const loadUiTexts: TextsLoader = async (language) => (await modules[language]()).default satisfies Texts;
