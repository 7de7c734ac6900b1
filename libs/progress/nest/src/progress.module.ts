import { Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { systemClock, uuidGenerator, type Clock } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import {
  contextModule,
  MikroOrmUnitOfWork,
  provideUseCase,
  provideValue,
  type PortTokens,
} from '@sidequest/platform-db';
import {
  buildProgressUseCases,
  CheckInToday,
  GetDailyLoop,
  ListQuestLog,
  GetProgression,
  SaveReflection,
  GetReminder,
  GetTimeZone,
  SaveReminder,
  SaveTimeZone,
  SendDueReminders,
  UseReminderLink,
  UndoCheckInToday,
  ListActiveProgress,
  ListArchive,
  ListCommunityQuests,
  StartCommunityQuest,
  ToggleMilestone,
  ToggleQuestStep,
  type ProgressPorts,
  type ProgressUseCases,
} from '@sidequest/progress-domain';
import { BillingPremiumAccess } from './billing/billing-premium-access';
import { CommunityQuestsController } from './http/community-quests.controller';
import { DailyLoopController } from './http/daily-loop.controller';
import { ReflectionsController } from './http/reflections.controller';
import { ProgressionController } from './http/progression.controller';
import { MikroOrmAwardRepository } from './persistence/mikro-orm-award.repository';
import { MikroOrmReflectionRepository } from './persistence/mikro-orm-reflection.repository';
import { questsOccupations, QuestsStartedQuest } from './quests/quests-started-quest';
import { DevReminderTickController } from './http/dev-reminder-tick.controller';
import { MilestonesController } from './http/milestones.controller';
import { ReminderLinksController } from './http/reminder-links.controller';
import { RemindersController } from './http/reminders.controller';
import { RemindProcessor } from './jobs/remind.processor';
import { ReminderTickMetrics } from './jobs/reminder-metrics';
import { MikroOrmCheckInRepository } from './persistence/mikro-orm-check-in.repository';
import { MikroOrmMilestoneProgressRepository } from './persistence/mikro-orm-milestone-progress.repository';
import { MikroOrmQuestProgressRepository } from './persistence/mikro-orm-quest-progress.repository';
import { MikroOrmReminderRepository } from './persistence/mikro-orm-reminder.repository';
import { ProgressUserDataContributor } from './persistence/progress-user-data.contributor';
import { SqlCommunityQuestBoard } from './persistence/sql-community-quest.board';
import { progressEntitySchemas } from './persistence/progress.schemas';
import { QuestsCommunityCatalogue } from './quests/quests-community-catalogue';
import { QuestsCurrentQuest } from './quests/quests-current-quest';
import { HmacReminderLinks } from './reminders/hmac-reminder-links';
import { OutboxReminderMailer } from './reminders/outbox-reminder.mailer';

const PROGRESS_QUEST_OCCUPATIONS = Symbol('PROGRESS_QUEST_OCCUPATIONS');

/** Each port of buildProgressUseCases as the token that provides it. */
const ports: PortTokens<Omit<ProgressPorts, 'clock' | 'ids'>> = {
  // Over quests' ReadCommunityCatalogue and FindCurrentQuest (quests' module, passed in by the composition root).
  catalogue: QuestsCommunityCatalogue,
  currentQuest: QuestsCurrentQuest,
  // Over billing's CheckPremiumAccess (billing's module, passed in by the composition root).
  premium: BillingPremiumAccess,
  progress: MikroOrmQuestProgressRepository,
  board: SqlCommunityQuestBoard,
  milestones: MikroOrmMilestoneProgressRepository,
  checkIns: MikroOrmCheckInRepository,
  reflections: MikroOrmReflectionRepository,
  awards: MikroOrmAwardRepository,
  // Over quests' FindStartedQuest and FinishQuest (quests' module, passed in by the composition root).
  startedQuests: QuestsStartedQuest,
  questOccupations: PROGRESS_QUEST_OCCUPATIONS,
  reminders: MikroOrmReminderRepository,
  reminderLinks: HmacReminderLinks,
  // Over the platform outbox (MailService) and accounts' FindAccountEmail (accounts' module, passed in).
  reminderMailer: OutboxReminderMailer,
  unitOfWork: MikroOrmUnitOfWork,
};

/** Controllers inject each use case by its class. */
const expose = {
  listCommunityQuests: ListCommunityQuests,
  startCommunityQuest: StartCommunityQuest,
  toggleQuestStep: ToggleQuestStep,
  listActiveProgress: ListActiveProgress,
  listArchive: ListArchive,
  toggleMilestone: ToggleMilestone,
  getDailyLoop: GetDailyLoop,
  checkInToday: CheckInToday,
  undoCheckInToday: UndoCheckInToday,
  saveReflection: SaveReflection,
  listQuestLog: ListQuestLog,
  getProgression: GetProgression,
  getReminder: GetReminder,
  saveReminder: SaveReminder,
  getTimeZone: GetTimeZone,
  saveTimeZone: SaveTimeZone,
  sendDueReminders: SendDueReminders,
  useReminderLink: UseReminderLink,
} satisfies Record<keyof ProgressUseCases, unknown>;

export interface ProgressModuleOptions {
  /**
   * The modules that export what progress asks other contexts for, passed in by the composition root:
   * quests' module (FindCurrentQuest, FindStartedQuest, ReadCommunityCatalogue), billing's
   * (CheckPremiumAccess) and accounts' addresses (FindAccountEmail, for reminders).
   */
  imports?: DynamicModule['imports'];
  /** What the reminder tick's worker module imports instead of `imports` (quests' and accounts' modules). */
  workerImports?: DynamicModule['imports'];
  /** "Now" for check-ins, streaks, reminders and their links: the platform's dev clock outside production. Default: the system clock. */
  clock?: Clock;
  /**
   * Outside production: POST /dev/reminders/tick (loopback only), one reminder tick at the dev clock's time
   * (DevReminderTickController; the api registers the platform's DevClockModule beside it).
   */
  devReminderTick?: boolean;
}

/** What a person has done: daily check-ins, reminders, reflections, milestone ticks of the current quest, and the steps of the community quests they started. */
@Module({})
export class ProgressModule {
  /** The module with the other contexts' modules it asks (see ProgressModuleOptions). */
  static register(options: ProgressModuleOptions = {}): DynamicModule {
    return contextModule({
      module: ProgressModule,
      entities: progressEntitySchemas,
      imports: [PlatformAuthModule, ...(options.imports ?? [])],
      controllers: [
        CommunityQuestsController,
        MilestonesController,
        DailyLoopController,
        ReflectionsController,
        ProgressionController,
        RemindersController,
        ReminderLinksController,
        ...(options.devReminderTick ? [DevReminderTickController] : []),
      ],
      providers: [
        QuestsCommunityCatalogue,
        QuestsCurrentQuest,
        QuestsStartedQuest,
        BillingPremiumAccess,
        MikroOrmQuestProgressRepository,
        MikroOrmMilestoneProgressRepository,
        MikroOrmCheckInRepository,
        MikroOrmReflectionRepository,
        MikroOrmAwardRepository,
        MikroOrmReminderRepository,
        HmacReminderLinks,
        OutboxReminderMailer,
        SqlCommunityQuestBoard,
        provideValue(PROGRESS_QUEST_OCCUPATIONS, questsOccupations),
      ],
      userData: ProgressUserDataContributor,
      ports,
      constants: { clock: options.clock ?? systemClock, ids: uuidGenerator },
      build: buildProgressUseCases,
      expose,
    });
  }
}

/** The reminder tick as the worker builds it: only the ports SendDueReminders needs. */
const tickProviders = () => [
  QuestsCurrentQuest,
  MikroOrmMilestoneProgressRepository,
  MikroOrmCheckInRepository,
  MikroOrmReminderRepository,
  HmacReminderLinks,
  OutboxReminderMailer,
  provideUseCase(
    SendDueReminders,
    {
      reminders: MikroOrmReminderRepository,
      currentQuest: QuestsCurrentQuest,
      checkIns: MikroOrmCheckInRepository,
      milestones: MikroOrmMilestoneProgressRepository,
      mailer: OutboxReminderMailer,
      unitOfWork: MikroOrmUnitOfWork,
    },
    { clock: systemClock },
  ),
];

/**
 * Progress's jobs: the reminder tick every minute. Run by the worker, or by the api when jobs run
 * in-process. `imports` are the modules that export FindCurrentQuest (quests) and FindAccountEmail
 * (accounts), with whatever they need where accounts' own module is absent (its write gate).
 */
@Module({})
export class ProgressWorkerModule {
  static register(options: { imports?: DynamicModule['imports'] } = {}): DynamicModule {
    return {
      module: ProgressWorkerModule,
      imports: [MikroOrmModule.forFeature(progressEntitySchemas), ...(options.imports ?? [])],
      providers: [...tickProviders(), RemindProcessor, ReminderTickMetrics],
      exports: [RemindProcessor],
    };
  }
}
