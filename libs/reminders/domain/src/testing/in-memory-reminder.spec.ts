import { InMemoryReminderRepository } from './in-memory-reminder.repository';
import { reminderRepositoryContract } from './reminder-repository.contract';

reminderRepositoryContract('in memory', () => new InMemoryReminderRepository());
