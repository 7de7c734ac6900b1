import { Module, type DynamicModule } from '@nestjs/common';
import { systemClock, uuidGenerator, type Clock } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { contextModule, provideValue, type PortTokens } from '@sidequest/platform-db';
import {
  buildProgressUseCases,
  CheckInToday,
  GetDailyLoop,
  ListQuestLog,
  GetProgression,
  SaveReflection,
  DaySettings,
  ReadPersonDays,
  UndoCheckInToday,
  ListActiveProgress,
  ListArchive,
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
import { MilestonesController } from './http/milestones.controller';
import { MikroOrmCheckInRepository } from './persistence/mikro-orm-check-in.repository';
import { MikroOrmMilestoneProgressRepository } from './persistence/mikro-orm-milestone-progress.repository';
import { MikroOrmQuestProgressRepository } from './persistence/mikro-orm-quest-progress.repository';
import { ProgressUserDataContributor } from './persistence/progress-user-data.contributor';
import { progressEntitySchemas } from './persistence/progress.schemas';
import { QuestsCommunityCatalogue } from './quests/quests-community-catalogue';
import { QuestsCurrentQuest } from './quests/quests-current-quest';

const PROGRESS_QUEST_OCCUPATIONS = Symbol('PROGRESS_QUEST_OCCUPATIONS');

/** Each port of buildProgressUseCases as the token that provides it. */
const ports: PortTokens<Omit<ProgressPorts, 'clock' | 'ids'>> = {
  // Over quests' ReadCommunityCatalogue and FindCurrentQuest (quests' module, passed in by the composition root).
  catalogue: QuestsCommunityCatalogue,
  currentQuest: QuestsCurrentQuest,
  // Over billing's CheckPremiumAccess (billing's module, passed in by the composition root).
  premium: BillingPremiumAccess,
  progress: MikroOrmQuestProgressRepository,
  milestones: MikroOrmMilestoneProgressRepository,
  checkIns: MikroOrmCheckInRepository,
  reflections: MikroOrmReflectionRepository,
  awards: MikroOrmAwardRepository,
  // Over quests' FindStartedQuest and FinishQuest (quests' module, passed in by the composition root).
  startedQuests: QuestsStartedQuest,
  questOccupations: PROGRESS_QUEST_OCCUPATIONS,
  // Reminders' answer (its ReminderDaySettingsModule, passed in by the composition root): the saved zone.
  days: DaySettings,
};

/** Controllers inject each use case by its class. */
const expose = {
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
  readPersonDays: ReadPersonDays,
} satisfies Record<keyof ProgressUseCases, unknown>;

export interface ProgressModuleOptions {
  /**
   * The modules that export what progress asks other contexts for, passed in by the composition root:
   * quests' module (FindCurrentQuest, FindStartedQuest, ReadCommunityCatalogue), billing's
   * (CheckPremiumAccess) and reminders' ReminderDaySettingsModule (DaySettings: the saved zone).
   */
  imports?: DynamicModule['imports'];
  /** "Now" for check-ins, streaks and ticks: the platform's dev clock outside production. Default: the system clock. */
  clock?: Clock;
}

/** What a person has done: daily check-ins, reflections, milestone ticks of the current quest, and the steps of the community quests they started. */
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
        provideValue(PROGRESS_QUEST_OCCUPATIONS, questsOccupations),
      ],
      userData: ProgressUserDataContributor,
      ports,
      constants: { clock: options.clock ?? systemClock, ids: uuidGenerator },
      build: buildProgressUseCases,
      expose,
      // What reminders asks: the person's days (check-ins, ticks, current quest) and the check-in of a "done" link.
      exports: [ReadPersonDays, CheckInToday],
    });
  }
}
