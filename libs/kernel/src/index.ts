export * from './result';
export * from './clock';
export * from './id-generator';
export * from './unit-of-work';
export * from './rate-limiter';
export * from './zoned-time';
export * from './immutable-entity';
export * from './mutable-entity';
