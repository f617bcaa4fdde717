export * from './auth';
export * from './billing';
export * from './context';
export * from './memoryAuth';
