export * from './endpoints';
export * from './hooks';
