export * from './sample-files';
export * from './magic-bytes-detector';
export * from './file-type-detector.contract';
export * from './in-memory-feedback';
export * from './owner-outbox.contract';
export * from './message-repositories.contract';
