import { err, ok, type Result } from '@sidequest/kernel';
import { normalizeEmail } from '../model/email-address';
import type { AccountNotifier } from '../ports/account-notifier.port';
import type { BackgroundTasks } from '../ports/background-tasks.port';
import type { UserRepository } from '../ports/user-repository.port';
import type { AccountLinks } from '../services/account-links';
import type { AuthThrottle } from '../services/auth-throttle';
import type { VerificationTokens } from '../services/verification-tokens';

export interface RequestPasswordResetDeps {
  users: UserRepository;
  verification: VerificationTokens;
  notifier: AccountNotifier;
  throttle: AuthThrottle;
  links: AccountLinks;
  background: BackgroundTasks;
}

/** "Forgot password": mails a one-hour reset link if the address is registered. The answer never says which. */
export class RequestPasswordReset {
  constructor(private readonly deps: RequestPasswordResetDeps) {}

  async execute(input: { email: string; ip?: string }): Promise<Result<void>> {
    const { deps } = this;
    const email = normalizeEmail(input.email);
    const allowed = await deps.throttle.check('forgot', { ip: input.ip, account: email });
    if (!allowed.ok) return err(allowed.error);

    // After the answer, so its timing is the same for registered and unknown addresses.
    await deps.background.run('password reset mail', async () => {
      const user = await deps.users.findByEmail(email);
      if (!user) return;
      const secret = await deps.verification.issue(user.id, 'password_reset');
      await deps.notifier.sendPasswordReset(user.email, deps.links.passwordReset(secret));
    });
    return ok(undefined);
  }
}
