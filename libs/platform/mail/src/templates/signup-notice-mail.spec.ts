import { describe, expect, it } from 'vitest';
import { renderSignupNoticeMail } from './signup-notice-mail';

describe('renderSignupNoticeMail', () => {
  const at = new Date('2026-06-01T12:00:00Z');

  it('names the new address and the time', () => {
    const mail = renderSignupNoticeMail({ email: 'new@example.com', at });
    expect(mail).toEqual({
      kind: 'signup-notice',
      subject: 'New sign-up: new@example.com',
      text: 'A new account was created.\n\nEmail: new@example.com\nAt: 2026-06-01T12:00:00.000Z',
    });
  });

  it('keeps the subject on one line and short', () => {
    const mail = renderSignupNoticeMail({ email: `a\r\nBcc: victim@example.com${'x'.repeat(200)}`, at });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.startsWith('New sign-up: a Bcc: victim@example.com')).toBe(true);
    expect(mail.subject.length).toBe('New sign-up: '.length + 120);
  });
});
