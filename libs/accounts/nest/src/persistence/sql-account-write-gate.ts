import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountWriteGate } from '@sidequest/platform-auth';
import { isUuid } from './accounts.mappers';

/**
 * Platform auth's ACCOUNT_WRITE_GATE over accounts' `users` table. The KEY SHARE lock is what the
 * account deletion's FOR UPDATE (RegistryAccountDataRights.erase) waits on.
 */
@Injectable()
export class SqlAccountWriteGate implements AccountWriteGate {
  constructor(private readonly em: EntityManager) {}

  async exists(userId: string): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const rows = await this.em.execute<unknown[]>('select 1 from users where id = ?', [userId]);
    return rows.length > 0;
  }

  async lockIfLive(userId: string): Promise<boolean> {
    if (!isUuid(userId)) return false;
    const rows = await this.em.execute<unknown[]>('select 1 from users where id = ? for key share', [userId]);
    return rows.length > 0;
  }
}
