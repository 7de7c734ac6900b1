import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .email('Enter a valid email address')
  .max(255, 'Email must be less than 255 characters');

export const SignupBody = z.object({
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
});
export type SignupBody = z.infer<typeof SignupBody>;

export const LoginBody = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const ForgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** POST /api/auth/confirm/resend: "Send again" on the check-your-inbox screen. */
export const ResendConfirmationBody = z.object({ email });
export type ResendConfirmationBody = z.infer<typeof ResendConfirmationBody>;

export const ResetPasswordBody = z.object({
  token: z.string().min(10, 'The reset link is incomplete').max(200),
  password: SignupBody.shape.password,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** POST /api/auth/password/change, signed in. */
export const ChangePasswordBody = z.object({
  current_password: z.string().min(1, 'Enter your current password').max(200),
  new_password: SignupBody.shape.password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const SessionUser = z.object({ id: z.string(), email: z.string() });
export type SessionUser = z.infer<typeof SessionUser>;

/** A signed-in session as the api returns it; the refresh token never leaves its httpOnly cookie. */
export const Session = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  user: SessionUser,
});
export type Session = z.infer<typeof Session>;

export const Me = z.object({
  user: SessionUser,
  profile: z.object({ onboarding_completed: z.boolean() }),
});
export type Me = z.infer<typeof Me>;

export const AuthProviders = z.object({ google: z.boolean(), googleSetupHint: z.string().optional() });
export type AuthProviders = z.infer<typeof AuthProviders>;

export const ConfirmationRequired = z.object({ status: z.literal('confirmation_required') });
export type ConfirmationRequired = z.infer<typeof ConfirmationRequired>;

/** Sign-up answers 201 with this, or with a Session when e-mail confirmation is switched off. */
export const SignupResult = z.union([ConfirmationRequired, Session]);
export type SignupResult = z.infer<typeof SignupResult>;

/** Why a Google sign-in came back to /auth (`?google_error=<code>`); the web app shows only these texts. */
export const GOOGLE_ERRORS = {
  incomplete: 'Google sign-in did not complete. Please try again.',
  unverified_email:
    'Your Google email address is not verified. Verify it with Google, or sign in with your email and password.',
  no_email: 'Google did not share an email address.',
  already_linked: 'This account is already linked to another Google account.',
  failed: 'Try again.',
} as const;
export type GoogleErrorCode = keyof typeof GOOGLE_ERRORS;
export const googleErrorMessage = (code: string | null): string =>
  code && Object.hasOwn(GOOGLE_ERRORS, code) ? GOOGLE_ERRORS[code as GoogleErrorCode] : GOOGLE_ERRORS.failed;
