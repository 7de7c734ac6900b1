export * from './in-memory-milestone-progress.repository';
