import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { ProgressModule, ProgressWorkerModule, type ProgressModuleOptions } from './progress.module';
import { progressMigrations } from './persistence/progress.migrations';

/**
 * Progress as one context: its module and tables. The composition root passes in the modules of the
 * contexts it asks (quests for the current quest, billing for the entitlement, accounts for the
 * address a reminder goes to).
 */
export const progressContext = (options: ProgressModuleOptions = {}): ContextModule =>
  defineContext({
    name: 'progress',
    module: ProgressModule.register(options),
    // The reminder tick; it asks the same contexts (through the same modules) as the api's module.
    worker: ProgressWorkerModule.register({ imports: options.workerImports ?? options.imports }),
    migrations: progressMigrations,
  });
