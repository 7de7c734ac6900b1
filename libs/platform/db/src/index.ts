export * from './embedded-postgres';
export * from './db.module';
export * from './db-health';
