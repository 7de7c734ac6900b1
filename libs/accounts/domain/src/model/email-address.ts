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

export function checkPasswordPolicy(plain: string): Result<void> {
  if (plain.length < PASSWORD_MIN_LENGTH) {
    return err(new DomainError('invalid', `Password must be at least ${PASSWORD_MIN_LENGTH} characters`));
  }
  if (plain.length > PASSWORD_MAX_LENGTH) {
    return err(new DomainError('invalid', `Password must be at most ${PASSWORD_MAX_LENGTH} characters`));
  }
  return ok(undefined);
}
