import type { PersonMailContent } from '@sidequest/platform-mail';

/** The three links a reminder carries, each a signed single-use token. */
export interface ReminderMailLinks {
  done: string;
  unsubscribe: string;
  resume: string;
}

/** What a reminder says: the quest, today's step (Next up), Done for today, and (the 7th) that reminders pause. */
export function reminderMailContent(
  input: { questTitle: string; nextMilestone: string | null; pausesNow: boolean },
  links: ReminderMailLinks,
): { subject: string; content: PersonMailContent } {
  // "Next up" is today's step (the plan's day after the days checked in); its own full stop is not doubled.
  const next = input.nextMilestone?.trim().replace(/[.!?]+$/, '');
  const step = next ? `Next up: ${next}.` : 'Every milestone is ticked: keep going.';
  const links_: { before: string; label: string; url: string }[] = [];
  if (input.pausesNow)
    links_.push({
      before: 'This is the 7th reminder in a row without a check-in, so reminders pause now.',
      label: 'Keep reminding me',
      url: links.resume,
    });
  links_.push({ before: 'No more reminders?', label: 'Turn reminders off', url: links.unsubscribe });
  return {
    subject: input.pausesNow
      ? `Your quest: ${input.questTitle} (reminders pause now)`
      : `Your quest: ${input.questTitle}`,
    content: {
      preview: `30 minutes for ${input.questTitle} today. ${step}`,
      heading: 'Time for your quest',
      intro: [`Your 30 minutes for “${input.questTitle}” are waiting.`, step],
      action: { label: 'Done for today', url: links.done, note: 'Did your 30 minutes already? One tap marks today.' },
      links: links_,
    },
  };
}
