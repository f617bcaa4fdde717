import type { LanguageCode, Texts, TextsLoader } from 'shared-contracts';
import type { ShellTexts } from './en';

export type { ShellTexts };

/** The `shell` texts, one module (and one download) per language: only the page language is fetched. */
const modules: Record<LanguageCode, () => Promise<{ default: ShellTexts }>> = {
  en: () => import(/* webpackChunkName: "shell-texts-en" */ './en'),
  de: () => import(/* webpackChunkName: "shell-texts-de" */ './de'),
  'de-AT': () => import(/* webpackChunkName: "shell-texts-de-AT" */ './de-AT'),
  es: () => import(/* webpackChunkName: "shell-texts-es" */ './es'),
  fr: () => import(/* webpackChunkName: "shell-texts-fr" */ './fr'),
  ja: () => import(/* webpackChunkName: "shell-texts-ja" */ './ja'),
  ko: () => import(/* webpackChunkName: "shell-texts-ko" */ './ko'),
  'zh-Hans': () => import(/* webpackChunkName: "shell-texts-zh-Hans" */ './zh-Hans'),
  'zh-Hant': () => import(/* webpackChunkName: "shell-texts-zh-Hant" */ './zh-Hant'),
};

export const loadShellTexts: TextsLoader = async (language) => (await modules[language]()).default satisfies Texts;
