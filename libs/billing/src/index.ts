export * from './billing';
export * from './validation';
