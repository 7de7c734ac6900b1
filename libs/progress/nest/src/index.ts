export { ProgressModule, type ProgressModuleOptions } from './progress.module';
export { progressContext } from './progress.context';
export { progressMigrations } from './persistence/progress.migrations';
export { progressEntitySchemas } from './persistence/progress.schemas';
