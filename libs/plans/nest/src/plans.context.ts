import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { PlansModule } from './plans.module';

export const plansContext = (): ContextModule => defineContext({ name: 'plans', module: PlansModule, migrations: [] });
