export * from './errors/domain-error.exception';
export * from './errors/zod.pipe';
export * from './errors/http-error.filter';
export * from './health/health.controller';
export * from './ops/client-log.controller';
export * from './logging/logging.module';
export * from './errors/api-zod';
