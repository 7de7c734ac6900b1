export * from './result';
export * from './clock';
export * from './id-generator';
