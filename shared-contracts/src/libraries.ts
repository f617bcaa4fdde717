/**
 * The one copy of the React bindings of i18next and Redux, and of the store toolkit, that every part
 * uses. These libraries hold module-level state (the i18n and store contexts, the immer instance), so a
 * part must never bundle its own: parts import them from here (the lint configuration enforces it), and
 * the contract, a run-time singleton, brings exactly the parts of them the page uses.
 */
export { I18nextProvider, useTranslation } from 'react-i18next';
export { Provider as StoreProvider } from 'react-redux';
export { createSlice } from '@reduxjs/toolkit';
export type { PayloadAction } from '@reduxjs/toolkit';
