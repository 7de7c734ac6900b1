import type { Clock } from '@sidequest/kernel';
import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { OccupationsModule } from './occupations.module';
import { occupationsMigrations } from './persistence/occupations.migrations';

/** Occupations as one context: its module, and its one table (the saved interest profiles). Listed in libs/contexts, which the api and the worker read. */
export const occupationsContext = (clock?: Clock): ContextModule =>
  defineContext({ name: 'occupations', module: OccupationsModule.forRoot(clock), migrations: occupationsMigrations });
