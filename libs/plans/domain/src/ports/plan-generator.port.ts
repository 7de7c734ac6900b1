import type { Plan } from '../model/plan';
import type { PlanRequest, PlanStep } from '../model/plan-generator';

/** Makes a plan for a quest; the built-in generator is the default (an LLM adapter may sit in front). */
export interface PlanGenerator {
  generate(request: PlanRequest): Promise<Plan>;
}

/**
 * The milestones written for a quest, looked up by its id (null when it has none). Plans cannot read
 * the quests context, so the composition root passes quests' lookup in (see apps/api/src/app.module.ts).
 */
export type QuestStepsLookup = (questId: string) => readonly PlanStep[] | null;
