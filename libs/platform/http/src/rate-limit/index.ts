export * from './address-bucket';
export * from './rate-limit.service';
export * from './flexible-rate-limit.service';
export * from './rate-limit.module';
export { RateLimitRecordSchema, rateLimitMigrations, RATE_LIMIT_TABLE } from './rate-limit.schema';
export * from './scoped-rate-limiter';
export * from './endpoint-limits';
export * from './endpoint-rate-limit.guard';
