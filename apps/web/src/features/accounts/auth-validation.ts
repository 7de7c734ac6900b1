export interface Notice {
  title: string;
  description: string;
}

/** A failed sign-in toasts "Authentication failed" with the api's message, or "Try again." without one (a 429's "Too many attempts…" arrives as the message). */
export function authFailed(message: string | undefined): Notice {
  return { title: 'Authentication failed', description: message ?? 'Try again.' };
}
