import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { QuestsModule } from './quests.module';
import { questsMigrations } from './persistence/quests.migrations';

/** Quests as one context: its module and tables. No jobs: generation is in-process and instant. */
export const questsContext = (): ContextModule => defineContext({ name: 'quests', module: QuestsModule, migrations: questsMigrations });
