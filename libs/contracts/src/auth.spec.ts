import { describe, expect, it } from 'vitest';
import { GOOGLE_ERRORS, googleErrorMessage } from './auth';

describe('googleErrorMessage', () => {
  it('shows only known texts, whatever the URL carries', () => {
    expect(googleErrorMessage('unverified_email')).toBe(GOOGLE_ERRORS.unverified_email);
    expect(googleErrorMessage('Your account is locked, call +1 555 0100')).toBe('Try again.');
    expect(googleErrorMessage('toString')).toBe('Try again.');
    expect(googleErrorMessage(null)).toBe('Try again.');
  });
});
