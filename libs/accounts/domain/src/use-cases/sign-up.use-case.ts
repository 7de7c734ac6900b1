import { DomainError, err, ok, type Clock, type IdGenerator, type Result } from '@sidequest/kernel';
import { checkPasswordPolicy, parseEmail } from '../model/email-address';
import { Profile } from '../model/profile.entity';
import { User } from '../model/user.entity';
import type { AccountNotifier } from '../ports/account-notifier.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { EmailAlreadyRegisteredError, type UserRepository } from '../ports/user-repository.port';
import type { AccountLinks } from '../services/account-links';
import type { AuthThrottle } from '../services/auth-throttle';
import { notifyOwnerQuietly } from '../services/owner-notification';
import type { IssuedSession, SessionStarter } from '../services/session-starter';
import type { VerificationTokens } from '../services/verification-tokens';

export interface SignUpInput {
  email: string;
  password: string;
  ip?: string;
}

export type SignUpOutcome = { status: 'confirmation_required' } | { status: 'signed_in'; session: IssuedSession };

export interface SignUpDeps {
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

const alreadyRegistered = () => new DomainError('conflict', 'This email is already registered');

/** Creates the user and an empty profile together, then mails the confirmation link. */
export class SignUp {
  constructor(private readonly deps: SignUpDeps) {}

  async execute(input: SignUpInput): Promise<Result<SignUpOutcome>> {
    const { deps } = this;
    const allowed = await deps.throttle.check('signup', { ip: input.ip, account: input.email });
    if (!allowed.ok) return err(allowed.error);
    const email = parseEmail(input.email);
    if (!email.ok) return err(email.error);
    const strongEnough = checkPasswordPolicy(input.password);
    if (!strongEnough.ok) return err(strongEnough.error);
    if (await deps.users.findByEmail(email.value)) return err(alreadyRegistered());

    const now = deps.clock.now();
    const user = User.register({ id: deps.ids.next(), email: email.value, passwordHash: await deps.passwords.hash(input.password), now });
    let secret: string;
    try {
      secret = await deps.unitOfWork.transaction(async () => {
        await deps.users.add(user);
        await deps.profiles.save(Profile.startFor(user.id, now));
        return deps.verification.issue(user.id, 'email_confirmation');
      });
    } catch (error) {
      if (error instanceof EmailAlreadyRegisteredError) return err(alreadyRegistered());
      throw error;
    }

    await deps.notifier.sendConfirmation(user.email, deps.links.confirmation(secret));
    await notifyOwnerQuietly(deps.notifier, user.email, now);
    if (deps.requireEmailConfirmation) return ok({ status: 'confirmation_required' });
    return ok({ status: 'signed_in', session: await deps.sessions.start(user) });
  }
}
