export * from './errors';
export * from './auth';
export * from './support';
export * from './ops';
