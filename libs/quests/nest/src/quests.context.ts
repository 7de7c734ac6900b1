import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { QuestsModule, type QuestsModuleOptions } from './quests.module';
import { questsMigrations } from './persistence/quests.migrations';

/**
 * Quests as one context: its module and tables. No jobs: generation is in-process and instant. The
 * composition root passes in the modules of the contexts it asks (plans keeps each chosen quest's plan).
 */
export const questsContext = (options: QuestsModuleOptions = {}): ContextModule =>
  defineContext({ name: 'quests', module: QuestsModule.register(options), migrations: questsMigrations });
