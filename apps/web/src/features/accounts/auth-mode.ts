export type AuthMode = 'signup' | 'login' | 'forgot' | 'reset' | 'inbox';

/** What the check-your-inbox screen (`/auth?mode=inbox`) reads from the history entry: the address, kept out of the URL. */
export interface InboxState {
  inbox: string;
}

/** The address a sign-up just mailed, if this history entry is the check-your-inbox screen's. */
export function inboxAddressFrom(state: unknown): string | null {
  const inbox = (state as Partial<InboxState> | null)?.inbox;
  return typeof inbox === 'string' && inbox.includes('@') ? inbox : null;
}

/** The mode lives in the query so the reset mail can link to `/auth?mode=reset&token=…`; sign-up is the default. */
export function authModeFrom(params: URLSearchParams): AuthMode {
  const mode = params.get('mode');
  return mode === 'login' || mode === 'forgot' || mode === 'reset' || mode === 'inbox' ? mode : 'signup';
}

/** The query for a mode, keeping nothing else (a used reset token or a shown notice should not linger). */
export function authSearchFor(mode: AuthMode): string {
  return mode === 'signup' ? '' : `?mode=${mode}`;
}

export const AUTH_TITLES: Record<AuthMode, { title: string; lead: string }> = {
  signup: { title: 'Create account', lead: 'Join SideQuest and turn the careers you are curious about into quests.' },
  login: { title: 'Sign in', lead: 'Welcome back, adventurer. Your quests are waiting.' },
  forgot: { title: 'Forgot password', lead: 'Enter your email and we will send you a link to choose a new password.' },
  reset: { title: 'Choose a new password', lead: 'Pick a new password of at least 8 characters.' },
  inbox: { title: 'Check your inbox', lead: 'We sent a confirmation link to' },
};
