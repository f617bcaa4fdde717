import type { i18n as I18n } from 'i18next';
import { LANGUAGE_CODES, addNamespace, useTranslation, type TextsLoader } from 'shared-contracts';
import pkg from '../../package.json';
import { loadUiTexts } from './index';

/**
 * The UI kit's own i18n namespace, named with the kit's version: every part bundles its own copy of
 * the kit, so two parts built with different kit versions each get their own texts, side by side.
 */
export const UI_NAMESPACE = `ui@${pkg.version}`;

/**
 * Adds the kit's texts to the page (each part calls it in its `./setup`, before its first render).
 * When another part loaded them already, this part still fetches its own copy of the page language's
 * texts (a small file, in the background): a page opened offline later, where this part is the first
 * to ask, then finds that file in the offline worker's cache instead of showing the texts' keys.
 */
export function addUiTexts(i18n: I18n, loader: TextsLoader = loadUiTexts): Promise<void> {
  const loadedByAnotherPart = i18n.hasLoadedNamespace(UI_NAMESPACE);
  const added = addNamespace(i18n, UI_NAMESPACE, loader);
  const language = LANGUAGE_CODES.find((code) => code === i18n.language);
  if (loadedByAnotherPart && language) void loader(language).catch(() => undefined);
  return added;
}

/** `t` of the kit's namespace, e.g. for the localized energy names. */
export function useUiTranslation() {
  return useTranslation(UI_NAMESPACE);
}
