import { z } from 'zod';

/**
 * The auth screens' own checks: what the browser asks before it calls the api. Messages are
 * notice codes; AUTH_NOTICES gives each its toast title and description. Length and format rules stay
 * with the api bodies (SignupBody, LoginBody), which answer with their own messages.
 */
export const AUTH_NOTICES = {
  missing_credentials: { title: 'Missing information', description: 'Please enter email and password.' },
  missing_email: { title: 'Missing information', description: 'Please enter your email.' },
  missing_new_password: { title: 'Missing information', description: 'Please enter and confirm your new password.' },
  passwords_differ: { title: "Passwords don't match", description: 'Please make sure both passwords are the same.' },
  missing_passwords: {
    title: 'Missing information',
    description: 'Please enter your current password, then the new one twice.',
  },
} as const;
export type AuthNoticeCode = keyof typeof AUTH_NOTICES;

const required = (code: AuthNoticeCode) => z.string().trim().min(1, code);
const requiredSecret = (code: AuthNoticeCode) => z.string().min(1, code);

export const LoginForm = z.object({
  email: required('missing_credentials'),
  password: requiredSecret('missing_credentials'),
});
export type LoginForm = z.infer<typeof LoginForm>;

/** The confirmation is compared only once both fields are filled (missing information comes first). */
export const SignupForm = LoginForm.extend({ confirmPassword: z.string() }).refine(
  (v) => v.password === v.confirmPassword,
  {
    message: 'passwords_differ' satisfies AuthNoticeCode,
    path: ['confirmPassword'],
  },
);
export type SignupForm = z.infer<typeof SignupForm>;

export const ForgotPasswordForm = z.object({ email: required('missing_email') });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;

export const ResetPasswordForm = z
  .object({ password: requiredSecret('missing_new_password'), confirmPassword: requiredSecret('missing_new_password') })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'passwords_differ' satisfies AuthNoticeCode,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/** The account page's "Change password": the current password, and the new one twice. */
export const ChangePasswordForm = z
  .object({
    currentPassword: requiredSecret('missing_passwords'),
    newPassword: requiredSecret('missing_passwords'),
    confirmPassword: requiredSecret('missing_passwords'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'passwords_differ' satisfies AuthNoticeCode,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

/** A notice for a code from these schemas; an unknown message is shown as it is. */
export function authNotice(message: string): { title: string; description?: string } {
  return Object.hasOwn(AUTH_NOTICES, message) ? AUTH_NOTICES[message as AuthNoticeCode] : { title: message };
}
