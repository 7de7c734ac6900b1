import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { ProgressModule } from './progress.module';
import { progressMigrations } from './persistence/progress.migrations';

/** Community quests and step progress as one context: its module and tables (the catalogue is seeded by migration). */
export const progressContext = (): ContextModule => defineContext({ name: 'progress', module: ProgressModule, migrations: progressMigrations });
