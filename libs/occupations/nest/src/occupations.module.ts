import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Logger, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import {
  buildOccupationsUseCases,
  catalogueSearch,
  RankOccupationsByInterests,
  restoreCatalogueSearch,
  SearchOccupations,
  ShowOccupation,
  SuggestNextOccupations,
  type OccupationSearch,
} from '@sidequest/occupations-domain';
import { contextModule } from '@sidequest/platform-db';
import { OccupationsController } from './http/occupations.controller';

/**
 * Occupations: the O*NET 29.3 catalogue and its search, in process (the data ships with the code, so the
 * context has no table). The index is ready when the module starts, not on the first request.
 */
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
