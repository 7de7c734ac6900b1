import { DomainError, err, ok, type Clock, type IdGenerator, type Result } from '@sidequest/kernel';
import { checkPasswordPolicy, type CommonPasswords, parseEmail } from '../model/email-address';
import { Profile } from '../model/profile.entity';
import { User } from '../model/user.entity';
import type { AccountNotifier } from '../ports/account-notifier.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { UnitOfWork } from '@sidequest/kernel';
import { EmailAlreadyRegisteredError, type UserRepository } from '../ports/user-repository.port';
import type { AccountLinks } from '../services/account-links';
import type { AuthThrottle } from '../services/auth-throttle';
import { notifyOwnerQuietly } from '../services/owner-notification';
import type { IssuedSession, SessionClient, SessionStarter } from '../services/session-starter';
import type { VerificationTokens } from '../services/verification-tokens';

export interface SignUpInput extends SessionClient {
  email: string;
  password: string;
}

/**
 * `browserKey` goes into the signing-up browser's short-lived cookie: the confirmation link signs in
 * only the browser that shows it. Every answer that asks for confirmation carries one, a registered
 * address's too, so the answer never tells whether the address has an account.
 */
export type SignUpOutcome =
  { status: 'confirmation_required'; browserKey: string } | { status: 'signed_in'; session: IssuedSession };

export interface SignUpDeps {
  commonPasswords?: CommonPasswords;
  users: UserRepository;
  profiles: ProfileRepository;
  unitOfWork: UnitOfWork;
  passwords: PasswordHasher;
  verification: VerificationTokens;
  notifier: AccountNotifier;
  throttle: AuthThrottle;
  sessions: SessionStarter;
  links: AccountLinks;
  ids: IdGenerator;
  clock: Clock;
  requireEmailConfirmation: boolean;
}

/**
 * Creates the user and an empty profile together, then mails the confirmation link.
 * A registered address gets the same answer after the same hashing work, and its owner gets a mail
 * instead, so the answer never tells the caller whether an address has an account.
 */
export class SignUp {
  constructor(private readonly deps: SignUpDeps) {}

  async execute(input: SignUpInput): Promise<Result<SignUpOutcome>> {
    const { deps } = this;
    const allowed = await deps.throttle.check('signup', { ip: input.ip, account: input.email });
    if (!allowed.ok) return err(allowed.error);
    const email = parseEmail(input.email);
    if (!email.ok) return err(email.error);
    const strongEnough = checkPasswordPolicy(input.password, deps.commonPasswords);
    if (!strongEnough.ok) return err(strongEnough.error);

    const existing = await deps.users.findByEmail(email.value);
    const passwordHash = await deps.passwords.hash(input.password);
    if (existing) return this.alreadyRegistered(existing);

    const now = deps.clock.now();
    const browserKey = deps.verification.newBrowserKey();
    const user = User.register({ id: deps.ids.next(), email: email.value, passwordHash, now });
    try {
      // The confirmation mail is stored in the same transaction (an outbox): no account without it.
      await deps.unitOfWork.transaction(async () => {
        await deps.users.add(user);
        await deps.profiles.save(Profile.startFor(user.id, now));
        const secret = await deps.verification.issue(user.id, 'email_confirmation', { browserKey });
        await deps.notifier.sendConfirmation(user.email, deps.links.confirmation(secret));
      });
    } catch (error) {
      if (!(error instanceof EmailAlreadyRegisteredError)) throw error;
      // A concurrent sign-up with the same address won the race: it is registered now.
      const winner = await deps.users.findByEmail(email.value);
      return winner ? this.alreadyRegistered(winner) : err(new DomainError('conflict', error.message));
    }

    await notifyOwnerQuietly(deps.notifier, { id: user.id, email: user.email }, now);
    if (deps.requireEmailConfirmation) return ok({ status: 'confirmation_required', browserKey });
    return ok({ status: 'signed_in', session: await deps.sessions.start(user, { userAgent: input.userAgent }) });
  }

  private async alreadyRegistered(owner: User): Promise<Result<SignUpOutcome>> {
    const { deps } = this;
    // With confirmation off a new address is signed straight in, so the answer cannot be the same.
    if (!deps.requireEmailConfirmation) return err(new DomainError('conflict', 'This email is already registered'));
    // A transaction like a new account's, so the database work (and its timing) looks alike too.
    const secret = await deps.unitOfWork.transaction(() => deps.verification.issue(owner.id, 'password_reset'));
    await deps.notifier.sendSignUpAttempt(owner.email, {
      signIn: deps.links.signIn(),
      passwordReset: deps.links.passwordReset(secret),
    });
    return ok({ status: 'confirmation_required', browserKey: deps.verification.newBrowserKey() });
  }
}
