import { unitOfWorkContract } from '@sidequest/kernel/testing';
import { InMemoryRemindersUnitOfWork, RecordingReminderChannel } from './fake-reminder-links';
import { InMemoryReminderRepository } from './in-memory-reminder.repository';

unitOfWorkContract('progress reminders in memory', () => {
  const reminders = new InMemoryReminderRepository();
  const uow = new InMemoryRemindersUnitOfWork(reminders, new RecordingReminderChannel());
  return {
    uow,
    write: async (value) => {
      await reminders.useLink(value, '00000000-0000-4000-8000-00000000000a', new Date());
    },
    written: async () => [...reminders.usedLinks.keys()],
  };
});
