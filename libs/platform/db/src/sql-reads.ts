import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work';
import { toPgStatement, type ReadStatement } from './read-statement';

type Pool = Awaited<ReturnType<ReturnType<EntityManager['getConnection']>['getNativeClient']>>;

/**
 * Hot reads in one round trip with no entities, no identity map and no request fork: outside a
 * transaction the named statement goes straight to the pg pool MikroORM already owns. Inside
 * one (MikroOrmUnitOfWork) it joins the transaction through `em.execute`, so a read never waits
 * for a second connection while holding one.
 */
@Injectable()
export class SqlReads {
  private pool?: Promise<Pool>;
  /** The pool once known: no await on a settled promise per read. */
  private ready?: Pool;
  private readonly prepared = new Map<string, ReadStatement>();

  constructor(
    private readonly em: EntityManager,
    private readonly uow: MikroOrmUnitOfWork,
  ) {}

  async rows<T extends object>(statement: ReadStatement, values: unknown[] = []): Promise<T[]> {
    if (this.uow.active) return this.em.execute<T[]>(statement.text, values);
    let pg = this.prepared.get(statement.name);
    if (!pg) this.prepared.set(statement.name, (pg = toPgStatement(statement)));
    const pool = this.ready ?? (this.ready = await (this.pool ??= this.em.getConnection().getNativeClient()));
    const { rows } = await pool.query<T>({ ...pg, values });
    return rows;
  }
}
