import type { LanguageCode, Texts, TextsLoader } from 'shared-contracts';
import type { ShellTexts } from './en';
import { SITE_REMOTES } from '../remotes/site';

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

/**
 * The `meta.<id>` texts (title, heading, description) of the pages remotes.manifest.json gives texts
 * to: pages added with a remote, which the shell's own text files do not know.
 */
export function pageTexts(language: LanguageCode): Record<string, { title: string; heading: string; description: string }> {
  const pages = SITE_REMOTES.flatMap((remote) => remote.pages);
  return Object.fromEntries(pages.flatMap((page) => (page.texts ? [[page.id, page.texts[language] ?? page.texts.en]] : [])).filter(([, texts]) => texts));
}

export const loadShellTexts: TextsLoader = async (language) => {
  const texts = (await modules[language]()).default;
  return { ...texts, meta: { ...texts.meta, ...pageTexts(language) } } satisfies Texts;
};
