import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';

type Kysely = ReturnType<ReturnType<EntityManager['getConnection']>['getClient']>;

/**
 * One write statement whose `$n` values the driver binds, on the current transaction's connection when
 * there is one (MikroORM keeps it in async context), else on the pool. For a big batch: MikroORM's
 * `em.execute` and query builder format every value into the SQL text in JS, which for a batch of
 * rendered mails costs more than the rest of the work.
 */
export async function executeBound(em: EntityManager, sql: string, parameters: unknown[]): Promise<void> {
  const client: Kysely = em.getTransactionContext<Kysely>() ?? em.getConnection().getClient();
  await client.executeQuery(CompiledQuery.raw(sql, parameters));
}
