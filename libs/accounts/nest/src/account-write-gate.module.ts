import { Global, Module } from '@nestjs/common';
import { ACCOUNT_WRITE_GATE } from '@sidequest/platform-auth';
import { SqlAccountWriteGate } from './persistence/sql-account-write-gate';

/**
 * Accounts' side of platform auth's ACCOUNT_WRITE_GATE: global, so the LiveAccountWrites of every
 * context's PlatformAuthModule finds it. AccountsModule imports it; a composition without accounts
 * provides its own gate.
 */
@Global()
@Module({
  providers: [{ provide: ACCOUNT_WRITE_GATE, useClass: SqlAccountWriteGate }],
  exports: [ACCOUNT_WRITE_GATE],
})
export class AccountWriteGateModule {}
