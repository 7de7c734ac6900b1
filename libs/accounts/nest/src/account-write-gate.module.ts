import { Module } from '@nestjs/common';
import { ACCOUNT_WRITE_GATE } from '@sidequest/platform-auth';
import { SqlAccountWriteGate } from './persistence/sql-account-write-gate';

/**
 * Accounts' side of platform auth's ACCOUNT_WRITE_GATE. Not global: the composition root hands it to
 * `AccountWriteGateRegistry.forRoot(AccountWriteGateModule)` (platform auth), which is how the
 * LiveAccountWrites of every context's PlatformAuthModule finds it.
 */
@Module({
  providers: [{ provide: ACCOUNT_WRITE_GATE, useClass: SqlAccountWriteGate }],
  exports: [ACCOUNT_WRITE_GATE],
})
export class AccountWriteGateModule {}
