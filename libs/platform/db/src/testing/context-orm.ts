import { MikroORM, type MigrationObject, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface ContextOrmOptions {
  /** Prefix of the throwaway database's name. */
  name: string;
  entities: NonNullable<Options['entities']>;
  migrations: MigrationObject[];
  /** Lets tests use `orm.em` outside a request context (default true). */
  allowGlobalContext?: boolean;
  /** Raw SQL to run before the migrations, e.g. a stand-in for a table another context owns. */
  beforeMigrate?: (em: EntityManager) => Promise<void>;
  /** Apply every migration once the ORM is up (default true); a spec testing one migration runs them itself. */
  migrate?: boolean;
}

export interface ContextOrm {
  readonly db: TestDatabase;
  readonly orm: MikroORM;
  /** The ORM's global EntityManager. */
  readonly em: EntityManager;
  /** Closes the ORM and drops the database. */
  close(): Promise<void>;
}

/** A throwaway database with one context's tables migrated, and an ORM over it, for an integration spec. */
export async function initContextOrm(options: ContextOrmOptions): Promise<ContextOrm> {
  const db = await createTestDatabase(options.name);
  let orm: MikroORM | undefined;
  try {
    orm = await MikroORM.init({
      driver: PostgreSqlDriver,
      clientUrl: db.url,
      entities: options.entities,
      extensions: [Migrator],
      migrations: { migrationsList: options.migrations, transactional: true, snapshot: false },
      allowGlobalContext: options.allowGlobalContext ?? true,
    });
    const em = orm.em as EntityManager;
    await options.beforeMigrate?.(em);
    if (options.migrate ?? true) await orm.migrator.up();
    const opened = orm;
    return {
      db,
      orm: opened,
      em,
      close: async () => {
        await opened.close(true);
        await db.drop();
      },
    };
  } catch (error) {
    await orm?.close(true);
    await db.drop();
    throw error;
  }
}
