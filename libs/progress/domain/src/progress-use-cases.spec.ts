import { describe, expect, it } from 'vitest';
import { FixedClock } from '@sidequest/kernel/testing';
import { buildProgressUseCases } from './progress-use-cases';
import { InMemoryCommunityQuests } from './testing/in-memory-community-quests';
import { InMemoryCheckInRepository } from './testing/in-memory-check-in.repository';
import { InMemoryMilestoneProgressRepository } from './testing/in-memory-milestone-progress.repository';
import { InMemoryReflectionRepository } from './testing/in-memory-reflection.repository';
import { InMemoryAwardRepository } from './testing/in-memory-award.repository';
import { FakePremiumAccess } from '@sidequest/quests-domain/testing';
import { InMemoryQuestProgress } from './testing/in-memory-quest-progress';

describe('buildProgressUseCases', () => {
  it('shares one set of ports: a started quest is listed and ticked; a milestone tick goes to the milestones port', async () => {
    const catalogue = new InMemoryCommunityQuests();
    const progress = new InMemoryQuestProgress();
    const milestones = new InMemoryMilestoneProgressRepository();
    let n = 0;
    const useCases = buildProgressUseCases({
      catalogue,
      progress,
      premium: new FakePremiumAccess(),
      currentQuest: { current: async (userId) => (userId === 'u1' ? { questId: 'q1', milestoneCount: 4 } : null) },
      milestones,
      checkIns: new InMemoryCheckInRepository(),
      reflections: new InMemoryReflectionRepository(),
      awards: new InMemoryAwardRepository(),
      startedQuests: { find: async () => null, finish: async () => undefined },
      questOccupations: { occupationOf: () => null },
      days: { savedZone: async () => null, checkedIn: async () => undefined },
      ids: { next: () => `progress-${++n}` },
      clock: new FixedClock(),
    });
    const [quest] = await catalogue.all();
    expect((await useCases.startCommunityQuest.execute({ userId: 'u1', questId: quest.questId })).ok).toBe(true);
    const active = await useCases.listActiveProgress.execute({ userId: 'u1' });
    expect(active.ok && active.value.map((view) => view.quest.questId)).toEqual([quest.questId]);
    expect((await useCases.toggleQuestStep.execute({ userId: 'u1', questId: quest.questId, stepIndex: 0 })).ok).toBe(
      true,
    );
    const archive = await useCases.listArchive.execute({ userId: 'u1' });
    expect(archive.ok && archive.value).toEqual([]);
    const ticked = await useCases.toggleMilestone.execute({ userId: 'u1', questId: 'q1', index: 0, completed: true });
    expect(ticked.ok && ticked.value.percent).toBe(25);
    expect(milestones.rows.size).toBe(1);
  });
});
