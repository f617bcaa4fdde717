export * from './languages';
export * from './createI18n';
export { commonTexts } from './common';
