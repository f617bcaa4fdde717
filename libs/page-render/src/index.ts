export * from './protocol';
export * from './PageProviders';
export * from './serverBuild';
