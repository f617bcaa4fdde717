export * from './texts/namespace';
export * from './format';
export * from './DataStates';
export * from './cards';
export * from './TierRows';
export * from './MissingCardsPanel';
export * from './NotEnoughCards';
export * from './useAuthActions';
