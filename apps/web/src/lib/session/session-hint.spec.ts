import { describe, expect, it } from 'vitest';
import { initialAuthStatus, sessionHintCookie } from './session-hint';

describe('session hint', () => {
  it('lets a public screen start signed out only when the browser never had a session', () => {
    expect(initialAuthStatus('', false)).toBe('signed-out');
    expect(initialAuthStatus('sidebar_state=false', false)).toBe('signed-out');
    expect(initialAuthStatus('sq_session=1', false)).toBe('unknown');
    // Google and the confirmation link land on /onboarding: those always wait for the answer.
    expect(initialAuthStatus('', true)).toBe('unknown');
  });

  it('is set for a month while signed in and removed on sign-out', () => {
    expect(sessionHintCookie(true)).toContain('sq_session=1');
    expect(sessionHintCookie(true)).toContain('max-age=2592000');
    expect(sessionHintCookie(false)).toContain('max-age=0');
  });
});
