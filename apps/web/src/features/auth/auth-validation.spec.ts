import { describe, expect, it } from 'vitest';
import { authModeFrom, authSearchFor } from './auth-mode';
import { authFailed, credentialsProblem, newPasswordProblem } from './auth-validation';

const values = (email: string, password: string, confirmPassword = password) => ({ email, password, confirmPassword });

describe('credentialsProblem', () => {
  it('asks for both email and password in either mode', () => {
    for (const mode of ['login', 'signup'] as const) {
      expect(credentialsProblem(mode, values('  ', 'secret123'))).toEqual({ title: 'Missing information', description: 'Please enter email and password.' });
      expect(credentialsProblem(mode, values('hero@example.com', ''))?.title).toBe('Missing information');
    }
  });

  it('checks the confirmation on sign-up only', () => {
    expect(credentialsProblem('signup', values('hero@example.com', 'secret123', 'secret124'))).toEqual({
      title: "Passwords don't match",
      description: 'Please make sure both passwords are the same.',
    });
    expect(credentialsProblem('login', values('hero@example.com', 'secret123', ''))).toBeNull();
    expect(credentialsProblem('signup', values('hero@example.com', 'secret123'))).toBeNull();
  });

  it('leaves length rules to the server', () => {
    expect(credentialsProblem('signup', values('hero@example.com', 'x'))).toBeNull();
  });
});

describe('newPasswordProblem', () => {
  it('needs both fields, and equal', () => {
    expect(newPasswordProblem('', '')?.title).toBe('Missing information');
    expect(newPasswordProblem('abcdefgh', 'abcdefgx')?.title).toBe("Passwords don't match");
    expect(newPasswordProblem('abcdefgh', 'abcdefgh')).toBeNull();
  });
});

describe('authFailed', () => {
  it("shows the server's message, else Try again.", () => {
    expect(authFailed('Too many attempts. Try again in 30 seconds.').description).toBe('Too many attempts. Try again in 30 seconds.');
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
  });
});
