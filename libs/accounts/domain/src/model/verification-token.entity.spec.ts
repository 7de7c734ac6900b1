import { describe, expect, it } from 'vitest';
import { VerificationToken } from './verification-token.entity';

const now = new Date('2026-03-01T09:00:00Z');
const issue = (purpose: 'password_reset' | 'email_confirmation') =>
  VerificationToken.issue({ id: 't1', userId: 'u1', purpose, tokenHash: 'h', now });

describe('VerificationToken', () => {
  it('is consumed once', () => {
    const token = issue('password_reset');
    expect(token.consume('password_reset', now).ok).toBe(true);
    const again = token.consume('password_reset', now);
    expect(again.ok).toBe(false);
    if (!again.ok)
      expect(again.error).toMatchObject({ kind: 'invalid', message: expect.stringMatching(/reset link is invalid/) });
  });

  it('expires a reset after one hour', () => {
    expect(issue('password_reset').consume('password_reset', new Date(now.getTime() + 59 * 60_000)).ok).toBe(true);
    expect(issue('password_reset').consume('password_reset', new Date(now.getTime() + 60 * 60_000)).ok).toBe(false);
  });

  it('is only good for its own purpose', () => {
    expect(issue('email_confirmation').consume('password_reset', now).ok).toBe(false);
  });
});
