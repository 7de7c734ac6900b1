import { Profile, RefreshSession, User, VerificationToken } from '@sidequest/accounts-domain';
import type { ProfileRecord, RefreshSessionRecord, UserRecord, VerificationTokenRecord } from './accounts.schemas';

/** Records reach the domain only through these; the domain never sees an ORM type. */
export const userMapper = {
  toDomain: (r: UserRecord): User =>
    User.restore({
      id: r.id,
      email: r.email,
      passwordHash: r.passwordHash ?? null,
      googleSubject: r.googleSubject ?? null,
      emailConfirmedAt: r.emailConfirmedAt ?? null,
      createdAt: r.createdAt,
    }),
  toRecord: (user: User): UserRecord => user.snapshot(),
};

export const profileMapper = {
  toDomain: (r: ProfileRecord): Profile =>
    Profile.restore({ userId: r.userId, onboardingCompleted: r.onboardingCompleted, updatedAt: r.updatedAt }),
  toRecord: (profile: Profile): ProfileRecord => profile.snapshot(),
};

export const refreshSessionMapper = {
  toDomain: (r: RefreshSessionRecord): RefreshSession =>
    RefreshSession.restore({
      id: r.id,
      userId: r.userId,
      familyId: r.familyId,
      familyStartedAt: r.familyStartedAt,
      tokenHash: r.tokenHash,
      successorSalt: r.successorSalt,
      createdAt: r.createdAt,
      expiresAt: r.expiresAt,
      rotatedAt: r.rotatedAt ?? null,
      revokedAt: r.revokedAt ?? null,
      userAgent: r.userAgent ?? null,
    }),
  toRecord: (session: RefreshSession): RefreshSessionRecord => session.snapshot(),
};

export const verificationTokenMapper = {
  toDomain: (r: VerificationTokenRecord): VerificationToken =>
    VerificationToken.restore({
      id: r.id,
      userId: r.userId,
      purpose: r.purpose,
      tokenHash: r.tokenHash,
      createdAt: r.createdAt,
      expiresAt: r.expiresAt,
      consumedAt: r.consumedAt ?? null,
      browserKeyHash: r.browserKeyHash ?? null,
    }),
  toRecord: (token: VerificationToken): VerificationTokenRecord => token.snapshot(),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from tokens and links; a malformed one simply matches nothing. */
export const isUuid = (value: string): boolean => UUID.test(value);
