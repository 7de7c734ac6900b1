import { STORAGE_KEYS } from '@sidequest/contracts/browser-storage';

/**
 * The landing quiz's answers, carried through sign-up (which may continue in the tab a confirmation
 * mail opens, hence localStorage) so onboarding starts prefilled, with the quest the visitor picked there
 * (its "Start this quest") when they picked one. Kept for a day, cleared once saved.
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

interface Entry {
  answer: string;
  at: number;
  questId?: string;
}

function readEntry(now: number): Entry | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    const entry = raw ? (JSON.parse(raw) as Partial<Record<keyof Entry, unknown>>) : null;
    if (!entry || typeof entry.answer !== 'string' || typeof entry.at !== 'number' || now - entry.at > MAX_AGE_MS)
      return null;
    const questId = typeof entry.questId === 'string' ? entry.questId.slice(0, 120) : undefined;
    return { answer: entry.answer.slice(0, 500), at: entry.at, ...(questId ? { questId } : {}) };
  } catch {
    return null;
  }
}

export function recallQuizAnswer(now = Date.now()): string {
  return readEntry(now)?.answer ?? '';
}

/** The quest picked on the landing for the remembered answer (its "Start this quest"). */
export function rememberPickedQuest(questId: string, now = Date.now()): void {
  const entry = readEntry(now);
  if (!entry) return;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ ...entry, questId }));
  } catch {
    // Blocked storage: onboarding just does not preselect it.
  }
}

/** The quest picked on the landing, once: reading it lets it go (the answer stays until saved). */
export function takePickedQuest(now = Date.now()): string | null {
  const entry = readEntry(now);
  if (!entry?.questId) return null;
  const { questId, ...rest } = entry;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(rest));
  } catch {
    // Nothing to let go of.
  }
  return questId;
}

export function forgetQuizAnswer(): void {
  try {
    globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
