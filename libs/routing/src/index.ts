export * from './RouterHost';
export * from './pagePaths';
