import { p, type InferEntity } from '@mikro-orm/core';
import { cascadingParentId, defineTable } from '@sidequest/platform-db';

/** `user_id` as the migrations declare it: a plain id in code, a cascading foreign key in the database. */
const ownedByUser = (table: string) => cascadingParentId(UserRecordSchema, table, 'user_id');

export const UserRecordSchema = defineTable({
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

/** The `profiles` table: one row per user, its onboarding flag. */
export const ProfileRecordSchema = defineTable({
  tableName: 'profiles',
  properties: {
    userId: ownedByUser('profiles').primary(),
    onboardingCompleted: p.boolean().default(false),
    updatedAt: p.datetime(),
  },
});
export type ProfileRecord = InferEntity<typeof ProfileRecordSchema>;

export const RefreshSessionRecordSchema = defineTable({
  tableName: 'refresh_sessions',
  indexes: [
    { name: 'refresh_sessions_family_idx', properties: ['familyId'] },
    { name: 'refresh_sessions_user_idx', properties: ['userId'] },
  ],
  properties: {
    id: p.uuid().primary(),
    userId: ownedByUser('refresh_sessions'),
    familyId: p.uuid(),
    familyStartedAt: p.datetime(),
    tokenHash: p.string().length(128).unique(),
    successorSalt: p.string().length(128),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    rotatedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    userAgent: p.string().length(200).nullable(),
  },
});
export type RefreshSessionRecord = InferEntity<typeof RefreshSessionRecordSchema>;

export const VERIFICATION_PURPOSES = ['email_confirmation', 'password_reset'] as const;

export const VerificationTokenRecordSchema = defineTable({
  tableName: 'verification_tokens',
  indexes: [{ name: 'verification_tokens_user_idx', properties: ['userId'] }],
  properties: {
    id: p.uuid().primary(),
    userId: ownedByUser('verification_tokens'),
    purpose: p.enum(VERIFICATION_PURPOSES),
    tokenHash: p.string().length(128).unique(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    consumedAt: p.datetime().nullable(),
    browserKeyHash: p.string().length(128).nullable(),
  },
});
export type VerificationTokenRecord = InferEntity<typeof VerificationTokenRecordSchema>;

export const accountsEntitySchemas = [
  UserRecordSchema,
  ProfileRecordSchema,
  RefreshSessionRecordSchema,
  VerificationTokenRecordSchema,
];
