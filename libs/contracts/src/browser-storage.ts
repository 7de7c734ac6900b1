/**
 * No zod here: the web's first script imports this file alone (@sidequest/contracts/browser-storage)
 * and stays within the landing budget. Every cookie and browser-storage key SideQuest sets, in one place: the code that sets them reads
 * the names from here, and the privacy policy names each one (apps/web policy-storage.spec.ts checks it).
 */
export const COOKIES = {
  /** httpOnly refresh token, path /api/auth; lives as long as the refresh session (30 days at most). */
  refresh: 'sq_refresh',
  /** Readable "this browser had a session" hint, no secret; 30 days, cleared on sign-out. */
  sessionHint: 'sq_session',
  /** httpOnly key of the browser that signed up, path /api/auth/confirm: only it is signed in by the confirmation link; 1 hour, cleared on use. */
  signup: 'sq_signup',
  /** httpOnly Google sign-in state; 10 minutes, cleared when Google answers. */
  oauthState: 'sq_oauth_state',
  /** Whether the sidebar is open; 7 days. */
  sidebar: 'sidebar_state',
} as const;

/** localStorage keys. Per-user keys end in the user id (and quest id); all start with `sq.`. */
export const STORAGE_KEYS = {
  /** `sq.plan.<userId>.<questId>`: a copy of a quest plan so it shows before the server answers. */
  planPrefix: 'sq.plan.',
  /** `sq.current-quest.<userId>`: which quest the dashboard showed last. */
  currentQuestPrefix: 'sq.current-quest.',
  /** The landing quiz answer carried through sign-up; one day, cleared once saved. */
  quizAnswers: 'sq.quiz-answers',
  /** sessionStorage: the interest profiler's answers, so it can be resumed in this tab; gone when the tab closes. */
  interestAnswers: 'sq.interest-answers',
  /** 'light' or 'dark' when the person chose a theme in the user menu. Per device, so it keeps through sign-out (no `sq.` prefix). */
  theme: 'sq-theme',
} as const;

/**
 * Keys that libraries write on their own (not our call sites), named in the privacy policy too; the
 * browser journeys read storage afterwards and fail on any key that is neither here nor ours.
 */
export const LIBRARY_STORAGE_KEYS = {
  /** sessionStorage: React Router's <ScrollRestoration>, each visited page's scroll position in this tab. */
  scrollPositions: 'react-router-scroll-positions',
} as const;

/** What sign-out and deletion remove from localStorage and sessionStorage: every key we set. */
export const OWN_STORAGE_PREFIX = 'sq.';
