export * from './node-process';
export * from './build-apps.global-setup';
export * from './load';
export * from './soak';
