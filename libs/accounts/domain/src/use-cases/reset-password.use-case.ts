import { err, ok, type Clock, type Result } from '@sidequest/kernel';
import { checkPasswordPolicy, type CommonPasswords } from '../model/email-address';
import type { User } from '../model/user.entity';
import { VerificationToken } from '../model/verification-token.entity';
import type { AccountNotifier } from '../ports/account-notifier.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { RefreshSessionRepository } from '../ports/refresh-session-repository.port';
import type { UnitOfWork } from '@sidequest/kernel';
import type { UserRepository } from '../ports/user-repository.port';
import type { VerificationTokenRepository } from '../ports/verification-token-repository.port';
import type { AuthThrottle } from '../services/auth-throttle';
import { sendQuietly } from '../services/owner-notification';
import type { IssuedSession, SessionClient, SessionStarter } from '../services/session-starter';
import type { VerificationTokens } from '../services/verification-tokens';

export interface ResetPasswordDeps {
  commonPasswords?: CommonPasswords;
  users: UserRepository;
  refreshSessions: RefreshSessionRepository;
  unitOfWork: UnitOfWork;
  passwords: PasswordHasher;
  verification: VerificationTokens;
  verificationTokens: VerificationTokenRepository;
  notifier: AccountNotifier;
  throttle: AuthThrottle;
  sessions: SessionStarter;
  clock: Clock;
}

/**
 * Sets a new password from a mailed reset secret. Everyone signed in as the user is signed out, every
 * other open reset link dies, the address counts as confirmed (the mail arrived), the owner gets a
 * notice, and the caller gets a fresh session.
 */
export class ResetPassword {
  constructor(private readonly deps: ResetPasswordDeps) {}

  async execute(input: { token: string; password: string } & SessionClient): Promise<Result<IssuedSession>> {
    const { deps } = this;
    const allowed = await deps.throttle.check('reset', { ip: input.ip });
    if (!allowed.ok) return err(allowed.error);
    const strongEnough = checkPasswordPolicy(input.password, deps.commonPasswords);
    if (!strongEnough.ok) return err(strongEnough.error);

    const passwordHash = await deps.passwords.hash(input.password);
    const changed = await deps.unitOfWork.transaction(async (): Promise<Result<User>> => {
      const userId = await deps.verification.redeem(input.token, 'password_reset');
      if (!userId.ok) return err(userId.error);
      const user = await deps.users.findById(userId.value);
      if (!user) return err(VerificationToken.invalid('password_reset'));
      const now = deps.clock.now();
      user.changePassword(passwordHash);
      user.confirmEmail(now);
      await deps.users.update(user);
      await deps.refreshSessions.revokeAllForUser(user.id, now);
      await deps.verificationTokens.consumeOpen(user.id, 'password_reset', now);
      return ok(user);
    });
    if (!changed.ok) return err(changed.error);
    const user = changed.value;
    await sendQuietly(() =>
      deps.notifier.sendSecurityNotice(user.email, { kind: 'password_changed', at: deps.clock.now() }),
    );
    return ok(await deps.sessions.start(changed.value, { userAgent: input.userAgent }));
  }
}
