/** Test helper (not a test): renders a UI kit component in the dev-kit's test host with the kit's texts added. */
import type { ReactElement } from 'react';
import { renderWithHost, type TestHostOptions } from '@tcgp/dev-kit/testing';
import { UI_NAMESPACE } from '../texts/namespace';
import { loadUiTexts } from '../texts';

export function renderUi(ui: ReactElement, options: TestHostOptions & { route?: string; path?: string } = {}) {
  return renderWithHost(ui, { ...options, namespaces: { [UI_NAMESPACE]: loadUiTexts, ...options.namespaces } });
}
