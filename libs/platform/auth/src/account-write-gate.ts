/**
 * Whether a user still has an account, asked of the accounts context: platform auth owns no account
 * table. Accounts provides it under ACCOUNT_WRITE_GATE (AccountWriteGateModule in accounts-nest), and the
 * app hands that module to AccountWriteGateRegistry.forRoot.
 */
export interface AccountWriteGate {
  /** Whether the account exists, read without a lock or a transaction. */
  exists(userId: string): Promise<boolean>;
  /**
   * Inside the caller's transaction: holds the account until commit (a concurrent deletion waits) and
   * answers true, or answers false when the account is gone.
   */
  lockIfLive(userId: string): Promise<boolean>;
}

export const ACCOUNT_WRITE_GATE = Symbol('ACCOUNT_WRITE_GATE');
