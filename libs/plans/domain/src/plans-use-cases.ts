import type { PlanGenerator, QuestStepsLookup } from './ports/plan-generator.port';
import type { QuestPlanRepository } from './ports/quest-plan-repository.port';
import { GeneratePlan } from './use-cases/generate-plan.use-case';
import { QuestPlans } from './use-cases/quest-plans.use-case';

export interface PlansPorts {
  /** The optional LLM, or the built-in generator (`builtInPlanGenerator`); the built-in one answers whenever the LLM fails. */
  generator: PlanGenerator;
  /** A quest's own milestones by its id; the composition root passes quests' signature lookup in. */
  questSteps: QuestStepsLookup;
  plans: QuestPlanRepository;
}

export interface PlansUseCases {
  generatePlan: GeneratePlan;
  /** What quests asks plans for: where the plan of a chosen quest is kept. */
  questPlans: QuestPlans;
}

/** The composition of the plans context: both use cases over one named set of ports. */
export function buildPlansUseCases(ports: PlansPorts): PlansUseCases {
  return {
    generatePlan: new GeneratePlan(ports.generator, ports.questSteps),
    questPlans: new QuestPlans({ plans: ports.plans }),
  };
}
