import { describe, expect, it } from 'vitest';
import { AccountExport, DELETE_CONFIRM_MISMATCH, DeleteAccountBody, EMPTY_EXPORT_SECTIONS } from './account-data';
import { FEEDBACK_FIELDS, FeedbackFields } from './feedback';

describe('feedback contract', () => {
  it('trims the text and keeps the page; the sender is not a field', () => {
    const parsed = FeedbackFields.parse({
      [FEEDBACK_FIELDS.text]: '  Nice  ',
      page: '/dashboard',
      email: 'spoof@example.com',
    });
    expect(parsed).toEqual({ feedback: 'Nice', page: '/dashboard' });
  });

  it('allows 5,000 characters after trimming', () => {
    expect(FeedbackFields.safeParse({ feedback: ` ${'x'.repeat(5000)} ` }).success).toBe(true);
    expect(FeedbackFields.safeParse({ feedback: 'x'.repeat(5001) }).error?.issues[0].message).toBe(
      'Feedback must be at most 5,000 characters',
    );
  });
});

describe('account data contracts', () => {
  it('needs the typed confirmation; the password is optional for Google-only accounts', () => {
    expect(DeleteAccountBody.parse({ confirm: ' a@example.com ' })).toEqual({ confirm: 'a@example.com' });
    expect(DeleteAccountBody.safeParse({ password: 'secret' }).success).toBe(false);
    expect(DeleteAccountBody.safeParse({ confirm: '  ' }).error?.issues[0].message).toBe(DELETE_CONFIRM_MISMATCH);
  });

  it('describes an export of a fresh account', () => {
    const at = '2026-06-01T12:00:00.000Z';
    const fresh = {
      format: 'sidequest-export/1',
      exported_at: at,
      account: {
        id: 'u1',
        email: 'a@example.com',
        created_at: at,
        email_confirmed: true,
        sign_in_methods: ['password'],
      },
      profile: { onboarding_completed: false },
      ...EMPTY_EXPORT_SECTIONS,
    };
    expect(AccountExport.parse(fresh)).toEqual(fresh);
    expect(AccountExport.safeParse({ ...fresh, support_messages: undefined }).success).toBe(false);
    expect(
      AccountExport.safeParse({
        ...fresh,
        sessions: [
          { started_at: at, last_used_at: at, expires_at: at, revoked_at: null, user_agent: 'Firefox', token: 'x' },
        ],
      }).data?.sessions[0],
    ).not.toHaveProperty('token');
  });
});
