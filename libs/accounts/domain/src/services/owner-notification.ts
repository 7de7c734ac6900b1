import type { AccountNotifier } from '../ports/account-notifier.port';

/** The owner's "new signup" notice must never block or fail a sign-up; the adapter logs its own failures. */
export async function notifyOwnerQuietly(notifier: AccountNotifier, email: string, at: Date): Promise<void> {
  try {
    await notifier.notifyOwnerOfSignup(email, at);
  } catch {
    // Deliberately ignored: see above.
  }
}
