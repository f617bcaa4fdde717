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

/** The texts remotes.manifest.json gives its pages, by page id and language, as the build inlined them. */
const PAGE_TEXTS = __SITE_PAGE_TEXTS__;

/**
 * The `meta.<id>` texts (title, heading, description) of the pages remotes.manifest.json gives texts
 * to: pages added with a remote, which the shell's own text files do not know.
 */
export function pageTexts(language: LanguageCode): Record<string, SitePageTexts> {
  return Object.fromEntries(
    Object.entries(PAGE_TEXTS).flatMap(([id, texts]) => {
      const shown = texts[language] ?? texts.en;
      return shown ? [[id, shown]] : [];
    }),
  );
}

export const loadShellTexts: TextsLoader = async (language) => {
  const texts = (await modules[language]()).default;
  return { ...texts, meta: { ...texts.meta, ...pageTexts(language) } } satisfies Texts;
};
