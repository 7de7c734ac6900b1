/** Mail the accounts context sends; adapters queue it rather than deliver inline. */
export interface AccountNotifier {
  sendConfirmation(email: string, link: string): Promise<void>;
  sendPasswordReset(email: string, link: string): Promise<void>;
  /** Someone tried to sign up with an address that already has an account: tell its owner, not the caller. */
  sendSignUpAttempt(email: string, links: { signIn: string; passwordReset: string }): Promise<void>;
  /** A security notice to the owner after a change to how the account is signed in to. */
  sendSecurityNotice(email: string, notice: SecurityNotice): Promise<void>;
  /** The owner's "New sign-up" notice; stored under an id derived from the user's, so deletion finds it. */
  notifyOwnerOfSignup(user: { id: string; email: string }, at: Date): Promise<void>;
  /** The account was deleted: a last mail confirming it. */
  sendGoodbye(email: string): Promise<void>;
}

export type SecurityNotice = { kind: 'password_changed'; at: Date } | { kind: 'google_linked'; at: Date };
