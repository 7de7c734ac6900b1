import { DynamicModule, Inject, Injectable, Logger, Module, OnModuleInit } from '@nestjs/common';
import { MikroORM, type MigrationObject } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import pg from 'pg';
import { DbHealth } from './db-health';
import { DbPoolGauges } from './db-metrics';
import { UserDataRegistry } from './user-data.registry';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work';
import { LazyRequestContextHook, requestEntityManager } from './request-context';
import { SqlReads } from './sql-reads';

const MIGRATION_LOCK = 7_411_863;

export interface DbModuleOptions {
  url: string;
  /** Every context's migrations; applied in name order at start. */
  migrations: MigrationObject[];
  /** Run pending migrations when the module starts (the api does; the worker waits for them). */
  migrate?: boolean;
}

const DB_OPTIONS = Symbol('DB_OPTIONS');

@Injectable()
class MigrateOnStart implements OnModuleInit {
  private readonly logger = new Logger('Database');
  constructor(
    private readonly orm: MikroORM,
    @Inject(DB_OPTIONS) private readonly options: DbModuleOptions,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.options.migrate) return;
    // Several api replicas may start at once: one migrates, the others wait and find nothing to do.
    const lock = new pg.Client({ connectionString: this.options.url });
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const applied = await this.orm.migrator.up();
      this.logger.log(`migrations up to date (${applied.length} applied now)`);
    } finally {
      await lock.end();
    }
  }
}

@Module({})
export class DbModule {
  static forRoot(options: DbModuleOptions): DynamicModule {
    return {
      module: DbModule,
      imports: [
        MikroOrmModule.forRoot({
          driver: PostgreSqlDriver,
          clientUrl: options.url,
          autoLoadEntities: true,
          // A lazy per-request fork opened by a Fastify hook (request-context.ts), not MikroORM's middleware.
          registerRequestContext: false,
          context: requestEntityManager,
          extensions: [Migrator],
          migrations: {
            migrationsList: options.migrations,
            transactional: true,
            allOrNothing: true,
            snapshot: false,
          },
          pool: { min: 0, max: 10 },
          discovery: { warnWhenNoEntities: false },
        }),
      ],
      providers: [
        { provide: DB_OPTIONS, useValue: options },
        MigrateOnStart,
        LazyRequestContextHook,
        DbHealth,
        DbPoolGauges,
        MikroOrmUnitOfWork,
        SqlReads,
        UserDataRegistry,
      ],
      exports: [DbHealth, MikroOrmUnitOfWork, SqlReads, UserDataRegistry],
      global: true,
    };
  }
}
