import { describe, expect, it } from 'vitest';
import {
  authNotice,
  ChangePasswordForm,
  ForgotPasswordForm,
  LoginForm,
  ResetPasswordForm,
  SignupForm,
} from './auth-forms';

const firstNotice = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : authNotice(result.error?.issues[0]?.message ?? '');

describe('auth form schemas', () => {
  it('ask for both email and password in either mode, before anything else', () => {
    const missing = { title: 'Missing information', description: 'Please enter email and password.' };
    expect(firstNotice(LoginForm.safeParse({ email: '  ', password: 'secret123' }))).toEqual(missing);
    expect(
      firstNotice(SignupForm.safeParse({ email: 'hero@example.com', password: '', confirmPassword: 'x' })),
    ).toEqual(missing);
  });

  it('compare the confirmation on sign-up only, and leave length rules to the api', () => {
    expect(
      firstNotice(
        SignupForm.safeParse({ email: 'hero@example.com', password: 'secret123', confirmPassword: 'secret124' }),
      ),
    ).toEqual({
      title: "Passwords don't match",
      description: 'Please make sure both passwords are the same.',
    });
    expect(LoginForm.safeParse({ email: 'hero@example.com', password: 'x' }).success).toBe(true);
    expect(SignupForm.safeParse({ email: 'hero@example.com', password: 'x', confirmPassword: 'x' }).success).toBe(true);
  });

  it('word the recovery forms as the spec does', () => {
    expect(firstNotice(ForgotPasswordForm.safeParse({ email: ' ' }))?.description).toBe('Please enter your email.');
    expect(firstNotice(ResetPasswordForm.safeParse({ password: '', confirmPassword: '' }))?.description).toBe(
      'Please enter and confirm your new password.',
    );
    expect(firstNotice(ResetPasswordForm.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgx' }))?.title).toBe(
      "Passwords don't match",
    );
    expect(ResetPasswordForm.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }).success).toBe(true);
  });

  it('ask for the current password and the new one twice before changing it', () => {
    const filled = { currentPassword: 'old secret', newPassword: 'new secret 1', confirmPassword: 'new secret 1' };
    expect(ChangePasswordForm.safeParse(filled).success).toBe(true);
    expect(firstNotice(ChangePasswordForm.safeParse({ ...filled, currentPassword: '' }))?.description).toBe(
      'Please enter your current password, then the new one twice.',
    );
    expect(firstNotice(ChangePasswordForm.safeParse({ ...filled, confirmPassword: 'new secret 2' }))?.title).toBe(
      "Passwords don't match",
    );
  });
});
