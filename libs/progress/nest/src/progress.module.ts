import { Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { systemClock, uuidGenerator } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { UserDataRegistry } from '@sidequest/platform-db';
import { ListActiveProgress, ListArchive, ListCommunityQuests, StartCommunityQuest, ToggleMilestone, ToggleQuestStep } from '@sidequest/progress-domain';
import { BillingPremiumAccess } from './billing/billing-premium-access';
import { CommunityQuestsController } from './http/community-quests.controller';
import { MilestonesController } from './http/milestones.controller';
import { MikroOrmMilestoneProgressRepository } from './persistence/mikro-orm-milestone-progress.repository';
import { MikroOrmQuestProgressRepository } from './persistence/mikro-orm-quest-progress.repository';
import { ProgressUserDataContributor } from './persistence/progress-user-data.contributor';
import { SqlCommunityQuestBoard } from './persistence/sql-community-quest.board';
import { progressEntitySchemas } from './persistence/progress.schemas';
import { QuestsCommunityCatalogue } from './quests/quests-community-catalogue';
import { QuestsCurrentQuest } from './quests/quests-current-quest';

type Quests = QuestsCommunityCatalogue;
type Progress = MikroOrmQuestProgressRepository;
const repos = [QuestsCommunityCatalogue, MikroOrmQuestProgressRepository];

export interface ProgressModuleOptions {
  /**
   * The modules that export what progress asks other contexts for, passed in by the composition root:
   * quests' module (FindCurrentQuest, ReadCommunityCatalogue) and billing's (CheckPremiumAccess).
   */
  imports?: DynamicModule['imports'];
}

/** What a person has done: milestone ticks of the current quest, and the steps of the community quests they started. */
@Module({
  imports: [MikroOrmModule.forFeature(progressEntitySchemas), PlatformAuthModule],
  controllers: [CommunityQuestsController, MilestonesController],
  providers: [
    ...repos,
    MikroOrmMilestoneProgressRepository,
    BillingPremiumAccess,
    QuestsCurrentQuest,
    ProgressUserDataContributor,
    SqlCommunityQuestBoard,
    { provide: ListCommunityQuests, inject: [SqlCommunityQuestBoard, BillingPremiumAccess], useFactory: (b: SqlCommunityQuestBoard, p: BillingPremiumAccess) => new ListCommunityQuests(b, p) },
    {
      provide: StartCommunityQuest,
      inject: [...repos, BillingPremiumAccess],
      useFactory: (quests: Quests, progress: Progress, premium: BillingPremiumAccess) =>
        new StartCommunityQuest({ quests, progress, premium, ids: uuidGenerator, clock: systemClock }),
    },
    { provide: ToggleQuestStep, inject: repos, useFactory: (quests: Quests, progress: Progress) => new ToggleQuestStep({ quests, progress, clock: systemClock }) },
    { provide: ListActiveProgress, inject: repos, useFactory: (q: Quests, p: Progress) => new ListActiveProgress(q, p) },
    { provide: ListArchive, inject: repos, useFactory: (q: Quests, p: Progress) => new ListArchive(q, p) },
    {
      provide: ToggleMilestone,
      inject: [QuestsCurrentQuest, MikroOrmMilestoneProgressRepository],
      useFactory: (currentQuest: QuestsCurrentQuest, milestones: MikroOrmMilestoneProgressRepository) => new ToggleMilestone({ currentQuest, milestones, clock: systemClock }),
    },
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
