import type { Clock, IdGenerator, UnitOfWork } from '@sidequest/kernel';
import type { PersonProgress } from './ports/person-progress.port';
import type { ReminderChannel } from './ports/reminder-channel.port';
import type { ReminderLinkSigner } from './ports/reminder-links.port';
import type { ReminderRepository } from './ports/reminder-repository.port';
import { GetReminder, GetTimeZone, SaveReminder, SaveTimeZone } from './use-cases/reminders.use-cases';
import { SendDueReminders } from './use-cases/send-due-reminders.use-case';
import { UseReminderLink } from './use-cases/use-reminder-link.use-case';

export interface RemindersPorts {
  /** The person's saved zone and reminder, and the used reminder links. */
  reminders: ReminderRepository;
  /** Signs and checks the reminder mails' links. */
  reminderLinks: ReminderLinkSigner;
  /** Where reminders go out (mail through the platform outbox), in the tick's transaction. */
  reminderChannel: ReminderChannel;
  /** Progress's answers: the current quest, check-ins, milestone ticks, and the check-in of a "done" link. */
  progress: PersonProgress;
  unitOfWork: UnitOfWork;
  /** The links' random ids. */
  ids: IdGenerator;
  clock: Clock;
}

export interface RemindersUseCases {
  getReminder: GetReminder;
  saveReminder: SaveReminder;
  getTimeZone: GetTimeZone;
  saveTimeZone: SaveTimeZone;
  sendDueReminders: SendDueReminders;
  useReminderLink: UseReminderLink;
}

/** The composition of the reminders context: every use case over one named set of ports. */
export function buildRemindersUseCases(ports: RemindersPorts): RemindersUseCases {
  const { reminders, reminderLinks, reminderChannel, progress, unitOfWork, ids, clock } = ports;
  const settings = { reminders, currentQuest: progress, clock };
  return {
    getReminder: new GetReminder(settings),
    saveReminder: new SaveReminder(settings),
    getTimeZone: new GetTimeZone(settings),
    saveTimeZone: new SaveTimeZone(settings),
    sendDueReminders: new SendDueReminders({
      reminders,
      currentQuest: progress,
      checkIns: progress,
      milestones: progress,
      channel: reminderChannel,
      links: reminderLinks,
      ids,
      unitOfWork,
      clock,
    }),
    useReminderLink: new UseReminderLink({
      reminders,
      links: reminderLinks,
      currentQuest: progress,
      clock,
      checkIn: (userId, timeZone) => progress.checkIn(userId, timeZone),
      unitOfWork,
    }),
  };
}
