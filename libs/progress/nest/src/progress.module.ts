import { Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { systemClock, uuidGenerator } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { UserDataRegistry } from '@sidequest/platform-db';
import { ListActiveProgress, ListArchive, ListCommunityQuests, StartCommunityQuest, ToggleQuestStep } from '@sidequest/progress-domain';
import { BillingPremiumAccess } from './billing/billing-premium-access';
import { CommunityQuestsController } from './http/community-quests.controller';
import { MikroOrmCommunityQuestRepository } from './persistence/mikro-orm-community-quest.repository';
import { MikroOrmQuestProgressRepository } from './persistence/mikro-orm-quest-progress.repository';
import { ProgressUserDataContributor } from './persistence/progress-user-data.contributor';
import { SqlCommunityQuestBoard } from './persistence/sql-community-quest.board';
import { progressEntitySchemas } from './persistence/progress.schemas';

type Quests = MikroOrmCommunityQuestRepository;
type Progress = MikroOrmQuestProgressRepository;
const repos = [MikroOrmCommunityQuestRepository, MikroOrmQuestProgressRepository];

/** Community quests and step progress. Needs billing's CheckPremiumAccess (the billing module exports it). */
@Module({
  imports: [MikroOrmModule.forFeature(progressEntitySchemas), PlatformAuthModule],
  controllers: [CommunityQuestsController],
  providers: [
    ...repos,
    BillingPremiumAccess,
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
  ],
})
export class ProgressModule implements OnModuleInit {
  constructor(
    private readonly registry: UserDataRegistry,
    private readonly contributor: ProgressUserDataContributor,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.contributor);
  }
}
