import { describe, expect, it } from 'vitest';
import { defaultPlan } from '../model/plan';
import type { QuestPlanRecord } from '../model/quest-plan';
import type { QuestPlanRepository } from '../ports/quest-plan-repository.port';

/** The port's contract, for the in-memory fake and the Postgres adapter alike. Ids are UUIDs, as the other contexts make them. */
export function questPlanRepositoryContract(
  name: string,
  setup: () => QuestPlanRepository | Promise<QuestPlanRepository>,
) {
  describe(`quest plan repository contract: ${name}`, () => {
    const record = (over: Partial<QuestPlanRecord> = {}): QuestPlanRecord => ({
      selectionId: crypto.randomUUID(),
      userId: crypto.randomUUID(),
      questId: 'q-aviation-1',
      plan: defaultPlan(30),
      updatedAt: new Date('2026-11-25T10:00:00Z'),
      ...over,
    });

    it('saves a plan and finds it for its user only', async () => {
      const repo = await setup();
      const saved = record();
      await repo.save(saved);
      expect(await repo.find(saved.userId, saved.selectionId)).toEqual(saved);
      expect(await repo.find(crypto.randomUUID(), saved.selectionId)).toBeNull();
      expect(await repo.find(saved.userId, crypto.randomUUID())).toBeNull();
    });

    it('finds the plans of many (user, selection) pairs at once, never another user’s', async () => {
      const repo = await setup();
      const [a, b] = [record(), record({ questId: 'q-food-2' })];
      await repo.save(a);
      await repo.save(b);
      expect(await repo.findMany([])).toEqual([]);
      const found = await repo.findMany([
        { userId: a.userId, selectionId: a.selectionId },
        { userId: b.userId, selectionId: b.selectionId },
        { userId: a.userId, selectionId: b.selectionId },
        { userId: a.userId, selectionId: crypto.randomUUID() },
        { userId: 'not-a-uuid', selectionId: a.selectionId },
      ]);
      expect([...found].sort((x, y) => x.questId.localeCompare(y.questId))).toEqual([a, b]);
    });

    it("replaces the plan on a second save of the same selection, and lists the user's plans", async () => {
      const repo = await setup();
      const first = record();
      await repo.save(first);
      const edited = { ...first, plan: defaultPlan(45), updatedAt: new Date('2026-11-25T11:00:00Z') };
      await repo.save(edited);
      const another = record({
        userId: first.userId,
        questId: 'q-food-2',
        updatedAt: new Date('2026-11-25T12:00:00Z'),
      });
      await repo.save(another);
      expect(await repo.find(first.userId, first.selectionId)).toEqual(edited);
      const listed = await repo.listByUser(first.userId);
      expect(listed.sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())).toEqual([edited, another]);
      expect(await repo.listByUser(crypto.randomUUID())).toEqual([]);
    });

    it("will not let another user's save change the owner's plan", async () => {
      const repo = await setup();
      const owned = record();
      await repo.save(owned);
      await repo.save({ ...owned, userId: crypto.randomUUID(), plan: defaultPlan(5) }).catch(() => undefined);
      expect(await repo.find(owned.userId, owned.selectionId)).toEqual(owned);
    });
  });
}
