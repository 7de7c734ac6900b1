import { DomainError, err, ok, type Clock, type IdGenerator, type Result } from '@sidequest/kernel';
import { normalizeEmail } from '../model/email-address';
import { Profile } from '../model/profile.entity';
import { User } from '../model/user.entity';
import type { AccountNotifier } from '../ports/account-notifier.port';
import type { ProfileRepository } from '../ports/profile-repository.port';
import type { RefreshSessionRepository } from '../ports/refresh-session-repository.port';
import type { UnitOfWork } from '@sidequest/kernel';
import { EmailAlreadyRegisteredError, type UserRepository } from '../ports/user-repository.port';
import { notifyOwnerQuietly, sendQuietly } from '../services/owner-notification';
import type { IssuedSession, SessionStarter } from '../services/session-starter';

/** What Google told us about the person, after the OAuth exchange. */
export interface GoogleIdentity {
  subject: string;
  email?: string;
  emailVerified: boolean;
}

export interface SignInWithGoogleDeps {
  users: UserRepository;
  profiles: ProfileRepository;
  refreshSessions: RefreshSessionRepository;
  unitOfWork: UnitOfWork;
  notifier: AccountNotifier;
  sessions: SessionStarter;
  ids: IdGenerator;
  clock: Clock;
}

export const GOOGLE_EMAIL_UNVERIFIED =
  'Your Google email address is not verified. Verify it with Google, or sign in with your email and password.';

/** Signs in a known Google identity, links it to an account with the same verified address, or creates one. */
export class SignInWithGoogle {
  constructor(private readonly deps: SignInWithGoogleDeps) {}

  async execute(identity: GoogleIdentity, client: { userAgent?: string } = {}): Promise<Result<IssuedSession>> {
    const { deps } = this;
    const known = await deps.users.findByGoogleSubject(identity.subject);
    if (known) return ok(await deps.sessions.start(known, client));
    if (!identity.email) return err(new DomainError('invalid', 'Google did not share an email address.'));
    // An unverified address could belong to someone else: never link or claim it.
    if (!identity.emailVerified) return err(new DomainError('forbidden', GOOGLE_EMAIL_UNVERIFIED));

    const now = deps.clock.now();
    const email = normalizeEmail(identity.email);
    const existing = await deps.users.findByEmail(email);
    if (existing) {
      const linked = existing.linkGoogle(identity.subject, now);
      if (!linked.ok) return err(linked.error);
      await deps.users.update(existing);
      if (linked.value.droppedUnprovenPassword) await deps.refreshSessions.revokeAllForUser(existing.id, now);
      await sendQuietly(() => deps.notifier.sendSecurityNotice(existing.email, { kind: 'google_linked', at: now }));
      return ok(await deps.sessions.start(existing, client));
    }

    const user = User.registerWithGoogle({ id: deps.ids.next(), email, googleSubject: identity.subject, now });
    try {
      await deps.unitOfWork.transaction(async () => {
        await deps.users.add(user);
        await deps.profiles.save(Profile.startFor(user.id, now));
      });
    } catch (error) {
      if (error instanceof EmailAlreadyRegisteredError) return this.execute(identity);
      throw error;
    }
    await notifyOwnerQuietly(deps.notifier, { id: user.id, email: user.email }, now);
    return ok(await deps.sessions.start(user, client));
  }
}
