import { Module, type DynamicModule, type OnModuleInit, type Provider } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { systemClock, uuidGenerator } from '@sidequest/kernel';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { MikroOrmUnitOfWork, UserDataRegistry } from '@sidequest/platform-db';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import {
  CompleteOnboarding,
  DeleteGeneratedQuest,
  FindCurrentQuest,
  GenerateOneQuest,
  GenerateQuests,
  ReadCommunityCatalogue,
  StartGeneratedQuest,
  UpdatePlan,
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

const QUESTS_DEPS = Symbol('QUESTS_DEPS');

const adapters = [
  MikroOrmGeneratedQuestRepository,
  MikroOrmQuestSelectionRepository,
  MikroOrmOnboardingResponseRepository,
  AccountsOnboardingStatus,
  MikroOrmCommunityQuestRepository,
];

type QuestsDeps = ConstructorParameters<typeof CompleteOnboarding>[0] & ConstructorParameters<typeof UpdatePlan>[0];

/** Every use case gets the same bag of adapters; each takes what it needs. */
const useCase = <T>(type: new (deps: QuestsDeps) => T): Provider => ({ provide: type, useFactory: (deps: QuestsDeps) => new type(deps), inject: [QUESTS_DEPS] });

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
    ...adapters,
    DashboardReader,
    QuestsUserDataContributor,
    {
      provide: QUESTS_DEPS,
      // The unit of work comes from the global DbModule.
      inject: [MikroOrmUnitOfWork, AccountsOnboardingStatus, MikroOrmOnboardingResponseRepository, MikroOrmGeneratedQuestRepository, MikroOrmQuestSelectionRepository],
      useFactory: (uow, status, responses, generated, selections): QuestsDeps => ({ uow, status, responses, generated, selections, clock: systemClock, ids: uuidGenerator }),
    },
    {
      provide: GenerateQuests,
      inject: [APP_CONFIG],
      // The optional LLM sits in front of the built-in generator, which answers whenever it fails.
      useFactory: (config: AppConfig) => new GenerateQuests(config.llm ? new LlmQuestGenerator(config.llm) : undefined),
    },
    { provide: GenerateOneQuest, useValue: new GenerateOneQuest() },
    useCase(CompleteOnboarding),
    useCase(DeleteGeneratedQuest),
    useCase(StartGeneratedQuest),
    useCase(UpdatePlan),
    useCase(FindCurrentQuest),
    { provide: ReadCommunityCatalogue, inject: [MikroOrmCommunityQuestRepository], useFactory: (catalogue: MikroOrmCommunityQuestRepository) => new ReadCommunityCatalogue({ catalogue }) },
  ],
  exports: [FindCurrentQuest, ReadCommunityCatalogue],
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
