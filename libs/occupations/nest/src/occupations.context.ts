import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { OccupationsModule } from './occupations.module';

/** Occupations as one context: its module, and no tables. Listed in libs/contexts, which the api and the worker read. */
export const occupationsContext = (): ContextModule =>
  defineContext({ name: 'occupations', module: OccupationsModule.forRoot(), migrations: [] });
