export * from './endpoints';
export * from './hooks';
export * from './prepare';
