import type { LanguageCode, Texts, TextsLoader } from 'shared-contracts';
import type { ShellTexts } from './en';

export type { ShellTexts };

/** The `shell` texts, one module (and one download) per language: only the page language is fetched. */
const modules: Record<LanguageCode, () => Promise<{ default: ShellTexts; pages: Readonly<Record<string, SitePageTexts>> }>> = {
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

/**
 * A language's `shell` texts, with the `meta.<id>` texts (title, heading, description) of the pages
 * remotes.manifest.json gives texts to: pages added with a remote, which the shell's own text files do
 * not know (each language's module carries its own, `pages`).
 */
export const loadShellTexts: TextsLoader = async (language) => {
  const { default: texts, pages } = await modules[language]();
  return { ...texts, meta: { ...texts.meta, ...pages } } satisfies Texts;
};
