import { Module, type DynamicModule } from '@nestjs/common';
import { systemClock, uuidGenerator } from '@sidequest/kernel';
import { contextModule } from '@sidequest/platform-db';
import { AddOccupationsItem, buildOccupationsUseCases } from '@sidequest/occupations-domain';
import { MikroOrmOccupationsItemRepository } from './persistence/mikro-orm-occupations-item.repository';
import { occupationsEntitySchemas } from './persistence/occupations.schemas';
import { OCCUPATIONS_PORTS } from './occupations.tokens';

/**
 * Occupations: its adapters under the port tokens, and its use cases built once by the domain's
 * buildOccupationsUseCases. Controllers go in `controllers` (import PlatformAuthModule for the user),
 * and a UserDataContributor in `userData` once it stores rows about a user.
 */
@Module({})
export class OccupationsModule {
  static forRoot(): DynamicModule {
    return contextModule({
      module: OccupationsModule,
      entities: occupationsEntitySchemas,
      providers: [{ provide: OCCUPATIONS_PORTS.items, useClass: MikroOrmOccupationsItemRepository }],
      ports: { items: OCCUPATIONS_PORTS.items },
      constants: { ids: uuidGenerator, clock: systemClock },
      build: buildOccupationsUseCases,
      expose: { addItem: AddOccupationsItem },
      exports: [AddOccupationsItem],
    });
  }
}
