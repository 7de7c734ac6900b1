import { Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { systemClock, uuidGenerator } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import {
  MikroOrmUnitOfWork,
  provideUseCases,
  provideValue,
  UserDataRegistry,
  type PortTokens,
} from '@sidequest/platform-db';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import {
  buildQuestsUseCases,
  CompleteOnboarding,
  DeleteGeneratedQuest,
  FindCurrentQuest,
  FindStartedQuest,
  GenerateOneQuest,
  neutralQuestTaste,
  QuestTaste,
  GenerateQuests,
  ReadCommunityCatalogue,
  StartGeneratedQuest,
  UpdatePlan,
  type QuestGenerator,
  type QuestsPorts,
  type QuestsUseCases,
} from '@sidequest/quests-domain';
import { AccountsOnboardingStatus } from './accounts/accounts-onboarding-status';
import { DashboardController } from './http/dashboard.controller';
import { QuestsController } from './http/quests.controller';
import { LlmQuestGenerator } from './llm/llm-quest.generator';
import { MikroOrmCommunityQuestRepository } from './persistence/mikro-orm-community-quest.repository';
import { MikroOrmGeneratedQuestRepository } from './persistence/mikro-orm-generated-quest.repository';
import { MikroOrmOnboardingResponseRepository } from './persistence/mikro-orm-onboarding-response.repository';
import { MikroOrmQuestSelectionRepository } from './persistence/mikro-orm-quest-selection.repository';
import { questsEntitySchemas } from './persistence/quests.schemas';
import { QuestsUserDataContributor } from './persistence/quests-user-data.contributor';
import { DashboardReader } from './read/dashboard.reader';
import { QUESTS_TASTE } from './taste/quests-taste.token';

const QUESTS_USE_CASES = Symbol('QUESTS_USE_CASES');
const QUEST_GENERATOR = Symbol('QUEST_GENERATOR');
const QUESTS_IDS = Symbol('QUESTS_IDS');
const QUESTS_CLOCK = Symbol('QUESTS_CLOCK');

/** Each port of buildQuestsUseCases as the token that provides it. */
const ports: PortTokens<QuestsPorts> = {
  generator: QUEST_GENERATOR,
  // Accounts' OnboardingStatus, from the OnboardingStatusModule the composition root passes in.
  status: AccountsOnboardingStatus,
  responses: MikroOrmOnboardingResponseRepository,
  generated: MikroOrmGeneratedQuestRepository,
  // Keeps each selection's plan through plans' QuestPlans (plans' module, passed in by the composition root).
  selections: MikroOrmQuestSelectionRepository,
  catalogue: MikroOrmCommunityQuestRepository,
  // From the global DbModule.
  unitOfWork: MikroOrmUnitOfWork,
  clock: QUESTS_CLOCK,
  ids: QUESTS_IDS,
  // Progress's QuestTaste (its ReflectionTasteModule, passed in by the composition root), or neutral.
  taste: QUESTS_TASTE,
};

/** Controllers, and progress through this module's exports, inject each use case by its class. */
const expose = {
  generateQuests: GenerateQuests,
  generateOneQuest: GenerateOneQuest,
  completeOnboarding: CompleteOnboarding,
  deleteGeneratedQuest: DeleteGeneratedQuest,
  startGeneratedQuest: StartGeneratedQuest,
  updatePlan: UpdatePlan,
  findCurrentQuest: FindCurrentQuest,
  findStartedQuest: FindStartedQuest,
  readCommunityCatalogue: ReadCommunityCatalogue,
} satisfies Record<keyof QuestsUseCases, unknown>;

export interface QuestsModuleOptions {
  /**
   * The modules that export what quests asks other contexts for, passed in by the composition root:
   * plans' module (QuestPlans) and accounts' OnboardingStatusModule (OnboardingStatus).
   */
  imports?: DynamicModule['imports'];
}

/** Onboarding, generated quests, the current quest with its plan, the community catalogue. Other contexts may inject FindCurrentQuest and ReadCommunityCatalogue. */
@Module({
  imports: [MikroOrmModule.forFeature(questsEntitySchemas), PlatformAuthModule],
  controllers: [QuestsController, DashboardController],
  providers: [
    MikroOrmGeneratedQuestRepository,
    MikroOrmQuestSelectionRepository,
    MikroOrmOnboardingResponseRepository,
    AccountsOnboardingStatus,
    MikroOrmCommunityQuestRepository,
    DashboardReader,
    QuestsUserDataContributor,
    {
      // The optional LLM sits in front of the built-in generator, which answers whenever it fails (null: the built-in one alone).
      provide: QUEST_GENERATOR,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): QuestGenerator | null => (config.llm ? new LlmQuestGenerator(config.llm) : null),
    },
    {
      provide: QUESTS_TASTE,
      inject: [{ token: QuestTaste, optional: true }],
      useFactory: (taste?: QuestTaste): QuestTaste => taste ?? neutralQuestTaste,
    },
    provideValue(QUESTS_IDS, uuidGenerator),
    provideValue(QUESTS_CLOCK, systemClock),
    ...provideUseCases({ token: QUESTS_USE_CASES, ports, build: buildQuestsUseCases, expose }),
  ],
  exports: [FindCurrentQuest, FindStartedQuest, ReadCommunityCatalogue],
})
export class QuestsModule implements OnModuleInit {
  constructor(
    private readonly registry: UserDataRegistry,
    private readonly contributor: QuestsUserDataContributor,
  ) {}

  /** The module with the other contexts' modules it asks (see QuestsModuleOptions). */
  static register(options: QuestsModuleOptions = {}): DynamicModule {
    return { module: QuestsModule, imports: options.imports ?? [] };
  }

  onModuleInit(): void {
    this.registry.register(this.contributor);
  }
}
