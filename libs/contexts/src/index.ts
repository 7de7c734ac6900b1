export * from './contexts';
