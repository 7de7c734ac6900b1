import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@sidequest/kernel';
import { MikroOrmUnitOfWork } from '@sidequest/platform-db';
import { DomainErrorException } from '@sidequest/platform-http';
import { ACCOUNT_WRITE_GATE, type AccountWriteGate } from './account-write-gate';

export const ACCOUNT_GONE = 'Your account no longer exists. Please sign in again.';

/**
 * The bearer guard reads no database, so an access token outlives a deleted account by up to 15
 * minutes. A write runs through here: one transaction that first has accounts hold the user's
 * account (ACCOUNT_WRITE_GATE: a KEY SHARE lock on its row) or answers 401 when it is gone. The
 * lock is what makes it race-free: the account deletion locks the same row FOR UPDATE before it
 * removes any context's rows, so a write either commits before the deletion reads or finds no user.
 * Reads skip it and cost nothing more.
 */
@Injectable()
export class LiveAccountWrites {
  constructor(
    private readonly uow: MikroOrmUnitOfWork,
    @Inject(ACCOUNT_WRITE_GATE) private readonly accounts: AccountWriteGate,
  ) {}

  run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.uow.transaction(async () => {
      if (!(await this.lockIfLive(userId)))
        throw new DomainErrorException(new DomainError('unauthenticated', ACCOUNT_GONE));
      return work();
    });
  }

  /**
   * For a handler that writes none of our rows but waits on an outside provider (checkout, portal):
   * 401 when the account is gone, checked without a transaction, so a slow provider holds no lock
   * and no pooled connection.
   */
  async ensureLive(userId: string): Promise<void> {
    if (!(await this.accounts.exists(userId)))
      throw new DomainErrorException(new DomainError('unauthenticated', ACCOUNT_GONE));
  }

  /** Inside the caller's transaction: the account held until commit, false when it is gone. */
  lockIfLive(userId: string): Promise<boolean> {
    return this.accounts.lockIfLive(userId);
  }
}
