import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import { normalizeEmail } from '../model/email-address';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { UserRepository } from '../ports/user-repository.port';
import type { AuthThrottle } from '../services/auth-throttle';
import type { IssuedSession, SessionClient, SessionStarter } from '../services/session-starter';

export interface LogInDeps {
  users: UserRepository;
  passwords: PasswordHasher;
  throttle: AuthThrottle;
  sessions: SessionStarter;
  requireEmailConfirmation: boolean;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_CONFIRMED =
  'Please confirm your email address before signing in. Check your inbox for the confirmation link.';

/**
 * Password sign-in. Unknown address and wrong password answer alike. Failures are counted per address
 * and client, and per client a day (AuthThrottle.checkLoginFailures); a success clears the pair's count.
 */
export class LogIn {
  constructor(private readonly deps: LogInDeps) {}

  async execute(input: { email: string; password: string } & SessionClient): Promise<Result<IssuedSession>> {
    const { deps } = this;
    const email = normalizeEmail(input.email);
    const subject = { ip: input.ip, account: email };
    const allowed = await deps.throttle.check('login', subject);
    if (!allowed.ok) return err(allowed.error);
    const notBlocked = await deps.throttle.checkLoginFailures(subject);
    if (!notBlocked.ok) return err(notBlocked.error);

    const user = await deps.users.findByEmail(email);
    if (!user?.passwordHash) {
      // Spend the same hashing time as a real check so response times do not reveal the address.
      await deps.passwords.hash(input.password);
      await deps.throttle.recordLoginFailure(subject);
      return err(new DomainError('unauthenticated', INVALID_CREDENTIALS));
    }
    if (!(await deps.passwords.verify(user.passwordHash, input.password))) {
      await deps.throttle.recordLoginFailure(subject);
      return err(new DomainError('unauthenticated', INVALID_CREDENTIALS));
    }
    await deps.throttle.recordLoginSuccess(subject);
    if (deps.requireEmailConfirmation && !user.isEmailConfirmed) {
      return err(new DomainError('forbidden', EMAIL_NOT_CONFIRMED));
    }
    return ok(await deps.sessions.start(user, { userAgent: input.userAgent }));
  }
}
