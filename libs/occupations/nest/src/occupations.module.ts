import { Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import {
  buildOccupationsUseCases,
  catalogueSearch,
  RankOccupationsByInterests,
  SearchOccupations,
  ShowOccupation,
  SuggestNextOccupations,
  type OccupationSearch,
} from '@sidequest/occupations-domain';
import { contextModule } from '@sidequest/platform-db';
import { OccupationsController } from './http/occupations.controller';

/**
 * Occupations: the O*NET 29.3 catalogue and its search, in process (the data ships with the code, so the
 * context has no table). The index is built when the module starts, not on the first request.
 */
/** The catalogue's search, built on first use: the api builds it at start (below), a worker never does. */
const search: OccupationSearch = { search: (text, limit) => catalogueSearch().search(text, limit) };

@Module({})
export class OccupationsModule implements OnModuleInit {
  onModuleInit(): void {
    catalogueSearch();
  }

  static forRoot(): DynamicModule {
    return contextModule({
      module: OccupationsModule,
      entities: [],
      controllers: [OccupationsController],
      ports: {},
      constants: { search },
      build: buildOccupationsUseCases,
      expose: {
        searchOccupations: SearchOccupations,
        showOccupation: ShowOccupation,
        rankOccupationsByInterests: RankOccupationsByInterests,
        suggestNextOccupations: SuggestNextOccupations,
      },
      exports: [SearchOccupations],
    });
  }
}
