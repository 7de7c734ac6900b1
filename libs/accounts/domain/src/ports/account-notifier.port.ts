/** Mail the accounts context sends; adapters queue it rather than deliver inline. */
export interface AccountNotifier {
  sendConfirmation(email: string, link: string): Promise<void>;
  sendPasswordReset(email: string, link: string): Promise<void>;
  notifyOwnerOfSignup(email: string, at: Date): Promise<void>;
}
