export * from './embedded-postgres';
export * from './db.module';
export * from './db-health';
export * from './mikro-orm-unit-of-work';
export * from './context-module';
export * from './user-data.registry';
export * from './read-statement';
export * from './sql-reads';
