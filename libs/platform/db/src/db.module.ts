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
  /** The schema owner's connection, used only to apply migrations (default: `url`). */
  migrationsUrl?: string;
  /** Every context's migrations; applied in name order at start. */
  migrations: MigrationObject[];
  /** Run pending migrations when the module starts (the api does; the worker waits for them). */
  migrate?: boolean;
}

const DB_OPTIONS = Symbol('DB_OPTIONS');

/**
 * Whether this process keeps the database up to date: the api migrates at start, the worker only uses the
 * tables. What follows the code into the database at start (a catalogue sync) runs where migrations run.
 */
@Injectable()
export class SchemaKeeper {
  readonly keepsSchema: boolean;
  constructor(@Inject(DB_OPTIONS) options: DbModuleOptions) {
    this.keepsSchema = options.migrate === true;
  }
}

@Injectable()
class MigrateOnStart implements OnModuleInit {
  private readonly logger = new Logger('Database');
  constructor(
    private readonly orm: MikroORM,
    @Inject(DB_OPTIONS) private readonly options: DbModuleOptions,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.options.migrate) return;
    const url = this.options.migrationsUrl ?? this.options.url;
    // Several api replicas may start at once: one migrates, the others wait and find nothing to do.
    const lock = new pg.Client({ connectionString: url });
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const applied = url === this.options.url ? await this.orm.migrator.up() : await migrateAs(url, this.options);
      this.logger.log(`migrations up to date (${applied.length} applied now)`);
    } finally {
      await lock.end();
    }
  }
}

const migrationSettings = (migrations: MigrationObject[]) => ({
  migrationsList: migrations,
  transactional: true,
  allOrNothing: true,
  snapshot: false,
});

/** The migrations applied over a connection of their own (the schema owner's), closed once they are done. */
async function migrateAs(url: string, options: DbModuleOptions) {
  const owner = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: url,
    entities: [],
    extensions: [Migrator],
    migrations: migrationSettings(options.migrations),
    pool: { min: 0, max: 1 },
    discovery: { warnWhenNoEntities: false },
  });
  try {
    return await owner.migrator.up();
  } finally {
    await owner.close();
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
          migrations: migrationSettings(options.migrations),
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
        SchemaKeeper,
      ],
      exports: [DbHealth, MikroOrmUnitOfWork, SqlReads, UserDataRegistry, SchemaKeeper],
      global: true,
    };
  }
}
