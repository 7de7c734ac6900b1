import { describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import { MilestoneProgress } from '../model/milestone-progress.entity';
import type { CurrentQuestPort } from '../ports/current-quest.port';
import { InMemoryMilestoneProgressRepository } from '../testing/in-memory-milestone-progress.repository';
import { ToggleMilestone } from './toggle-milestone.use-case';

describe('milestone ticks', () => {
  it('tracks milestone completion with percent progress', () => {
    const progress = MilestoneProgress.start('u1', 'q1', new Date());
    progress.complete(2, new Date());
    progress.complete(0, new Date());
    progress.complete(0, new Date());
    expect(progress.completed).toEqual([0, 2]);
    expect(progress.percent(4)).toBe(50);
    progress.reopen(2, new Date());
    expect(progress.percent(4)).toBe(25);
    expect(progress.percent(0)).toBe(0);
  });

  it("ToggleMilestone ticks and reopens a milestone of the user's current quest only", async () => {
    const currentQuest: CurrentQuestPort = {
      current: async (userId) => (userId === 'u1' ? { questId: 'q1', milestoneCount: 4 } : null),
    };
    const milestones = new InMemoryMilestoneProgressRepository();
    const toggle = new ToggleMilestone({ currentQuest, milestones, clock: new FixedClock() });
    const done = await toggle.execute({ userId: 'u1', questId: 'q1', index: 1, completed: true });
    expect(done.ok && done.value).toEqual({ completed: [1], percent: 25 });
    const reopened = await toggle.execute({ userId: 'u1', questId: 'q1', index: 1, completed: false });
    expect(reopened.ok && reopened.value.percent).toBe(0);
    const notCurrent = await toggle.execute({ userId: 'u1', questId: 'q2', index: 1, completed: true });
    expect(!notCurrent.ok && notCurrent.error.kind).toBe('not_found');
    expect((await toggle.execute({ userId: 'u2', questId: 'q1', index: 1, completed: true })).ok).toBe(false);
    const outside = await toggle.execute({ userId: 'u1', questId: 'q1', index: 4, completed: true });
    expect(!outside.ok && outside.error.kind).toBe('invalid');
  });
});
