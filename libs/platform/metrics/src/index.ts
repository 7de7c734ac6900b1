export * from './metrics';
export * from './metrics.module';
export * from './http-metrics';
export * from './metrics-server';
export * from './peer';
