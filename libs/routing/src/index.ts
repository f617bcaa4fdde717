export * from './RouterHost';
