import { Module, type DynamicModule } from '@nestjs/common';
import { GeneratePlan, type QuestStepsLookup } from '@sidequest/plans-domain';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { PlansController } from './http/plans.controller';
import { LlmPlanGenerator } from './llm/llm-plan.generator';

export interface PlansModuleOptions {
  /** A quest's own milestones by its id; the app passes quests' signature lookup in. */
  questSteps?: QuestStepsLookup;
}

/** generate-plan. Plans are stored with their quest selection (quests context), so this context has no tables. */
@Module({})
export class PlansModule {
  static forRoot(options: PlansModuleOptions = {}): DynamicModule {
    return {
      module: PlansModule,
      imports: [PlatformAuthModule],
      controllers: [PlansController],
      providers: [
        {
          provide: GeneratePlan,
          inject: [APP_CONFIG],
          // A signature quest's own milestones first; then the optional LLM; the built-in generator answers whenever it fails.
          useFactory: (config: AppConfig) => new GeneratePlan(config.llm ? new LlmPlanGenerator(config.llm) : undefined, options.questSteps),
        },
      ],
    };
  }
}
