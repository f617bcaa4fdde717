export * from './useAuthActions';
