export * from './useAuthActions';
export * from './DataStates';
export * from './cards';
export * from './useDeckData';
export * from './useHtmlLang';
