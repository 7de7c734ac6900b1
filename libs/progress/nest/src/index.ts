export { ProgressModule, ProgressWorkerModule, type ProgressModuleOptions } from './progress.module';
export { RemindProcessor } from './jobs/remind.processor';
export { DUE_REMINDERS_STATEMENT } from './persistence/mikro-orm-reminder.repository';
export { progressContext } from './progress.context';
export { progressMigrations } from './persistence/progress.migrations';
export { progressEntitySchemas } from './persistence/progress.schemas';
