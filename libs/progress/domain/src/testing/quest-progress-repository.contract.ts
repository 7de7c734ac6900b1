import { describe, expect, it } from 'vitest';
import { communityQuestCatalogue } from '@sidequest/quests-domain';
import { QuestProgress } from '../model/quest-progress.entity';
import { ProgressAlreadyExistsError, type QuestProgressRepository } from '../ports/quest-progress-repository.port';

/**
 * The port's contract, for the in-memory fake and the Postgres adapter alike. `setup` gets a fresh,
 * empty store; the quests used are from the seeded catalogue.
 */
export function questProgressRepositoryContract(
  name: string,
  setup: () => QuestProgressRepository | Promise<QuestProgressRepository>,
) {
  describe(`quest progress repository contract: ${name}`, () => {
    const user = () => `user-${crypto.randomUUID()}`;
    const start = (userId: string, questId = 'build-a-500-cushion', at = '2026-02-01T10:00:00Z') =>
      QuestProgress.start({ id: crypto.randomUUID(), userId, questId, stepCount: 6, now: new Date(at) });

    it('stores progress and reads it back for its owner only', async () => {
      const repo = await setup();
      const [alice, bob] = [user(), user()];
      await repo.add(start(alice));
      const found = await repo.findByQuest(alice, 'build-a-500-cushion');
      expect(found?.snapshot()).toMatchObject({
        userId: alice,
        completedSteps: [],
        isCompleted: false,
        completedAt: null,
        stepCount: 6,
      });
      expect(await repo.findByQuest(bob, 'build-a-500-cushion')).toBeNull();
    });

    it('refuses a second row for the same user and quest', async () => {
      const repo = await setup();
      const alice = user();
      await repo.add(start(alice));
      await expect(repo.add(start(alice))).rejects.toBeInstanceOf(ProgressAlreadyExistsError);
    });

    it('saves ticked steps, completion and its time', async () => {
      const repo = await setup();
      const alice = user();
      await repo.add(start(alice, 'map-where-your-money-goes'));
      const progress = (await repo.findByQuest(alice, 'map-where-your-money-goes'))!;
      const done = new Date('2026-02-03T09:00:00Z');
      for (const step of [5, 0, 3, 1, 4, 2]) progress.toggleStep(step, done);
      await repo.save(progress);
      const again = (await repo.findByQuest(alice, 'map-where-your-money-goes'))!;
      expect(again.completedSteps).toEqual([0, 1, 2, 3, 4, 5]);
      expect(again.isCompleted).toBe(true);
      expect(again.completedAt?.toISOString()).toBe(done.toISOString());
    });

    it("adds within an allowance counted over all of the user's rows, finished ones included, one place at a time", async () => {
      const repo = await setup();
      const [alice, bob] = [user(), user()];
      const [a, b, c, d] = communityQuestCatalogue().map((q) => q.questId);
      const finished = start(alice, a);
      for (let step = 0; step < 6; step++) finished.toggleStep(step, new Date('2026-02-05T00:00:00Z'));
      expect(await repo.addWithinAllowance(finished, 3)).toBe(true);
      expect(await repo.addWithinAllowance(start(alice, b), 3)).toBe(true);
      expect(await repo.addWithinAllowance(start(bob, a), 1)).toBe(true); // another user's rows do not count
      // Two starts racing for the last place: one gets it.
      const raced = await Promise.all([
        repo.addWithinAllowance(start(alice, c), 3),
        repo.addWithinAllowance(start(alice, d), 3),
      ]);
      expect(raced.sort()).toEqual([false, true]);
      expect(
        (await repo.listByUser(alice, { completed: false })).length +
          (await repo.listByUser(alice, { completed: true })).length,
      ).toBe(3);
      // A quest already started is still refused as such, not as over the allowance.
      await expect(repo.addWithinAllowance(start(alice, a), 3)).rejects.toBeInstanceOf(ProgressAlreadyExistsError);
    });

    it("lists one user's rows by completion", async () => {
      const repo = await setup();
      const [alice, bob] = [user(), user()];
      await repo.add(start(alice, 'build-a-500-cushion'));
      await repo.add(start(bob, 'build-a-500-cushion'));
      const finished = start(alice, 'run-your-first-5k');
      for (let step = 0; step < 6; step++) finished.toggleStep(step, new Date('2026-02-05T00:00:00Z'));
      await repo.add(finished);
      expect((await repo.listByUser(alice, { completed: false })).map((p) => p.questId)).toEqual([
        'build-a-500-cushion',
      ]);
      expect((await repo.listByUser(alice, { completed: true })).map((p) => p.questId)).toEqual(['run-your-first-5k']);
    });
  });
}
