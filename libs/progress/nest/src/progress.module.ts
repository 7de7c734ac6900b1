import { Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { systemClock, uuidGenerator } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { provideUseCases, provideValue, UserDataRegistry, type PortTokens } from '@sidequest/platform-db';
import {
  buildProgressUseCases,
  CheckInToday,
  GetDailyLoop,
  ListQuestLog,
  SaveReflection,
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
import { MikroOrmReflectionRepository } from './persistence/mikro-orm-reflection.repository';
import { questsOccupations, QuestsStartedQuest } from './quests/quests-started-quest';
import { MilestonesController } from './http/milestones.controller';
import { MikroOrmCheckInRepository } from './persistence/mikro-orm-check-in.repository';
import { MikroOrmMilestoneProgressRepository } from './persistence/mikro-orm-milestone-progress.repository';
import { MikroOrmQuestProgressRepository } from './persistence/mikro-orm-quest-progress.repository';
import { ProgressUserDataContributor } from './persistence/progress-user-data.contributor';
import { SqlCommunityQuestBoard } from './persistence/sql-community-quest.board';
import { progressEntitySchemas } from './persistence/progress.schemas';
import { QuestsCommunityCatalogue } from './quests/quests-community-catalogue';
import { QuestsCurrentQuest } from './quests/quests-current-quest';

const PROGRESS_USE_CASES = Symbol('PROGRESS_USE_CASES');
const PROGRESS_IDS = Symbol('PROGRESS_IDS');
const PROGRESS_CLOCK = Symbol('PROGRESS_CLOCK');
const PROGRESS_QUEST_OCCUPATIONS = Symbol('PROGRESS_QUEST_OCCUPATIONS');

/** Each port of buildProgressUseCases as the token that provides it. */
const ports: PortTokens<ProgressPorts> = {
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
  // Over quests' FindStartedQuest (quests' module, passed in by the composition root).
  startedQuests: QuestsStartedQuest,
  questOccupations: PROGRESS_QUEST_OCCUPATIONS,
  ids: PROGRESS_IDS,
  clock: PROGRESS_CLOCK,
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
} satisfies Record<keyof ProgressUseCases, unknown>;

export interface ProgressModuleOptions {
  /**
   * The modules that export what progress asks other contexts for, passed in by the composition root:
   * quests' module (FindCurrentQuest, ReadCommunityCatalogue) and billing's (CheckPremiumAccess).
   */
  imports?: DynamicModule['imports'];
}

/** What a person has done: daily check-ins, milestone ticks of the current quest, and the steps of the community quests they started. */
@Module({
  imports: [MikroOrmModule.forFeature(progressEntitySchemas), PlatformAuthModule],
  controllers: [CommunityQuestsController, MilestonesController, DailyLoopController, ReflectionsController],
  providers: [
    QuestsCommunityCatalogue,
    QuestsCurrentQuest,
    BillingPremiumAccess,
    MikroOrmQuestProgressRepository,
    MikroOrmMilestoneProgressRepository,
    MikroOrmCheckInRepository,
    MikroOrmReflectionRepository,
    QuestsStartedQuest,
    provideValue(PROGRESS_QUEST_OCCUPATIONS, questsOccupations),
    SqlCommunityQuestBoard,
    ProgressUserDataContributor,
    provideValue(PROGRESS_IDS, uuidGenerator),
    provideValue(PROGRESS_CLOCK, systemClock),
    ...provideUseCases({ token: PROGRESS_USE_CASES, ports, build: buildProgressUseCases, expose }),
  ],
})
export class ProgressModule implements OnModuleInit {
  constructor(
    private readonly registry: UserDataRegistry,
    private readonly contributor: ProgressUserDataContributor,
  ) {}

  /** The module with the other contexts' modules it asks (see ProgressModuleOptions). */
  static register(options: ProgressModuleOptions = {}): DynamicModule {
    return { module: ProgressModule, imports: options.imports ?? [] };
  }

  onModuleInit(): void {
    this.registry.register(this.contributor);
  }
}
