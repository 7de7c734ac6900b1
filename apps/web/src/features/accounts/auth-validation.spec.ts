import { describe, expect, it } from 'vitest';
import { authModeFrom, authSearchFor, inboxAddressFrom } from './auth-mode';
import { authFailed } from './auth-validation';

describe('authFailed', () => {
  it("shows the server's message, else Try again.", () => {
    expect(authFailed('Too many attempts. Try again in 30 seconds.').description).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
    expect(authFailed(undefined)).toEqual({ title: 'Authentication failed', description: 'Try again.' });
  });
});

describe('auth mode', () => {
  it('defaults to sign-up and reads the other modes from the query', () => {
    expect(authModeFrom(new URLSearchParams(''))).toBe('signup');
    expect(authModeFrom(new URLSearchParams('mode=nonsense'))).toBe('signup');
    expect(authModeFrom(new URLSearchParams('mode=login'))).toBe('login');
    expect(authModeFrom(new URLSearchParams('mode=reset&token=abc'))).toBe('reset');
    expect(authSearchFor('signup')).toBe('');
    expect(authSearchFor('forgot')).toBe('?mode=forgot');
    expect(authModeFrom(new URLSearchParams('mode=inbox'))).toBe('inbox');
  });

  it('reads the check-your-inbox address from the history entry only', () => {
    expect(inboxAddressFrom({ inbox: 'ada@example.com' })).toBe('ada@example.com');
    expect(inboxAddressFrom(null)).toBeNull();
    expect(inboxAddressFrom({ inbox: 42 })).toBeNull();
    expect(inboxAddressFrom({ signedOut: true })).toBeNull();
  });
});
