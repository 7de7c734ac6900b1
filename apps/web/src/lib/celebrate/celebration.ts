/**
 * When to celebrate: only when something grew because of what the person just did. Nothing here fires on a
 * page load (there is no "before"), on an undo, or when a count stayed the same; a missed day takes nothing away.
 */

/** The streak (weeks in a row) after a check-in, against the one before it: the message, or null when it did not grow. */
export function streakCelebration(before: number | undefined, after: number, changed = true): string | null {
  if (!changed || before === undefined || after <= before) return null;
  return `Streak up: ${after} ${after === 1 ? 'week' : 'weeks'} in a row!`;
}

/**
 * A milestone ticked (not reopened) that was not done before. The last one finishes the quest, which has its
 * own celebration, so this one stays quiet then.
 */
export function milestoneCelebration(
  completedBefore: readonly number[],
  index: number,
  completed: boolean,
  total: number,
): string | null {
  if (!completed || completedBefore.includes(index)) return null;
  const done = new Set([...completedBefore.filter((i) => i >= 0 && i < total), index]);
  return done.size >= total ? null : `Milestone reached: ${done.size} of ${total}!`;
}

/** The quest went from not finished to finished, on the same quest. */
export function questCelebration(
  before: { questId: string; done: boolean } | null,
  after: { questId: string; done: boolean },
): string | null {
  return before && before.questId === after.questId && !before.done && after.done ? 'Quest complete!' : null;
}

/**
 * A reminder mail's "Done for today" link that checked today in just now: its page celebrates. A day that was
 * already checked in (on the dashboard, say) is said done, not celebrated again; other links never are.
 */
export function reminderCheckInCelebration(result: { action: string; checked_in: boolean }): string | null {
  return result.action === 'done' && result.checked_in ? 'Checked in: today counts toward your streak!' : null;
}
