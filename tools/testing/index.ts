export * from './node-process';
export * from './build-apps.global-setup';
export * from './nginx';
export * from './replicas';
