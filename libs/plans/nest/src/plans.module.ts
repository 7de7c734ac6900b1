import { Module } from '@nestjs/common';
import { GeneratePlan } from '@sidequest/plans-domain';
import { PlatformAuthModule } from '@sidequest/platform-auth';
import { APP_CONFIG, type AppConfig } from '@sidequest/platform-config';
import { PlansController } from './http/plans.controller';
import { LlmPlanGenerator } from './llm/llm-plan.generator';

/** generate-plan. Plans are stored with their quest selection (quests context), so this context has no tables. */
@Module({
  imports: [PlatformAuthModule],
  controllers: [PlansController],
  providers: [
    {
      provide: GeneratePlan,
      inject: [APP_CONFIG],
      // The optional LLM writes the milestones; the built-in generator answers whenever it fails.
      useFactory: (config: AppConfig) => new GeneratePlan(config.llm ? new LlmPlanGenerator(config.llm) : undefined),
    },
  ],
})
export class PlansModule {}
