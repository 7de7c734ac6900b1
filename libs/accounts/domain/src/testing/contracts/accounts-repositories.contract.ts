import { describe, expect, it } from 'vitest';
import { Profile } from '../../model/profile.entity';
import { RefreshSession } from '../../model/refresh-session.entity';
import { User } from '../../model/user.entity';
import { VerificationToken } from '../../model/verification-token.entity';
import type { ProfileRepository } from '../../ports/profile-repository.port';
import type { RefreshSessionRepository } from '../../ports/refresh-session-repository.port';
import type { UnitOfWork } from '@sidequest/kernel';
import { EmailAlreadyRegisteredError, type UserRepository } from '../../ports/user-repository.port';
import type { VerificationTokenRepository } from '../../ports/verification-token-repository.port';

export interface AccountsRepositories {
  users: UserRepository;
  profiles: ProfileRepository;
  refreshSessions: RefreshSessionRepository;
  verificationTokens: VerificationTokenRepository;
  unitOfWork: UnitOfWork;
}

// Whole seconds: databases keep milliseconds at best, and the contract compares dates.
const now = new Date('2026-04-01T12:00:00.000Z');
const id = () => crypto.randomUUID();
const newUser = (email = `${id()}@example.test`) => User.register({ id: id(), email, passwordHash: 'hash-1', now });
/** A new id, token hash and successor salt for a refresh session, started or rotated `now`. */
const freshSecrets = () => ({ id: id(), tokenHash: `h-${id()}`, successorSalt: `salt-${id()}`, now });
const newSession = (userId: string) => RefreshSession.start({ ...freshSecrets(), userId });

