import type { AccountNotifier } from '../ports/account-notifier.port';

/** The owner's "new signup" notice must never block or fail a sign-up; the adapter logs its own failures. */
export async function notifyOwnerQuietly(
  notifier: AccountNotifier,
  user: { id: string; email: string },
  at: Date,
): Promise<void> {
  try {
    await notifier.notifyOwnerOfSignup(user, at);
  } catch {
    // Deliberately ignored: see above.
  }
}

/** Notices after the change they report: the change stands even when its notice cannot be queued. */
export async function sendQuietly(send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch {
    // Deliberately ignored: the adapter logs its own failures.
  }
}
