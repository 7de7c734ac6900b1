import { STORAGE_KEYS } from '@sidequest/contracts/browser-storage';
import { cleanAnswers, type Answers } from './score';

/**
 * The profiler's answers in sessionStorage: a person can stop and resume in the same tab, nothing outlives it,
 * and sign-out clears it with every other `sq.` key.
 */
const KEY = STORAGE_KEYS.interestAnswers;

export function loadAnswers(): Answers {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    return raw ? cleanAnswers(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

export function saveAnswers(answers: Answers): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(answers));
  } catch {
    // Blocked storage: the answers last as long as the page.
  }
}

export function clearAnswers(): void {
  try {
    globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
