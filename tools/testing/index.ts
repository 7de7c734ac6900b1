export * from './node-process';
export * from './build-apps.global-setup';
export * from './nginx';
export * from './replicas';
export * from './stripe-fake';
export * from './load';
export * from './soak';
export * from './inspector';
