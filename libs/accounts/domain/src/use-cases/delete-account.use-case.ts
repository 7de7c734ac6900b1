import { DomainError, err, ok, type Clock, type Result, type UnitOfWork } from '@sidequest/kernel';
import type { AccountDataRights } from '../ports/account-data-rights.port';
import type { AccountNotifier } from '../ports/account-notifier.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { RateLimiter } from '@sidequest/kernel';
import { tooManyAttempts } from '../services/auth-throttle';
import type { UserRepository } from '../ports/user-repository.port';

export const DELETE_CONFIRM_MISMATCH = 'Type your account email address exactly to confirm';
export const DELETE_WRONG_PASSWORD = 'Incorrect password';
export const DELETE_NEEDS_FRESH_GOOGLE_SIGN_IN =
  'For your security, sign in with Google again, then delete your account within 10 minutes';
/** A Google-only account proves itself by a sign-in this recent. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;
/** Password tries per account: a stolen access token must not become a password oracle. */
export const DELETE_ATTEMPTS = { limit: 5, windowSeconds: 15 * 60 };

export interface DeleteAccountInput {
  userId: string;
  password?: string;
  /** The account's e-mail typed again. */
  confirm: string;
}

/**
 * Deletes the account for good: proof of identity (the password, or a fresh Google sign-in for a
 * Google-only account) and the address typed again; then the subscription is cancelled, every
 * context's rows and the account go in one transaction (its sessions with it), and a goodbye mail
 * is queued in that same transaction. Signing in afterwards fails like an unknown address.
 */
export class DeleteAccount {
  constructor(
    private readonly deps: {
      users: UserRepository;
      passwords: PasswordHasher;
      dataRights: AccountDataRights;
      notifier: AccountNotifier;
      unitOfWork: UnitOfWork;
      rateLimiter: RateLimiter;
      clock: Clock;
    },
  ) {}

  async execute(input: DeleteAccountInput): Promise<Result<void>> {
    const { deps } = this;
    const user = await deps.users.findById(input.userId);
    if (!user) return err(new DomainError('unauthenticated', 'Your account no longer exists. Please sign in again.'));
    if (input.confirm.trim().toLowerCase() !== user.email.toLowerCase())
      return err(new DomainError('invalid', DELETE_CONFIRM_MISMATCH));

    if (user.passwordHash) {
      const attempt = await deps.rateLimiter.hit(
        `delete-account:${user.id}`,
        DELETE_ATTEMPTS.limit,
        DELETE_ATTEMPTS.windowSeconds,
      );
      if (!attempt.allowed) return err(tooManyAttempts(attempt.retryAfterSeconds));
      if (!input.password || !(await deps.passwords.verify(user.passwordHash, input.password))) {
        return err(new DomainError('forbidden', DELETE_WRONG_PASSWORD));
      }
    } else {
      const signedInAt = await deps.dataRights.lastSignInAt(user.id);
      if (!signedInAt || deps.clock.now().getTime() - signedInAt.getTime() > FRESH_SIGN_IN_MS) {
        return err(new DomainError('forbidden', DELETE_NEEDS_FRESH_GOOGLE_SIGN_IN));
      }
    }

    await deps.dataRights.prepareErasure(user.id);
    await deps.unitOfWork.transaction(async () => {
      await deps.dataRights.erase({ id: user.id, email: user.email });
      await deps.notifier.sendGoodbye(user.email);
    });
    return ok(undefined);
  }
}
