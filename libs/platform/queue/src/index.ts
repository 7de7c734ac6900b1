export * from './job-map';
export * from './job-queue.port';
export * from './job-processor.decorator';
export * from './in-process.driver';
export * from './bullmq.driver';
export * from './queue.module';
export * from './job-metrics';
