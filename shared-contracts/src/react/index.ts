export * from './useAuthActions';
export * from './DataStates';
export * from './cards';
export * from './useDeckData';
export * from './useHtmlLang';
export * from './MissingCardsPanel';
export * from './NotEnoughCards';
export * from './TierRows';
