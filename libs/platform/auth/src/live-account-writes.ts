import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '@sidequest/kernel';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { DomainErrorException } from '@sidequest/platform-http';

export const ACCOUNT_GONE = 'Your account no longer exists. Please sign in again.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The bearer guard reads no database, so an access token outlives a deleted account by up to 15
 * minutes. A write runs through here: one transaction that first takes a KEY SHARE lock on the
 * user's row (or answers 401 when it is gone). The lock is what makes it race-free: the account
 * deletion locks the same row FOR UPDATE before it removes any context's rows, so a write either
 * commits before the deletion reads or finds no user. Reads skip it and cost nothing more.
 */
@Injectable()
export class LiveAccountWrites {
  constructor(
    private readonly uow: MikroOrmUnitOfWork,
    private readonly em: EntityManager,
  ) {}

  run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.uow.transaction(async () => {
      if (!(await this.lockIfLive(userId))) throw new DomainErrorException(new DomainError('unauthenticated', ACCOUNT_GONE));
      return work();
    });
  }

  /**
   * For a handler that writes none of our rows but waits on an outside provider (checkout, portal):
   * 401 when the account is gone, checked without a transaction, so a slow provider holds no lock
   * and no pooled connection.
   */
  async ensureLive(userId: string): Promise<void> {
    const rows = UUID.test(userId) ? await this.em.execute<unknown[]>('select 1 from users where id = ?', [userId]) : [];
    if (rows.length === 0) throw new DomainErrorException(new DomainError('unauthenticated', ACCOUNT_GONE));
  }

  /** Inside the caller's transaction: KEY SHARE on the user's row, false when the account is gone. */
  async lockIfLive(userId: string): Promise<boolean> {
    if (!UUID.test(userId)) return false;
    const rows = await this.em.execute<unknown[]>('select 1 from users where id = ? for key share', [userId]);
    return rows.length > 0;
  }
}
