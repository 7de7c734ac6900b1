import type { InjectionToken } from '@nestjs/common';
import type { PortTokens } from '@sidequest/platform-db';
import type { OccupationsPorts } from '@sidequest/occupations-domain';

/** The token of each port of buildOccupationsUseCases. */
export const OCCUPATIONS_PORTS: PortTokens<OccupationsPorts> = {
  items: Symbol('occupations.items'),
  ids: Symbol('occupations.ids'),
  clock: Symbol('occupations.clock'),
};

/** The context's use cases as one object. */
export const OCCUPATIONS_USE_CASES: InjectionToken = Symbol('occupations.useCases');
