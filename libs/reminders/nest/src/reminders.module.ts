import { Module, type DynamicModule } from '@nestjs/common';
import { systemClock, uuidGenerator, type Clock } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { contextModule, MikroOrmUnitOfWork, type PortTokens } from '@sidequest/platform-db';
import {
  buildRemindersUseCases,
  GetReminder,
  GetTimeZone,
  SaveReminder,
  SaveTimeZone,
  SendDueReminders,
  UseReminderLink,
  type RemindersPorts,
  type RemindersUseCases,
} from '@sidequest/reminders-domain';
import { DevReminderTickController } from './http/dev-reminder-tick.controller';
import { ReminderLinksController } from './http/reminder-links.controller';
import { RemindersController } from './http/reminders.controller';
import { RemindProcessor } from './jobs/remind.processor';
import { ReminderTickMetrics } from './jobs/reminder-metrics';
import { HmacReminderLinks } from './mail/hmac-reminder-links';
import { MailReminderChannel } from './mail/mail-reminder.channel';
import { MikroOrmReminderRepository } from './persistence/mikro-orm-reminder.repository';
import { remindersEntitySchemas } from './persistence/reminders.schemas';
import { RemindersUserDataContributor } from './persistence/reminders-user-data.contributor';
import { ProgressPersonProgress } from './progress/progress-person-progress';

/** Each port of buildRemindersUseCases as the token that provides it. */
const ports: PortTokens<Omit<RemindersPorts, 'clock' | 'ids'>> = {
  reminders: MikroOrmReminderRepository,
  reminderLinks: HmacReminderLinks,
  // Mail, the first channel: over the platform outbox (MailService) and accounts' FindAccountEmail(s) (accounts' module, passed in).
  reminderChannel: MailReminderChannel,
  // Over progress's ReadPersonDays and CheckInToday (progress's module, passed in by the composition root).
  progress: ProgressPersonProgress,
  unitOfWork: MikroOrmUnitOfWork,
};

/** Controllers, the tick and the dev tick inject each use case by its class. */
const expose = {
  getReminder: GetReminder,
  saveReminder: SaveReminder,
  getTimeZone: GetTimeZone,
  saveTimeZone: SaveTimeZone,
  sendDueReminders: SendDueReminders,
  useReminderLink: UseReminderLink,
} satisfies Record<keyof RemindersUseCases, unknown>;

export interface RemindersModuleOptions {
  /**
   * The modules that export what reminders asks other contexts for, passed in by the composition root:
   * progress's module (ReadPersonDays, CheckInToday) and accounts' (FindAccountEmail, FindAccountEmails).
   */
  imports?: DynamicModule['imports'];
  /** "Now" for reminders and their links: the platform's dev clock outside production. Default: the system clock. */
  clock?: Clock;
  /**
   * Outside production: POST /dev/reminders/tick (loopback only), one reminder tick at the dev clock's time
   * (DevReminderTickController; the api registers the platform's DevClockModule beside it).
   */
  devReminderTick?: boolean;
}

/** A person's reminder: its settings and time zone, the scheduler that mails it, and its signed links. */
@Module({})
export class RemindersModule {
  /** The module with the other contexts' modules it asks (see RemindersModuleOptions). */
  static register(options: RemindersModuleOptions = {}): DynamicModule {
    return contextModule({
      module: RemindersModule,
      entities: remindersEntitySchemas,
      imports: [PlatformAuthModule, ...(options.imports ?? [])],
      controllers: [
        RemindersController,
        ReminderLinksController,
        ...(options.devReminderTick ? [DevReminderTickController] : []),
      ],
      providers: [MikroOrmReminderRepository, HmacReminderLinks, MailReminderChannel, ProgressPersonProgress],
      userData: RemindersUserDataContributor,
      ports,
      constants: { clock: options.clock ?? systemClock, ids: uuidGenerator },
      build: buildRemindersUseCases,
      expose,
      // The worker's tick runs the same SendDueReminders, wired here once.
      exports: [SendDueReminders],
    });
  }
}

/**
 * Reminders' jobs: the reminder tick every minute. Run by the worker, or by the api when jobs run
 * in-process. It imports reminders' own module (the one the api imports), so the tick is the same
 * SendDueReminders over the same ports.
 */
@Module({})
export class RemindersWorkerModule {
  static register(remindersModule: DynamicModule): DynamicModule {
    return {
      module: RemindersWorkerModule,
      imports: [remindersModule],
      providers: [RemindProcessor, ReminderTickMetrics],
      exports: [RemindProcessor],
    };
  }
}
