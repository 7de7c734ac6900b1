import { err, ok, type Result, type UnitOfWork } from '@sidequest/kernel';
import { normalizeEmail } from '../model/email-address';
import type { AccountNotifier } from '../ports/account-notifier.port';
import type { BackgroundTasks } from '../ports/background-tasks.port';
import type { UserRepository } from '../ports/user-repository.port';
import type { AccountLinks } from '../services/account-links';
import type { AuthThrottle } from '../services/auth-throttle';
import type { VerificationTokens } from '../services/verification-tokens';

export interface ResendConfirmationDeps {
  users: UserRepository;
  unitOfWork: UnitOfWork;
  verification: VerificationTokens;
  notifier: AccountNotifier;
  throttle: AuthThrottle;
  links: AccountLinks;
  background: BackgroundTasks;
}

/**
 * "Send again" on the check-your-inbox screen: mails a fresh confirmation link if the address has an
 * account that is not confirmed yet. The answer is the same for every address, so it never says which.
 * `browserKey` (the signing-up browser's cookie, when it still has one) binds the new link to that
 * browser, as sign-up's first link is: following it there signs in.
 */
export class ResendConfirmation {
  constructor(private readonly deps: ResendConfirmationDeps) {}

  async execute(input: { email: string; ip?: string; browserKey?: string }): Promise<Result<void>> {
    const { deps } = this;
    const email = normalizeEmail(input.email);
    const allowed = await deps.throttle.check('resend_confirmation', { ip: input.ip, account: email });
    if (!allowed.ok) return err(allowed.error);

    // After the answer, so its timing is the same for unknown, confirmed and unconfirmed addresses.
    await deps.background.run('confirmation mail again', async () => {
      const user = await deps.users.findByEmail(email);
      if (!user || user.isEmailConfirmed) return;
      // The token and its mail (the outbox) are stored together: no link without its mail.
      await deps.unitOfWork.transaction(async () => {
        const secret = await deps.verification.issue(user.id, 'email_confirmation', { browserKey: input.browserKey });
        await deps.notifier.sendConfirmation(user.email, deps.links.confirmation(secret));
      });
    });
    return ok(undefined);
  }
}
