import { Module, type DynamicModule } from '@nestjs/common';
import {
  buildPlansUseCases,
  builtInPlanGenerator,
  GeneratePlan,
  QuestPlans,
  type PlanGenerator,
  type PlansPorts,
  type PlansUseCases,
  type QuestStepsLookup,
} from '@sidequest/plans-domain';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { contextModule, provideValue, type PortTokens } from '@sidequest/platform-db';
import { PlansController } from './http/plans.controller';
import { LlmPlanGenerator } from './llm/llm-plan.generator';
import { MikroOrmQuestPlanRepository } from './persistence/mikro-orm-quest-plan.repository';
import { PlansUserDataContributor } from './persistence/plans-user-data.contributor';
import { plansEntitySchemas } from './persistence/plans.schemas';

const PLAN_GENERATOR = Symbol('PLAN_GENERATOR');
const PLAN_QUEST_STEPS = Symbol('PLAN_QUEST_STEPS');

/** Each port of buildPlansUseCases as the token that provides it. */
const ports: PortTokens<PlansPorts> = {
  generator: PLAN_GENERATOR,
  questSteps: PLAN_QUEST_STEPS,
  plans: MikroOrmQuestPlanRepository,
};

/** The controller injects GeneratePlan, and quests (through this module's export) QuestPlans, by class. */
const expose = { generatePlan: GeneratePlan, questPlans: QuestPlans } satisfies Record<keyof PlansUseCases, unknown>;

export interface PlansModuleOptions {
  /** A quest's own milestones by its id; the app passes quests' signature lookup in. */
  questSteps?: QuestStepsLookup;
}

/** generate-plan, and the plan of each chosen quest in its own table (quest_plans); quests injects QuestPlans. */
@Module({})
export class PlansModule {
  static forRoot(options: PlansModuleOptions = {}): DynamicModule {
    return contextModule({
      module: PlansModule,
      entities: plansEntitySchemas,
      imports: [PlatformAuthModule],
      controllers: [PlansController],
      providers: [
        MikroOrmQuestPlanRepository,
        {
          // A signature quest's own milestones come first (GeneratePlan); then the optional LLM; the built-in generator answers whenever it fails.
          provide: PLAN_GENERATOR,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig): PlanGenerator =>
            config.llm ? new LlmPlanGenerator(config.llm) : builtInPlanGenerator,
        },
        provideValue<QuestStepsLookup>(PLAN_QUEST_STEPS, options.questSteps ?? (() => null)),
      ],
      userData: PlansUserDataContributor,
      ports,
      build: buildPlansUseCases,
      expose,
      exports: [QuestPlans],
    });
  }
}
