export interface Notice {
  title: string;
  description: string;
}

/** Spec 8: "Authentication failed / message or Try again." (a 429's "Too many attempts…" arrives as the message). */
export function authFailed(message: string | undefined): Notice {
  return { title: 'Authentication failed', description: message ?? 'Try again.' };
}
