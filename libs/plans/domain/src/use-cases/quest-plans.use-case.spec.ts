import { describe, expect, it } from 'vitest';
import { defaultPlan } from '../model/plan';
import { InMemoryQuestPlanRepository } from '../testing/in-memory-quest-plans';
import { QuestPlans } from './quest-plans.use-case';

describe('QuestPlans', () => {
  it("keeps one plan per selection, finds and lists only the user's own", async () => {
    const plans = new QuestPlans({ plans: new InMemoryQuestPlanRepository() });
    const record = { selectionId: 's1', userId: 'u1', questId: 'q1', plan: defaultPlan(), updatedAt: new Date() };
    await plans.save(record);
    await plans.save({ ...record, plan: defaultPlan(45) });
    await plans.save({ ...record, userId: 'u2', plan: defaultPlan(10) });
    expect((await plans.find({ userId: 'u1', selectionId: 's1' }))?.plan.schedule.minutes_per_day).toBe(45);
    expect(await plans.find({ userId: 'u2', selectionId: 's1' })).toBeNull();
    expect(await plans.listByUser({ userId: 'u1' })).toHaveLength(1);
    expect(await plans.listByUser({ userId: 'u2' })).toEqual([]);
  });
});
