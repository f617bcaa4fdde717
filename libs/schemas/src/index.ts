export * from './check';
export * from './patterns';
export * from './dataFiles';
export * from './config';
export * from './registry';
export * from './files';
export * from './health';
export * from './manifestUrls';
