import type { AuthMode } from './auth-mode';

export interface Notice {
  title: string;
  description: string;
}

export interface CredentialValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export const MISSING_INFORMATION: Notice = { title: 'Missing information', description: 'Please enter email and password.' };
export const PASSWORDS_DONT_MATCH: Notice = { title: "Passwords don't match", description: 'Please make sure both passwords are the same.' };

/** Spec 5 (Auth): email and password are required; on sign-up the confirmation must match. No length rules here. */
export function credentialsProblem(mode: Extract<AuthMode, 'login' | 'signup'>, values: CredentialValues): Notice | null {
  if (!values.email.trim() || !values.password) return MISSING_INFORMATION;
  if (mode === 'signup' && values.password !== values.confirmPassword) return PASSWORDS_DONT_MATCH;
  return null;
}

export function newPasswordProblem(password: string, confirmPassword: string): Notice | null {
  if (!password || !confirmPassword) return { title: 'Missing information', description: 'Please enter and confirm your new password.' };
  if (password !== confirmPassword) return PASSWORDS_DONT_MATCH;
  return null;
}

/** Spec 8: "Authentication failed / message or Try again." (a 429's "Too many attempts…" arrives as the message). */
export function authFailed(message: string | undefined): Notice {
  return { title: 'Authentication failed', description: message ?? 'Try again.' };
}
