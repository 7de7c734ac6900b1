import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Logger, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import {
  buildOccupationsUseCases,
  catalogueSearch,
  ClearInterestProfile,
  GetInterestProfile,
  SaveInterestProfile,
  RankOccupationsByInterests,
  restoreCatalogueSearch,
  SearchOccupations,
  ShowOccupation,
  SuggestNextOccupations,
  type OccupationSearch,
  type OccupationsPorts,
} from '@sidequest/occupations-domain';
import { systemClock, type Clock } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { contextModule, type PortTokens } from '@sidequest/platform-db';
import { InterestProfileController } from './http/interest-profile.controller';
import { OccupationsController } from './http/occupations.controller';
import { MikroOrmInterestProfileRepository } from './persistence/mikro-orm-interest-profile.repository';
import { occupationsEntitySchemas } from './persistence/occupations.schemas';
import { OccupationsUserDataContributor } from './persistence/occupations-user-data.contributor';

/**
 * Occupations: the O*NET 29.3 catalogue and its search, in process (the data ships with the code), and the
 * signed-in person's saved interest profiler answers (its one table, `interest_profiles`). The index is
 * ready when the module starts, not on the first request.
 */
/** Each adapter port of buildOccupationsUseCases as the token that provides it. */
const ports: PortTokens<Omit<OccupationsPorts, 'search' | 'clock'>> = {
  profiles: MikroOrmInterestProfileRepository,
};

/** The catalogue's search, made on first use: the api makes it at start (below), a worker never does. */
const search: OccupationSearch = { search: (text, limit) => catalogueSearch().search(text, limit) };

@Module({})
export class OccupationsModule implements OnModuleInit {
  /**
   * The built api restores the index its build made (tools/catalogue/index-snapshot.ts writes it beside the
   * bundle); run from source, the api builds it from the catalogue.
   */
  onModuleInit(): void {
    const started = performance.now();
    // Beside the entry script (dist/apps/api/main.js), wherever the bundler put this module's chunk.
    const snapshot = process.argv[1] ? join(dirname(process.argv[1]), 'occupation-index.json') : '';
    const restored = snapshot !== '' && existsSync(snapshot);
    if (restored) restoreCatalogueSearch(JSON.parse(readFileSync(snapshot, 'utf8')));
    else catalogueSearch();
    const ms = Math.round(performance.now() - started);
    new Logger('Occupations').log(`occupation index ${restored ? 'restored from the build' : 'built'} in ${ms} ms`);
  }

  /** `clock`: "now" for a saved interest profile; the platform's dev clock outside production. */
  static forRoot(clock: Clock = systemClock): DynamicModule {
    return contextModule({
      module: OccupationsModule,
      entities: occupationsEntitySchemas,
      imports: [PlatformAuthModule],
      controllers: [OccupationsController, InterestProfileController],
      providers: [MikroOrmInterestProfileRepository],
      userData: OccupationsUserDataContributor,
      ports,
      constants: { search, clock },
      build: buildOccupationsUseCases,
      expose: {
        searchOccupations: SearchOccupations,
        showOccupation: ShowOccupation,
        rankOccupationsByInterests: RankOccupationsByInterests,
        suggestNextOccupations: SuggestNextOccupations,
        getInterestProfile: GetInterestProfile,
        saveInterestProfile: SaveInterestProfile,
        clearInterestProfile: ClearInterestProfile,
      },
      exports: [SearchOccupations],
    });
  }
}
