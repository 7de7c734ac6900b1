import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { UnitOfWork } from '@sidequest/accounts-domain';

/**
 * MikroORM keeps the transaction in async context, so every repository call made inside `work`
 * (through the injected EntityManager) joins it.
 */
@Injectable()
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly em: EntityManager) {}

  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }
}
