export { createTestDatabase, type TestDatabase } from './testing/test-database';
export { initContextOrm, type ContextOrm, type ContextOrmOptions } from './testing/context-orm';
export * from './testing/free-port';
