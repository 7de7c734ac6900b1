import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { UnitOfWork } from '@sidequest/kernel';

type AfterCommit = () => Promise<void> | void;

// Module-wide, so every instance (one per context module) sees the same open transaction.
const openTransaction = new AsyncLocalStorage<{ afterCommit: AfterCommit[] }>();
const logger = new Logger('UnitOfWork');

/**
 * MikroORM keeps the transaction in async context, so every adapter call made inside `work`
 * (through the injected EntityManager) joins it. Work that must only happen once the data is
 * durable (queueing a job for a row written here) registers with afterCommit().
 */
@Injectable()
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly em: EntityManager) {}

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (openTransaction.getStore()) return work(); // join the caller's transaction
    const afterCommit: AfterCommit[] = [];
    const result = await openTransaction.run({ afterCommit }, () => this.em.transactional(() => work()));
    for (const hook of afterCommit) {
      // The business change is committed: a failing hook is logged, never turned into a failed request.
      await Promise.resolve()
        .then(hook)
        .catch((e: unknown) => logger.warn(`after-commit hook failed: ${(e as Error).message}`));
    }
    return result;
  }

  /** True inside transaction(). */
  get active(): boolean {
    return openTransaction.getStore() !== undefined;
  }

  /** Runs `hook` once the current transaction commits (never if it rolls back), or now outside one. */
  async afterCommit(hook: AfterCommit): Promise<void> {
    const open = openTransaction.getStore();
    if (open) open.afterCommit.push(hook);
    else await hook();
  }
}
