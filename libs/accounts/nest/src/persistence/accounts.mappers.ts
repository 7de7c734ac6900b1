import { Profile, RefreshSession, User, VerificationToken } from '@sidequest/accounts-domain';
import { propsMapper } from '@sidequest/platform-db';
import type { ProfileRecord, RefreshSessionRecord, UserRecord, VerificationTokenRecord } from './accounts.schemas';

/** Records reach the domain only through these; the domain never sees an ORM type. */
export const userMapper = propsMapper<UserRecord, User>(User.restore);
export const profileMapper = propsMapper<ProfileRecord, Profile>(Profile.restore);
export const refreshSessionMapper = propsMapper<RefreshSessionRecord, RefreshSession>(RefreshSession.restore);
export const verificationTokenMapper = propsMapper<VerificationTokenRecord, VerificationToken>(
  VerificationToken.restore,
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from tokens and links; a malformed one simply matches nothing. */
export const isUuid = (value: string): boolean => UUID.test(value);
