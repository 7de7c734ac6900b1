export * from './in-memory-milestone-progress.repository';
export * from './plan-generator.contract';
export * from './milestone-progress-repository.contract';
