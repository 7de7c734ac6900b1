import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { QuestPlans } from '@sidequest/plans-domain';
import { provideUseCase } from '@sidequest/platform-db';
import { MikroOrmQuestPlanRepository } from './persistence/mikro-orm-quest-plan.repository';
import { plansEntitySchemas } from './persistence/plans.schemas';

/**
 * Plans' QuestPlans alone, over quest_plans: for a composition without plans' http module (the worker,
 * where quests' current quest is read for reminders). The api gets QuestPlans from PlansModule.
 */
@Module({
  imports: [MikroOrmModule.forFeature(plansEntitySchemas)],
  providers: [MikroOrmQuestPlanRepository, provideUseCase(QuestPlans, { plans: MikroOrmQuestPlanRepository })],
  exports: [QuestPlans],
})
export class QuestPlansModule {}
