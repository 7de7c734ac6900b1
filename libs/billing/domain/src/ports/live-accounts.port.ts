/** Whether a user still has an account: billing holds no account rows of its own. */
export interface LiveAccounts {
  /**
   * Inside the caller's transaction: true and the account kept until commit (a concurrent deletion
   * waits), or false when the account is gone, so no entitlement is written for a deleted user.
   */
  lockIfLive(userId: string): Promise<boolean>;
}
