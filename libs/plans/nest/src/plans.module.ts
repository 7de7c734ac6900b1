import { Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { GeneratePlan, QuestPlans, type QuestStepsLookup } from '@sidequest/plans-domain';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { UserDataRegistry } from '@sidequest/platform-db';
import { PlansController } from './http/plans.controller';
import { LlmPlanGenerator } from './llm/llm-plan.generator';
import { MikroOrmQuestPlanRepository } from './persistence/mikro-orm-quest-plan.repository';
import { PlansUserDataContributor } from './persistence/plans-user-data.contributor';
import { plansEntitySchemas } from './persistence/plans.schemas';

export interface PlansModuleOptions {
  /** A quest's own milestones by its id; the app passes quests' signature lookup in. */
  questSteps?: QuestStepsLookup;
}

/** generate-plan, and the plan of each chosen quest in its own table (quest_plans); quests injects QuestPlans. */
@Module({})
export class PlansModule implements OnModuleInit {
  constructor(
    private readonly registry: UserDataRegistry,
    private readonly contributor: PlansUserDataContributor,
  ) {}

  onModuleInit(): void {
    this.registry.register(this.contributor);
  }

  static forRoot(options: PlansModuleOptions = {}): DynamicModule {
    return {
      module: PlansModule,
      imports: [MikroOrmModule.forFeature(plansEntitySchemas), PlatformAuthModule],
      controllers: [PlansController],
      providers: [
        {
          provide: GeneratePlan,
          inject: [APP_CONFIG],
          // A signature quest's own milestones first; then the optional LLM; the built-in generator answers whenever it fails.
          useFactory: (config: AppConfig) => new GeneratePlan(config.llm ? new LlmPlanGenerator(config.llm) : undefined, options.questSteps),
        },
        MikroOrmQuestPlanRepository,
        PlansUserDataContributor,
        { provide: QuestPlans, inject: [MikroOrmQuestPlanRepository], useFactory: (plans: MikroOrmQuestPlanRepository) => new QuestPlans({ plans }) },
      ],
      exports: [QuestPlans],
    };
  }
}