/** One contract for the accounts repositories, run against the in-memory fakes and the MikroORM adapters. */
export function accountsRepositoriesContract(
  name: string,
  setup: () => AccountsRepositories | Promise<AccountsRepositories>,
) {
  describe(`accounts repositories contract: ${name}`, () => {
    it('stores a user and finds it by id, normalized e-mail and Google subject', async () => {
      const { users } = await setup();
      const user = newUser(`  Mixed.${id()}@Example.TEST `);
      await users.add(user);
      expect((await users.findById(user.id))?.snapshot()).toEqual(user.snapshot());
      expect((await users.findByEmail(user.email))?.id).toBe(user.id);
      expect(await users.findById(id())).toBeNull();
      user.linkGoogle(`google-${user.id}`, now);
      user.changePassword('hash-2');
      await users.update(user);
      const again = await users.findByGoogleSubject(`google-${user.id}`);
      expect(again?.snapshot()).toEqual(user.snapshot());
      expect(again?.isEmailConfirmed).toBe(true);
    });

    it('finds the addresses of many users in one read, and only of those asked for', async () => {
      const { users } = await setup();
      const [alice, bob, carol] = [newUser(), newUser(), newUser()];
      await users.add(alice);
      await users.add(bob);
      await users.add(carol);
      expect(await users.findEmails([])).toEqual(new Map());
      expect(await users.findEmails([alice.id, bob.id, id(), 'not-a-uuid'])).toEqual(
        new Map([
          [alice.id, alice.email],
          [bob.id, bob.email],
        ]),
      );
    });

    it('refuses a second user with the same e-mail', async () => {
      const { users } = await setup();
      const first = newUser();
      await users.add(first);
      await expect(users.add(newUser(first.email))).rejects.toBeInstanceOf(EmailAlreadyRegisteredError);
    });

    it('saves and replaces a profile', async () => {
      const { users, profiles } = await setup();
      const user = newUser();
      await users.add(user);
      const profile = Profile.startFor(user.id, now);
      await profiles.save(profile);
      expect((await profiles.findByUserId(user.id))?.onboardingCompleted).toBe(false);
      profile.completeOnboarding(now);
      await profiles.save(profile);
      expect((await profiles.findByUserId(user.id))?.onboardingCompleted).toBe(true);
    });

    it('commits a transaction together and rolls all of it back on a throw', async () => {
      const { users, profiles, unitOfWork } = await setup();
      const kept = newUser();
      await unitOfWork.transaction(async () => {
        await users.add(kept);
        await profiles.save(Profile.startFor(kept.id, now));
      });
      expect(await profiles.findByUserId(kept.id)).not.toBeNull();

      const lost = newUser();
      await expect(
        unitOfWork.transaction(async () => {
          await users.add(lost);
          await profiles.save(Profile.startFor(lost.id, now));
          await users.add(newUser(kept.email));
        }),
      ).rejects.toBeInstanceOf(EmailAlreadyRegisteredError);
      expect(await users.findById(lost.id)).toBeNull();
      expect(await profiles.findByUserId(lost.id)).toBeNull();
    });

    it('rotates a refresh session once, and revokes a family or all of a user', async () => {
      const { users, refreshSessions } = await setup();
      const user = newUser();
      await users.add(user);
      const first = newSession(user.id);
      await refreshSessions.add(first);
      const stale = await refreshSessions.findByTokenHash(first.snapshot().tokenHash);
      const next = first.rotate(freshSecrets());
      if (!next.ok) throw new Error('rotation refused');
      expect(await refreshSessions.rotate(first, next.value)).toBe(true);

      const racing = stale!.rotate(freshSecrets());
      if (!racing.ok) throw new Error('rotation refused');
      expect(await refreshSessions.rotate(stale!, racing.value)).toBe(false);
      expect(await refreshSessions.findByTokenHash(racing.value.snapshot().tokenHash)).toBeNull();

      const stored = await refreshSessions.findByTokenHash(next.value.snapshot().tokenHash);
      expect(stored?.snapshot()).toEqual(next.value.snapshot());
      expect((await refreshSessions.findByTokenHash(first.snapshot().tokenHash))?.state(now)).toBe('rotated');

      const other = newSession(user.id);
      await refreshSessions.add(other);
      await refreshSessions.revokeFamily(first.familyId, now);
      expect((await refreshSessions.findByTokenHash(next.value.snapshot().tokenHash))?.state(now)).toBe('revoked');
      expect((await refreshSessions.findByTokenHash(other.snapshot().tokenHash))?.state(now)).toBe('active');
      await refreshSessions.revokeAllForUser(user.id, now);
      expect((await refreshSessions.findByTokenHash(other.snapshot().tokenHash))?.state(now)).toBe('revoked');
    });

    it('consumes a verification token only once', async () => {
      const { users, verificationTokens } = await setup();
      const user = newUser();
      await users.add(user);
      const token = VerificationToken.issue({
        id: id(),
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: `h-${id()}`,
        now,
      });
      await verificationTokens.add(token);
      const found = await verificationTokens.findByTokenHash(token.snapshot().tokenHash);
      expect(found?.snapshot()).toEqual(token.snapshot());
      const copy = VerificationToken.restore(found!.snapshot());
      expect(found!.consume('password_reset', now).ok).toBe(true);
      expect(await verificationTokens.markConsumed(found!)).toBe(true);
      expect(copy.consume('password_reset', now).ok).toBe(true);
      expect(await verificationTokens.markConsumed(copy)).toBe(false);
      expect(
        (await verificationTokens.findByTokenHash(token.snapshot().tokenHash))?.consume('password_reset', now).ok,
      ).toBe(false);
    });

    it("consumes every open token of one user and purpose, and no one else's", async () => {
      const { users, verificationTokens } = await setup();
      const [ada, bob] = [newUser(), newUser()];
      await users.add(ada);
      await users.add(bob);
      const issue = async (userId: string, purpose: 'password_reset' | 'email_confirmation') => {
        const token = VerificationToken.issue({ id: id(), userId, purpose, tokenHash: `h-${id()}`, now });
        await verificationTokens.add(token);
        return token.snapshot().tokenHash;
      };
      const adaResets = [await issue(ada.id, 'password_reset'), await issue(ada.id, 'password_reset')];
      const adaConfirmation = await issue(ada.id, 'email_confirmation');
      const bobReset = await issue(bob.id, 'password_reset');
      await verificationTokens.consumeOpen(ada.id, 'password_reset', now);
      for (const hash of adaResets) expect((await verificationTokens.findByTokenHash(hash))?.isConsumed).toBe(true);
      expect((await verificationTokens.findByTokenHash(adaConfirmation))?.isConsumed).toBe(false);
      expect((await verificationTokens.findByTokenHash(bobReset))?.isConsumed).toBe(false);
    });
  });
}
