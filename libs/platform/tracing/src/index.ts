export * from './trace-context';
export * from './start-tracing';
export * from './tracing.module';
