import type { Plan } from '../model/plan';
import type { PlanRequest } from '../model/plan-generator';

/** Makes a plan for a quest; the built-in generator is the default (an LLM adapter may sit in front). */
export interface PlanGenerator {
  generate(request: PlanRequest): Promise<Plan>;
}
