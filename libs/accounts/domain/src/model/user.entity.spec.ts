import { describe, expect, it } from 'vitest';
import { User } from './user.entity';

const now = new Date('2026-03-01T09:00:00Z');

describe('User', () => {
  it('registers unconfirmed with a normalized address', () => {
    const user = User.register({ id: 'u1', email: ' Ada@Example.COM ', passwordHash: 'h', now });
    expect(user.email).toBe('ada@example.com');
    expect(user.isEmailConfirmed).toBe(false);
    user.confirmEmail(now);
    expect(user.isEmailConfirmed).toBe(true);
  });

  it('counts a Google-created account as confirmed, without a password', () => {
    const user = User.registerWithGoogle({ id: 'u1', email: 'ada@example.com', googleSubject: 'g1', now });
    expect(user.isEmailConfirmed).toBe(true);
    expect(user.passwordHash).toBeNull();
  });

  it('links one Google identity, which also confirms the address', () => {
    const user = User.register({ id: 'u1', email: 'ada@example.com', passwordHash: 'h', now });
    expect(user.linkGoogle('g1', now).ok).toBe(true);
    expect(user.isEmailConfirmed).toBe(true);
    expect(user.linkGoogle('g1', now).ok).toBe(true);
    const other = user.linkGoogle('g2', now);
    expect(!other.ok && other.error.kind).toBe('conflict');
    expect(user.googleSubject).toBe('g1');
  });
});
