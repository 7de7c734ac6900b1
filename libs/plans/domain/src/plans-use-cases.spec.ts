import { describe, expect, it } from 'vitest';
import { defaultPlan } from './model/plan';
import { buildPlansUseCases } from './plans-use-cases';
import { InMemoryQuestPlanRepository } from './testing/in-memory-quest-plans';
import { builtInPlanGenerator } from './use-cases/generate-plan.use-case';

const steps = [1, 2, 3].map((n) => ({ title: `Step ${n}`, description: `Do step ${n}` }));

describe('buildPlansUseCases', () => {
  it("generates over the ports' generator and quest steps, and keeps plans in the ports' repository", async () => {
    const plans = new InMemoryQuestPlanRepository();
    const failing = { generate: async () => Promise.reject(new Error('down')) };
    const useCases = buildPlansUseCases({
      generator: failing,
      questSteps: (id) => (id === 'own' ? steps : null),
      plans,
    });
    const own = await useCases.generatePlan.execute({ quest: { id: 'own', title: 'T', description: 'D' } });
    expect(own.ok && own.value.plan.milestones.map((m) => m.title)).toEqual(['Step 1', 'Step 2', 'Step 3']);
    const other = await useCases.generatePlan.execute({ quest: { id: 'other', title: 'T', description: 'D' } });
    expect(other.ok && other.value.isDefault).toBe(true);
    await useCases.questPlans.save({
      selectionId: 's1',
      userId: 'u1',
      questId: 'own',
      plan: defaultPlan(),
      updatedAt: new Date(),
    });
    expect(plans.rows.has('s1')).toBe(true);
  });

  it('answers with the built-in generator when it is the one passed', async () => {
    const useCases = buildPlansUseCases({
      generator: builtInPlanGenerator,
      questSteps: () => null,
      plans: new InMemoryQuestPlanRepository(),
    });
    const result = await useCases.generatePlan.execute({
      quest: { id: 'q-tech-1', title: 'Build a tool', description: 'A small tool' },
    });
    expect(result.ok && result.value.isDefault).toBe(false);
  });
});
