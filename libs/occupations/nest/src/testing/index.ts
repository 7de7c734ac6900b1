import { Module } from '@nestjs/common';
import { provideUseCases, provideValue } from '@sidequest/platform-db';
import { AddOccupationsItem, buildOccupationsUseCases } from '@sidequest/occupations-domain';
import { InMemoryOccupationsItems } from '@sidequest/occupations-domain/testing';
import { OCCUPATIONS_PORTS, OCCUPATIONS_USE_CASES } from '../occupations.tokens';

/** The context's use cases over in-memory items, for tests of code that injects them (no database). */
@Module({
  providers: [
    { provide: OCCUPATIONS_PORTS.items, useClass: InMemoryOccupationsItems },
    provideValue(OCCUPATIONS_PORTS.ids, { next: () => crypto.randomUUID() }),
    provideValue(OCCUPATIONS_PORTS.clock, { now: () => new Date() }),
    ...provideUseCases({
      token: OCCUPATIONS_USE_CASES,
      ports: OCCUPATIONS_PORTS,
      build: buildOccupationsUseCases,
      expose: { addItem: AddOccupationsItem },
    }),
  ],
  exports: [AddOccupationsItem, OCCUPATIONS_PORTS.items],
})
export class OccupationsTestingModule {}
