import { STORAGE_KEYS } from '@sidequest/contracts/browser-storage';

/**
 * The landing quiz's answers, carried through sign-up (which may continue in the tab a confirmation
 * mail opens, hence localStorage) so onboarding starts prefilled. Kept for a day, cleared once saved.
 */
const KEY = STORAGE_KEYS.quizAnswers;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function rememberQuizAnswer(answer: string, now = Date.now()): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ answer, at: now }));
  } catch {
    // Blocked storage: onboarding just starts empty.
  }
}

export function recallQuizAnswer(now = Date.now()): string {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    const entry = raw ? (JSON.parse(raw) as { answer?: unknown; at?: unknown }) : null;
    if (!entry || typeof entry.answer !== 'string' || typeof entry.at !== 'number' || now - entry.at > MAX_AGE_MS)
      return '';
    return entry.answer.slice(0, 500);
  } catch {
    return '';
  }
}

export function forgetQuizAnswer(): void {
  try {
    globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
