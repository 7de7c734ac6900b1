import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { ProgressModule, type ProgressModuleOptions } from './progress.module';
import { progressMigrations } from './persistence/progress.migrations';

/**
 * Progress as one context: its module and tables. The composition root passes in the modules of the
 * contexts it asks (quests for the current quest, billing for the entitlement, reminders for the saved zone).
 */
export const progressContext = (options: ProgressModuleOptions = {}): ContextModule =>
  defineContext({
    name: 'progress',
    module: ProgressModule.register(options),
    migrations: progressMigrations,
  });
