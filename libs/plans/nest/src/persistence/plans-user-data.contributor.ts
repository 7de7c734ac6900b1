import { Injectable } from '@nestjs/common';
import type { UserDataContributor } from '@sidequest/platform-db';
import { MikroOrmQuestPlanRepository } from './mikro-orm-quest-plan.repository';

/** Plans' part of deletion. Its export is inside quests' quest_selections (each with its plan_data), so it adds no section. */
@Injectable()
export class PlansUserDataContributor implements UserDataContributor {
  readonly name = 'plans';

  constructor(private readonly plans: MikroOrmQuestPlanRepository) {}

  async exportUserData(): Promise<Record<string, unknown>> {
    return {};
  }

  deleteUserData(userId: string): Promise<void> {
    return this.plans.deleteByUser(userId);
  }
}
