import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

@Injectable()
export class DbHealth {
  constructor(private readonly em: EntityManager) {}

  /** Resolves to an error message, or undefined when Postgres answers within the time limit. */
  async check(timeoutMs = 2000): Promise<string | undefined> {
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('timed out'), timeoutMs).unref());
    const probe = this.em
      .fork()
      .getConnection()
      .execute('SELECT 1')
      .then(() => undefined)
      .catch((e: Error) => e.message || 'unreachable');
    return Promise.race([probe, timeout]);
  }
}
