import { DomainError, err, ok, type Clock, type Result } from '@sidequest/kernel';
import type { User } from '../model/user.entity';
import { VerificationToken } from '../model/verification-token.entity';
import type { UnitOfWork } from '@sidequest/kernel';
import type { UserRepository } from '../ports/user-repository.port';
import type { IssuedSession, SessionStarter } from '../services/session-starter';
import type { VerificationTokens } from '../services/verification-tokens';

export interface ConfirmEmailDeps {
  users: UserRepository;
  unitOfWork: UnitOfWork;
  verification: VerificationTokens;
  sessions: SessionStarter;
  clock: Clock;
}

export const ALREADY_CONFIRMED = 'This address is already confirmed. Sign in to continue.';

/** A confirmed address; signed in only when the link was opened in the browser that signed up. */
export type ConfirmEmailOutcome = { signedIn: true; session: IssuedSession } | { signedIn: false };

/**
 * Spends the mailed confirmation secret and confirms the address. It signs in only the browser that
 * started that sign-up (its short-lived key matches the token's): whoever else holds the link (a
 * forwarded mail, a mail scanner, a stolen inbox) confirms the address but must sign in with the password.
 */
export class ConfirmEmail {
  constructor(private readonly deps: ConfirmEmailDeps) {}

  async execute(input: {
    token: string;
    browserKey?: string;
    userAgent?: string;
  }): Promise<Result<ConfirmEmailOutcome>> {
    const { deps } = this;
    const confirmed = await deps.unitOfWork.transaction(
      async (): Promise<Result<{ user: User; sameBrowser: boolean }>> => {
        const redeemed = await deps.verification.redeemFrom(input.token, 'email_confirmation', input.browserKey);
        if (!redeemed.ok) return err(redeemed.error);
        const user = await deps.users.findById(redeemed.value.userId);
        if (!user) return err(VerificationToken.invalid('email_confirmation'));
        user.confirmEmail(deps.clock.now());
        await deps.users.update(user);
        return ok({ user, sameBrowser: redeemed.value.sameBrowser });
      },
    );
    if (!confirmed.ok)
      return err(
        (await this.alreadyConfirmed(input.token)) ? new DomainError('conflict', ALREADY_CONFIRMED) : confirmed.error,
      );
    if (!confirmed.value.sameBrowser) return ok({ signedIn: false });
    return ok({
      signedIn: true,
      session: await deps.sessions.start(confirmed.value.user, { userAgent: input.userAgent }),
    });
  }

  /** A link opened twice (often first by a mail scanner): the address is confirmed, only the sign-in is missing. */
  private async alreadyConfirmed(token: string): Promise<boolean> {
    const userId = await this.deps.verification.spentBy(token, 'email_confirmation');
    return userId !== null && ((await this.deps.users.findById(userId))?.isEmailConfirmed ?? false);
  }
}
