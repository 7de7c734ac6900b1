import { STORAGE_KEYS } from '@sidequest/contracts/browser-storage';
import { cleanAnswers, type Answers } from './score';

/**
 * The profiler's answers in sessionStorage: a person can stop and resume in the same tab, nothing outlives it,
 * and sign-out clears it with every other `sq.` key. Stored as `{ answers, updatedAt }` (when they last
 * answered, so a signed-in person's newer copy wins over their account's, and the other way round); an older
 * tab's plain answers object still reads, as answered at no known time.
 */
const KEY = STORAGE_KEYS.interestAnswers;

export interface TabAnswers {
  answers: Answers;
  /** Epoch milliseconds of the last answer in this tab; 0 when unknown. */
  updatedAt: number;
}

export function loadTabAnswers(): TabAnswers {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return { answers: {}, updatedAt: 0 };
    const parsed = JSON.parse(raw) as unknown;
    if (parsed && typeof parsed === 'object' && 'answers' in parsed) {
      const { answers, updatedAt } = parsed as { answers: unknown; updatedAt?: unknown };
      return {
        answers: cleanAnswers(answers),
        updatedAt: typeof updatedAt === 'number' && Number.isFinite(updatedAt) ? updatedAt : 0,
      };
    }
    return { answers: cleanAnswers(parsed), updatedAt: 0 };
  } catch {
    return { answers: {}, updatedAt: 0 };
  }
}

export const loadAnswers = (): Answers => loadTabAnswers().answers;

export function saveAnswers(answers: Answers, updatedAt: number): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify({ answers, updatedAt }));
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

/**
 * Which copy a signed-in person resumes from: the newer of this tab's and their account's. Equal or unknown
 * times keep the one with more answers (this tab's on a tie), so nothing typed here is dropped for an older save.
 */
export function newerAnswers(
  tab: TabAnswers,
  account: { answers: Answers; updatedAt: number } | null,
): TabAnswers & { from: 'tab' | 'account' } {
  if (!account) return { ...tab, from: 'tab' };
  const count = (a: Answers) => Object.keys(a).length;
  if (count(tab.answers) === 0) return { ...account, from: 'account' };
  if (tab.updatedAt === account.updatedAt || tab.updatedAt === 0)
    return count(account.answers) > count(tab.answers) ? { ...account, from: 'account' } : { ...tab, from: 'tab' };
  return account.updatedAt > tab.updatedAt ? { ...account, from: 'account' } : { ...tab, from: 'tab' };
}
