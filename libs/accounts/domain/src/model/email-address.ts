import { DomainError, err, ok, type Result } from '@sidequest/kernel';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Addresses are compared case-insensitively, so they are stored lower-cased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function parseEmail(raw: string): Result<string> {
  const email = normalizeEmail(raw);
  if (!EMAIL_SHAPE.test(email) || email.length > 255) {
    return err(new DomainError('invalid', 'Enter a valid email address'));
  }
  return ok(email);
}

/** The list of passwords too common to accept (the 10,000 most common; see accounts-nest common-passwords.ts). */
export interface CommonPasswords {
  isCommon(plain: string): boolean;
}

export const TOO_COMMON_PASSWORD =
  'This password is one of the most common ones and easy to guess. Please choose another.';

/** Length bounds, and not one of the most common passwords when a list is given. */
export function checkPasswordPolicy(plain: string, common?: CommonPasswords): Result<void> {
  if (plain.length < PASSWORD_MIN_LENGTH) {
    return err(new DomainError('invalid', `Password must be at least ${PASSWORD_MIN_LENGTH} characters`));
  }
  if (plain.length > PASSWORD_MAX_LENGTH) {
    return err(new DomainError('invalid', `Password must be at most ${PASSWORD_MAX_LENGTH} characters`));
  }
  if (common?.isCommon(plain)) return err(new DomainError('invalid', TOO_COMMON_PASSWORD));
  return ok(undefined);
}
