import { DomainError, err, ok, type Clock, type Result } from '@sidequest/kernel';
import type { User } from '../model/user.entity';
import { VerificationToken } from '../model/verification-token.entity';
import type { UnitOfWork } from '../ports/unit-of-work.port';
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

/** Spends the mailed confirmation secret, confirms the address and signs the user in. */
export class ConfirmEmail {
  constructor(private readonly deps: ConfirmEmailDeps) {}

  async execute(input: { token: string }): Promise<Result<IssuedSession>> {
    const { deps } = this;
    const confirmed = await deps.unitOfWork.transaction(async (): Promise<Result<User>> => {
      const userId = await deps.verification.redeem(input.token, 'email_confirmation');
      if (!userId.ok) return err(userId.error);
      const user = await deps.users.findById(userId.value);
      if (!user) return err(VerificationToken.invalid('email_confirmation'));
      user.confirmEmail(deps.clock.now());
      await deps.users.update(user);
      return ok(user);
    });
    if (!confirmed.ok) return err((await this.alreadyConfirmed(input.token)) ? new DomainError('conflict', ALREADY_CONFIRMED) : confirmed.error);
    return ok(await deps.sessions.start(confirmed.value));
  }

  /** A link opened twice (often first by a mail scanner): the address is confirmed, only the sign-in is missing. */
  private async alreadyConfirmed(token: string): Promise<boolean> {
    const userId = await this.deps.verification.spentBy(token, 'email_confirmation');
    return userId !== null && ((await this.deps.users.findById(userId))?.isEmailConfirmed ?? false);
  }
}
