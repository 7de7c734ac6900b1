export * from './node-process';
