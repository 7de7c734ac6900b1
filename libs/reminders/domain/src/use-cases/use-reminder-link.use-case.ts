import { DomainError, err, ok, transactionResult, type Clock, type Result, type UnitOfWork } from '@sidequest/kernel';
import { localDateOf, NO_CURRENT_QUEST, type CurrentQuestPort } from '@sidequest/progress-domain';
import type { ReminderLinkAction, ReminderLinkSigner } from '../ports/reminder-links.port';
import type { ReminderRepository, ReminderSettings } from '../ports/reminder-repository.port';
import { scheduleNext } from './reminders.use-cases';

interface LinkDeps {
  reminders: ReminderRepository;
  links: ReminderLinkSigner;
  currentQuest: CurrentQuestPort;
  clock: Clock;
  /** Checks the person in for today in their zone (the daily loop's use case); `changed` is false when already in. */
  checkIn: (userId: string, timeZone: string) => Promise<Result<{ changed: boolean }>>;
  unitOfWork: UnitOfWork;
}

export interface ReminderLinkOutcome {
  action: ReminderLinkAction;
  message: string;
  questTitle: string | null;
  /** A done link that checked today in just now (not a day already checked in): the page celebrates it. */
  checkedIn: boolean;
}

export const BAD_LINK =
  'This link is not valid. Open it from the reminder mail again, or change reminders on your account page.';
export const USED_LINK = 'This link was used already. Change reminders on your account page.';

/** A reminder link whose person has no reminder settings any more (the account was deleted). */
export const GONE_LINK = 'This link no longer works: there are no reminders for it any more.';

/** A signed link from a reminder mail: done (check in today), unsubscribe (reminders off), resume. */
export class UseReminderLink {
  constructor(private readonly deps: LinkDeps) {}

  async execute(input: { action: ReminderLinkAction; token: string }): Promise<Result<ReminderLinkOutcome>> {
    const claims = this.deps.links.verify(input.token);
    if (!claims || claims.action !== input.action) return err(new DomainError('invalid', BAD_LINK));
    const now = this.deps.clock.now();
    // One transaction from the first read: the person's settings row is read locked. Account deletion
    // removes that row first (under its own lock on the account), so a link clicked meanwhile either
    // finishes before the deletion reads its rows, or waits and finds the row gone: it never writes a
    // row back for a deleted user.
    return transactionResult(this.deps.unitOfWork, async (): Promise<Result<ReminderLinkOutcome>> => {
      // A reminder was mailed, so its person had settings; none now means the account was deleted.
      const settings = await this.deps.reminders.findForUpdate(claims.userId);
      if (!settings) return err(new DomainError('gone', GONE_LINK));
      const zone = settings.timeZone ?? 'UTC';
      const current = await this.deps.currentQuest.current(claims.userId);
      const questTitle = current?.title ?? null;
      if (claims.action === 'done' && localDateOf(now, zone) !== claims.localDate)
        return err(
          new DomainError(
            'gone',
            `This link was for ${claims.localDate}; today is ${localDateOf(now, zone)}. Mark today from your dashboard.`,
          ),
        );
      // Turning reminders off works every time (a mail client may send its one click twice); it spends nothing.
      if (claims.action === 'unsubscribe') {
        if (settings.enabled)
          await this.deps.reminders.save({ ...settings, enabled: false, nextReminderAt: null, updatedAt: now });
        return ok({
          action: 'unsubscribe',
          message: 'Reminders are off. You can turn them on again on your account page.',
          questTitle,
          checkedIn: false,
        });
      }
      // A done link with no quest to check in to stays unspent, so it still works once a quest is picked that day.
      if (claims.action === 'done' && !current) return err(new DomainError('conflict', NO_CURRENT_QUEST));
      // Spending the link and what it does commit together: a failed check-in leaves the link unspent.
      if (!(await this.deps.reminders.useLink(claims.id, claims.userId, now)))
        return err(new DomainError('gone', USED_LINK));
      if (claims.action === 'done') {
        const done = await this.deps.checkIn(claims.userId, zone);
        return done.ok
          ? ok({ action: 'done', message: 'Done for today ✓', questTitle, checkedIn: done.value.changed })
          : done;
      }
      // "Keep reminding me" is a request to be reminded: on, unpaused, from the next chosen day.
      const resumed: ReminderSettings = {
        ...settings,
        enabled: true,
        paused: false,
        unansweredInRow: 0,
        updatedAt: now,
      };
      resumed.nextReminderAt = scheduleNext(resumed, now);
      await this.deps.reminders.save(resumed);
      return ok({ action: 'resume', message: 'Reminders are back on.', questTitle, checkedIn: false });
    });
  }
}
