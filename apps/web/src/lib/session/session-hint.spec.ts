import { describe, expect, it } from 'vitest';
import { initialAuthStatus, sessionHintCookie } from './session-hint';

describe('session hint', () => {
  // A public screen starts signed out only when the browser never had a session. Google and the
  // confirmation link land on /onboarding, a protected screen: those always wait for the answer.
  it.each([
    { cookies: '', screen: 'public', status: 'signed-out' },
    { cookies: 'sidebar_state=false', screen: 'public', status: 'signed-out' },
    { cookies: 'sq_session=1', screen: 'public', status: 'unknown' },
    { cookies: '', screen: 'protected', status: 'unknown' },
  ] as const)('starts with cookies "$cookies" on a $screen screen as $status', ({ cookies, screen, status }) => {
    expect(initialAuthStatus(cookies, screen === 'protected')).toBe(status);
  });

  it('is set for a month while signed in and removed on sign-out', () => {
    expect(sessionHintCookie(true)).toContain('sq_session=1');
    expect(sessionHintCookie(true)).toContain('max-age=2592000');
    expect(sessionHintCookie(false)).toContain('max-age=0');
  });
});
