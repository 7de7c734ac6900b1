import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import { normalizeEmail } from '../model/email-address';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { UserRepository } from '../ports/user-repository.port';
import type { AuthThrottle } from '../services/auth-throttle';
import type { IssuedSession, SessionStarter } from '../services/session-starter';

export interface LogInDeps {
  users: UserRepository;
  passwords: PasswordHasher;
  throttle: AuthThrottle;
  sessions: SessionStarter;
  requireEmailConfirmation: boolean;
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_NOT_CONFIRMED = 'Please confirm your email address before signing in. Check your inbox for the confirmation link.';

/** Password sign-in. Unknown address and wrong password answer alike. */
export class LogIn {
  constructor(private readonly deps: LogInDeps) {}

  async execute(input: { email: string; password: string; ip?: string }): Promise<Result<IssuedSession>> {
    const { deps } = this;
    const email = normalizeEmail(input.email);
    const allowed = await deps.throttle.check('login', { ip: input.ip, account: email });
    if (!allowed.ok) return err(allowed.error);

    const user = await deps.users.findByEmail(email);
    if (!user?.passwordHash) {
      // Spend the same hashing time as a real check so response times do not reveal the address.
      await deps.passwords.hash(input.password);
      return err(new DomainError('unauthenticated', INVALID_CREDENTIALS));
    }
    if (!(await deps.passwords.verify(user.passwordHash, input.password))) {
      return err(new DomainError('unauthenticated', INVALID_CREDENTIALS));
    }
    if (deps.requireEmailConfirmation && !user.isEmailConfirmed) {
      return err(new DomainError('forbidden', EMAIL_NOT_CONFIRMED));
    }
    return ok(await deps.sessions.start(user));
  }
}
