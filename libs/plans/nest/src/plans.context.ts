import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { PlansModule, type PlansModuleOptions } from './plans.module';
import { plansMigrations } from './persistence/plans.migrations';

/** Plans as one context with its table; the app passes in how to find a quest's own milestones (quests' signature plans). */
export const plansContext = (options: PlansModuleOptions = {}): ContextModule =>
  defineContext({ name: 'plans', module: PlansModule.forRoot(options), migrations: plansMigrations });
