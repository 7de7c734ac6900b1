import { Injectable } from '@nestjs/common';
import type { UserDataContributor } from '@sidequest/platform-db';
import { MikroOrmQuestProgressRepository } from './mikro-orm-quest-progress.repository';

/** Progress's part of export and deletion: the user's quest_progress rows. */
@Injectable()
export class ProgressUserDataContributor implements UserDataContributor {
  readonly name = 'progress';

  constructor(private readonly progress: MikroOrmQuestProgressRepository) {}

  async exportUserData(userId: string): Promise<Record<string, unknown>> {
    const rows = await this.progress.listAllByUser(userId);
    return {
      quest_progress: rows.map((p) => ({
        quest_id: p.questId,
        completed_steps: [...p.completedSteps],
        is_completed: p.isCompleted,
        started_at: p.startedAt.toISOString(),
        completed_at: p.completedAt?.toISOString() ?? null,
      })),
    };
  }

  deleteUserData(userId: string): Promise<void> {
    return this.progress.deleteByUser(userId);
  }
}
