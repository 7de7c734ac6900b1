import { describe, expect, it } from 'vitest';
import { postAuthRoute } from './post-auth-route';

const me = (onboarding_completed: boolean) => ({
  user: { id: 'u', email: 'e@x.io' },
  profile: { onboarding_completed },
});

describe('postAuthRoute', () => {
  it('keeps visitors without a session where they are', () => {
    expect(postAuthRoute({ status: 'signed-out' })).toBe('stay');
  });

  it('waits while the session or the profile is still loading', () => {
    expect(postAuthRoute({ status: 'unknown' })).toBe('wait');
    expect(postAuthRoute({ status: 'signed-in' })).toBe('wait');
  });

  it('sends users who have not finished onboarding to /onboarding and the others to /dashboard', () => {
    expect(postAuthRoute({ status: 'signed-in', me: me(false) })).toBe('/onboarding');
    expect(postAuthRoute({ status: 'signed-in', me: me(true) })).toBe('/dashboard');
  });

  it('treats a failed profile check like a missing profile', () => {
    expect(postAuthRoute({ status: 'signed-in', failed: true })).toBe('/onboarding');
  });
});
