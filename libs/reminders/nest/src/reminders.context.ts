import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { RemindersModule, RemindersWorkerModule, type RemindersModuleOptions } from './reminders.module';
import { remindersMigrations } from './persistence/reminders.migrations';

/**
 * Reminders as one context: its module, its tick and its tables. The composition root passes in the
 * modules of the contexts it asks (progress for what the person has done, accounts for the address).
 */
export const remindersContext = (options: RemindersModuleOptions = {}): ContextModule => {
  const module = RemindersModule.register(options);
  return defineContext({
    name: 'reminders',
    module,
    worker: RemindersWorkerModule.register(module),
    migrations: remindersMigrations,
  });
};
