import { DomainError, err, ok, type Clock, type Result } from '@sidequest/kernel';
import { checkPasswordPolicy, type CommonPasswords } from '../model/email-address';
import type { User } from '../model/user.entity';
import type { AccountNotifier } from '../ports/account-notifier.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { RefreshSessionRepository } from '../ports/refresh-session-repository.port';
import type { UnitOfWork } from '@sidequest/kernel';
import type { UserRepository } from '../ports/user-repository.port';
import type { VerificationTokenRepository } from '../ports/verification-token-repository.port';
import type { AuthThrottle } from '../services/auth-throttle';
import type { IssuedSession, SessionClient, SessionStarter } from '../services/session-starter';

export interface ChangePasswordDeps {
  users: UserRepository;
  refreshSessions: RefreshSessionRepository;
  verificationTokens: VerificationTokenRepository;
  unitOfWork: UnitOfWork;
  passwords: PasswordHasher;
  notifier: AccountNotifier;
  throttle: AuthThrottle;
  sessions: SessionStarter;
  clock: Clock;
  commonPasswords?: CommonPasswords;
}

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const NO_PASSWORD_TO_CHANGE =
  'Your account signs in with Google and has no password to change. Use "Forgot password" to set one.';
export const SAME_PASSWORD = 'The new password must be different from the current one.';

/**
 * A signed-in user changes their password, proving the current one. Every session of the user is
 * signed out and the caller gets a fresh one (so this browser stays signed in), open reset links die,
 * and a notice mail is queued in the same transaction (the outbox).
 */
export class ChangePassword {
  constructor(private readonly deps: ChangePasswordDeps) {}

  async execute(
    input: { userId: string; currentPassword: string; newPassword: string } & SessionClient,
  ): Promise<Result<IssuedSession>> {
    const { deps } = this;
    const allowed = await deps.throttle.check('change_password', { ip: input.ip, account: input.userId });
    if (!allowed.ok) return err(allowed.error);
    const user = await deps.users.findById(input.userId);
    if (!user) return err(new DomainError('unauthenticated', 'Your account no longer exists. Please sign in again.'));
    if (!user.passwordHash) return err(new DomainError('invalid', NO_PASSWORD_TO_CHANGE));
    if (!(await deps.passwords.verify(user.passwordHash, input.currentPassword)))
      return err(new DomainError('forbidden', WRONG_CURRENT_PASSWORD));
    if (input.newPassword === input.currentPassword) return err(new DomainError('invalid', SAME_PASSWORD));
    const strongEnough = checkPasswordPolicy(input.newPassword, deps.commonPasswords);
    if (!strongEnough.ok) return err(strongEnough.error);

    const passwordHash = await deps.passwords.hash(input.newPassword);
    const changed = await deps.unitOfWork.transaction(async (): Promise<User> => {
      const now = deps.clock.now();
      user.changePassword(passwordHash);
      await deps.users.update(user);
      await deps.refreshSessions.revokeAllForUser(user.id, now);
      await deps.verificationTokens.consumeOpen(user.id, 'password_reset', now);
      await deps.notifier.sendSecurityNotice(user.email, { kind: 'password_changed', at: now });
      return user;
    });
    return ok(await deps.sessions.start(changed, { userAgent: input.userAgent }));
  }
}
