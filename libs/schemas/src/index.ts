export * from './check';
export * from './dataFiles';
export * from './config';
export * from './registry';
export * from './files';
