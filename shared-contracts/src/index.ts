/**
 * shared-contracts: THE CONTRACT. At run time this package is a Module Federation singleton (one copy
 * for the whole page, the shell's), so it holds only what must be one instance or one agreement.
 * Its second entry, `shared-contracts/data-api`, is the one data cache (loaded with the first data page).
 */
export * from './version';
export * from './protocol';
export * from './i18n';
export * from './services';
export * from './store';
export * from './dataSource';
export * from './navigation';
export * from './libraries';

/**
 * The slices parts inject into the one store, declared by module augmentation of this entry point
 * (where the interface lives, so the augmentation merges), e.g. in the cards remote:
 *   declare module 'shared-contracts' { interface LazyLoadedSlices { cardsPage: CardsPageState } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}
