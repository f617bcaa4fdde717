import type { i18n as I18n } from 'i18next';
import { useTranslation, addNamespace } from 'shared-contracts';
import pkg from '../../package.json';
import { loadUiTexts } from './index';

/**
 * The UI kit's own i18n namespace, named with the kit's version: every part bundles its own copy of
 * the kit, so two parts built with different kit versions each get their own texts, side by side.
 */
export const UI_NAMESPACE = `ui@${pkg.version}`;

/** Adds the kit's texts to the page (each part calls it in its `./setup`, before its first render). */
export function addUiTexts(i18n: I18n): Promise<void> {
  return addNamespace(i18n, UI_NAMESPACE, loadUiTexts);
}

/** `t` of the kit's namespace, e.g. for the localized energy names. */
export function useUiTranslation() {
  return useTranslation(UI_NAMESPACE);
}
