import { describe, expect, it } from 'vitest';
import { MilestoneProgress } from '../model/milestone-progress.entity';
import type { MilestoneProgressRepository } from '../ports/milestone-progress-repository.port';

/** The port's contract, for the in-memory fake and the Postgres adapter alike. User ids are UUIDs, as accounts makes them. */
export function milestoneProgressRepositoryContract(
  name: string,
  setup: () => MilestoneProgressRepository | Promise<MilestoneProgressRepository>,
) {
  describe(`milestone progress repository contract: ${name}`, () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 4, 2, 9, minute));
    const ticked = (userId: string, questId: string, indexes: number[]) => {
      const progress = MilestoneProgress.start(userId, questId, at(0));
      for (const index of indexes) progress.complete(index, at(index + 1));
      return progress;
    };

    it('saves which milestones are done and finds them again for that user and quest only', async () => {
      const repo = await setup();
      const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
      await repo.save(ticked(alice, 'q-aviation-1', [2, 0]));
      expect((await repo.find(alice, 'q-aviation-1'))?.snapshot()).toEqual({
        userId: alice,
        questId: 'q-aviation-1',
        completed: [0, 2],
        updatedAt: at(1),
      });
      expect(await repo.find(bob, 'q-aviation-1')).toBeNull();
      expect(await repo.find(alice, 'q-aviation-2')).toBeNull();
    });

    it('finds the ticks of many (user, quest) pairs at once, only those asked for', async () => {
      const repo = await setup();
      const [alice, bob, carol] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      await repo.save(ticked(alice, 'q-aviation-1', [0]));
      await repo.save(ticked(alice, 'q-aviation-2', [1]));
      await repo.save(ticked(bob, 'q-aviation-1', [0, 1]));
      expect(await repo.findMany([])).toEqual([]);
      const found = await repo.findMany([
        { userId: alice, questId: 'q-aviation-1' },
        { userId: bob, questId: 'q-aviation-1' },
        { userId: carol, questId: 'q-aviation-1' },
        { userId: 'not-a-uuid', questId: 'q-aviation-1' },
      ]);
      const snapshots = found.map((p) => p.snapshot()).sort((a, b) => a.completed.length - b.completed.length);
      expect(snapshots).toEqual([
        { userId: alice, questId: 'q-aviation-1', completed: [0], updatedAt: at(1) },
        { userId: bob, questId: 'q-aviation-1', completed: [0, 1], updatedAt: at(2) },
      ]);
    });

    it('keeps one row per user and quest: a later save replaces the earlier one', async () => {
      const repo = await setup();
      const alice = crypto.randomUUID();
      const progress = ticked(alice, 'q-food-1', [0, 1]);
      await repo.save(progress);
      progress.reopen(0, at(30));
      await repo.save(progress);
      await repo.save(ticked(alice, 'q-food-2', [3]));
      expect((await repo.find(alice, 'q-food-1'))?.snapshot()).toEqual({
        userId: alice,
        questId: 'q-food-1',
        completed: [1],
        updatedAt: at(30),
      });
      expect((await repo.find(alice, 'q-food-2'))?.completed).toEqual([3]);
    });

    it('hands out copies: changing what was found changes nothing stored until it is saved', async () => {
      const repo = await setup();
      const alice = crypto.randomUUID();
      await repo.save(ticked(alice, 'q-own-1', [1]));
      (await repo.find(alice, 'q-own-1'))!.complete(4, at(40));
      expect((await repo.find(alice, 'q-own-1'))?.completed).toEqual([1]);
    });
  });
}
