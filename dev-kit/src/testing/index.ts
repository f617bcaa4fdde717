export * from './host';
export * from './snapshotFiles';
export * from './i18nCompleteness';
export * from '../memoryAuth';
export * from './queries';
export * from './downloads';
export * from './remoteSetup';
export * from './network';
