import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const UserRecordSchema = defineEntity({
  name: 'UserRecord',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(320).unique(),
    passwordHash: p.text().nullable(),
    googleSubject: p.string().length(255).nullable().unique(),
    emailConfirmedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type UserRecord = InferEntity<typeof UserRecordSchema>;

/** The spec's `profiles` table. */
export const ProfileRecordSchema = defineEntity({
  name: 'ProfileRecord',
  tableName: 'profiles',
  properties: {
    userId: p.uuid().primary(),
    onboardingCompleted: p.boolean().default(false),
    updatedAt: p.datetime(),
  },
});
export type ProfileRecord = InferEntity<typeof ProfileRecordSchema>;

export const RefreshSessionRecordSchema = defineEntity({
  name: 'RefreshSessionRecord',
  tableName: 'refresh_sessions',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    familyId: p.uuid(),
    tokenHash: p.string().length(128).unique(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    rotatedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
export type RefreshSessionRecord = InferEntity<typeof RefreshSessionRecordSchema>;

export const VERIFICATION_PURPOSES = ['email_confirmation', 'password_reset'] as const;

export const VerificationTokenRecordSchema = defineEntity({
  name: 'VerificationTokenRecord',
  tableName: 'verification_tokens',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    purpose: p.enum(VERIFICATION_PURPOSES),
    tokenHash: p.string().length(128).unique(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    consumedAt: p.datetime().nullable(),
  },
});
export type VerificationTokenRecord = InferEntity<typeof VerificationTokenRecordSchema>;

export const accountsEntitySchemas = [UserRecordSchema, ProfileRecordSchema, RefreshSessionRecordSchema, VerificationTokenRecordSchema];
