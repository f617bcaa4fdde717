/**
 * shared-contracts: the typed contracts every part compiles against.
 * At run time this package is a Module Federation singleton: one copy for the whole page.
 */
export * from './remote';
export * from './config';
export * from './store';
export * from './i18n';
export * from './services';
export * from './react';
export * from './domain';
export * from './data/api';
export * from './data/files';
