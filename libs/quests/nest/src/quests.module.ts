import { Module, type DynamicModule } from '@nestjs/common';
import { systemClock, uuidGenerator, type Clock } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { contextModule, MikroOrmUnitOfWork, type PortTokens } from '@sidequest/platform-db';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { CheckPremiumAccess } from '@sidequest/billing-domain';
import {
  buildQuestsUseCases,
  CompleteOnboarding,
  DeleteGeneratedQuest,
  FindCurrentQuest,
  FindCurrentQuests,
  FindStartedQuest,
  FinishQuest,
  GenerateOneQuest,
  FindSignatureQuests,
  GenerateQuests,
  ListCommunityQuests,
  ReadCommunityCatalogue,
  StartGeneratedQuest,
  UpdatePlan,
  type PremiumAccess,
  type QuestGenerator,
  type QuestsPorts,
  type QuestsUseCases,
} from '@sidequest/quests-domain';
import { AccountsOnboardingStatus } from './accounts/accounts-onboarding-status';
import { CommunityBoardController } from './http/community-board.controller';
import { DashboardController } from './http/dashboard.controller';
import { QuestsController } from './http/quests.controller';
import { SignatureQuestsController } from './http/signature-quests.controller';
import { LlmQuestGenerator } from './llm/llm-quest.generator';
import { MikroOrmCommunityQuestRepository } from './persistence/mikro-orm-community-quest.repository';
import { CommunityCatalogueSync } from './persistence/community-catalogue.sync';
import { MikroOrmGeneratedQuestRepository } from './persistence/mikro-orm-generated-quest.repository';
import { MikroOrmOnboardingResponseRepository } from './persistence/mikro-orm-onboarding-response.repository';
import { MikroOrmQuestSelectionRepository } from './persistence/mikro-orm-quest-selection.repository';
import { SqlCommunityQuestBoard } from './persistence/sql-community-quest.board';
import { questsEntitySchemas } from './persistence/quests.schemas';
import { QuestsUserDataContributor } from './persistence/quests-user-data.contributor';
import { DashboardReader } from './read/dashboard.reader';
import { ReflectionTaste } from './taste/reflection-quest-taste';

const QUEST_GENERATOR = Symbol('QUEST_GENERATOR');
const QUESTS_PREMIUM_ACCESS = Symbol('QUESTS_PREMIUM_ACCESS');

/** Each port of buildQuestsUseCases as the token that provides it. */
const ports: PortTokens<Omit<QuestsPorts, 'clock' | 'ids'>> = {
  generator: QUEST_GENERATOR,
  // Accounts' OnboardingStatus, exported by accounts' module, which the composition root passes in.
  status: AccountsOnboardingStatus,
  responses: MikroOrmOnboardingResponseRepository,
  generated: MikroOrmGeneratedQuestRepository,
  // Keeps each selection's plan through plans' QuestPlans (plans' module, passed in by the composition root).
  selections: MikroOrmQuestSelectionRepository,
  catalogue: MikroOrmCommunityQuestRepository,
  // The browse board's one read (read-models' statement over the catalogue and progress's started rows).
  board: SqlCommunityQuestBoard,
  // Over billing's CheckPremiumAccess (billing's module, passed in by the composition root).
  premium: QUESTS_PREMIUM_ACCESS,
  // From the global DbModule.
  unitOfWork: MikroOrmUnitOfWork,
  // The person's reflections (progress's table), read through read-models' one statement.
  taste: ReflectionTaste,
};

/** Controllers, and progress through this module's exports, inject each use case by its class. */
const expose = {
  generateQuests: GenerateQuests,
  generateOneQuest: GenerateOneQuest,
  findSignatureQuests: FindSignatureQuests,
  completeOnboarding: CompleteOnboarding,
  deleteGeneratedQuest: DeleteGeneratedQuest,
  startGeneratedQuest: StartGeneratedQuest,
  updatePlan: UpdatePlan,
  findCurrentQuest: FindCurrentQuest,
  findCurrentQuests: FindCurrentQuests,
  findStartedQuest: FindStartedQuest,
  finishQuest: FinishQuest,
  readCommunityCatalogue: ReadCommunityCatalogue,
  listCommunityQuests: ListCommunityQuests,
} satisfies Record<keyof QuestsUseCases, unknown>;

export interface QuestsModuleOptions {
  /**
   * The modules that export what quests asks other contexts for, passed in by the composition root:
   * plans' module (QuestPlans), accounts' module (OnboardingStatus) and billing's (CheckPremiumAccess).
   */
  imports?: DynamicModule['imports'];
  /** "Now" for when a quest is picked, started and finished: the platform's dev clock outside production. Default: the system clock. */
  clock?: Clock;
}

/** Onboarding, generated quests, the current quest with its plan, the community catalogue and its browse board. Other contexts may inject FindCurrentQuest(s), FindStartedQuest, FinishQuest and ReadCommunityCatalogue. */
@Module({})
export class QuestsModule {
  /** The module with the other contexts' modules it asks (see QuestsModuleOptions). */
  static register(options: QuestsModuleOptions = {}): DynamicModule {
    return contextModule({
      module: QuestsModule,
      entities: questsEntitySchemas,
      imports: [PlatformAuthModule, ...(options.imports ?? [])],
      controllers: [QuestsController, DashboardController, SignatureQuestsController, CommunityBoardController],
      providers: [
        MikroOrmGeneratedQuestRepository,
        MikroOrmQuestSelectionRepository,
        MikroOrmOnboardingResponseRepository,
        AccountsOnboardingStatus,
        MikroOrmCommunityQuestRepository,
        CommunityCatalogueSync,
        DashboardReader,
        SqlCommunityQuestBoard,
        {
          provide: QUESTS_PREMIUM_ACCESS,
          inject: [CheckPremiumAccess],
          useFactory: (check: CheckPremiumAccess): PremiumAccess => ({
            isSubscribed: (userId) => check.execute({ userId }),
          }),
        },
        ReflectionTaste,
        {
          // The optional LLM sits in front of the built-in generator, which answers whenever it fails (null: the built-in one alone).
          provide: QUEST_GENERATOR,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig): QuestGenerator | null =>
            config.llm ? new LlmQuestGenerator(config.llm) : null,
        },
      ],
      userData: QuestsUserDataContributor,
      ports,
      constants: { clock: options.clock ?? systemClock, ids: uuidGenerator },
      build: buildQuestsUseCases,
      expose,
      exports: [FindCurrentQuest, FindCurrentQuests, FindStartedQuest, FinishQuest, ReadCommunityCatalogue],
    });
  }
}
