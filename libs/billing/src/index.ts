export * from './port';
export * from './billing';
export * from './validation';
