import { ok, type Result } from '@sidequest/kernel';
import { defaultPlan, isEmptyPlan, type Plan } from '../model/plan';
import { generatePlan, type PlanRequest } from '../model/plan-generator';
import type { PlanGenerator, QuestStepsLookup } from '../ports/plan-generator.port';

export const builtInPlanGenerator: PlanGenerator = { generate: async (request) => generatePlan(request) };

/**
 * generate-plan: a quest with its own milestones (a signature quest) gets a plan built on them;
 * otherwise the generator's plan, or the default plan (flagged) when it comes back empty.
 */
export class GeneratePlan {
  constructor(
    private readonly generator: PlanGenerator = builtInPlanGenerator,
    private readonly questSteps: QuestStepsLookup = () => null,
  ) {}

  async execute(request: PlanRequest): Promise<Result<{ plan: Plan; isDefault: boolean }>> {
    const steps = request.steps ?? this.questSteps(request.quest.id) ?? undefined;
    if (steps && steps.length >= 3) return ok({ plan: generatePlan({ ...request, steps }), isDefault: false });
    const plan = await this.generator.generate(request).catch(() => null);
    if (!plan || isEmptyPlan(plan)) return ok({ plan: defaultPlan(request.minutesPerDay), isDefault: true });
    return ok({ plan, isDefault: false });
  }
}
