import { Injectable } from '@nestjs/common';
import type { UserDataContributor } from '@sidequest/platform-db';
import { reflectionExport } from '../reflection-json';
import { MikroOrmCheckInRepository } from './mikro-orm-check-in.repository';
import { MikroOrmMilestoneProgressRepository } from './mikro-orm-milestone-progress.repository';
import { MikroOrmQuestProgressRepository } from './mikro-orm-quest-progress.repository';
import { MikroOrmReflectionRepository } from './mikro-orm-reflection.repository';
import { MikroOrmAwardRepository } from './mikro-orm-award.repository';

/**
 * Progress's part of export and deletion: the user's check-ins, milestone ticks, reflections, quest_progress rows and earned awards (points, badges).
 */
@Injectable()
export class ProgressUserDataContributor implements UserDataContributor {
  readonly name = 'progress';

  constructor(
    private readonly progress: MikroOrmQuestProgressRepository,
    private readonly milestones: MikroOrmMilestoneProgressRepository,
    private readonly checkIns: MikroOrmCheckInRepository,
    private readonly reflections: MikroOrmReflectionRepository,
    private readonly awards: MikroOrmAwardRepository,
  ) {}

  async exportUserData(userId: string): Promise<Record<string, unknown>> {
    const [rows, ticks, checkIns] = await Promise.all([
      this.progress.listAllByUser(userId),
      this.milestones.listAllByUser(userId),
      this.checkIns.listByUser(userId),
    ]);
    const reflections = await this.reflections.listByUser(userId);
    const awards = await this.awards.listByUser(userId);
    return {
      check_ins: checkIns.map((c) => ({
        quest_id: c.questId,
        local_date: c.localDate,
        zone: c.zone,
        created_at: c.at.toISOString(),
      })),
      milestone_progress: ticks.map((m) => ({
        quest_id: m.questId,
        completed_milestones: [...m.completed],
        updated_at: m.snapshot().updatedAt.toISOString(),
      })),
      reflections: reflections.map(reflectionExport),
      progress_awards: awards.map((a) => ({
        kind: a.kind,
        subject: a.subject,
        points: a.points,
        earned_at: a.earnedAt.toISOString(),
      })),
      quest_progress: rows.map((p) => ({
        quest_id: p.questId,
        completed_steps: [...p.completedSteps],
        is_completed: p.isCompleted,
        started_at: p.startedAt.toISOString(),
        completed_at: p.completedAt?.toISOString() ?? null,
      })),
    };
  }

  async deleteUserData(userId: string): Promise<void> {
    await this.checkIns.deleteByUser(userId);
    await this.reflections.deleteByUser(userId);
    await this.awards.deleteByUser(userId);
    await this.milestones.deleteByUser(userId);
    await this.progress.deleteByUser(userId);
  }
}
