export * from './missingCards';
export * from './filters';
export * from './follows';
export * from './auth';
export * from './entitlements';
export * from './ui';
export * from './store';
