import { Logger } from '@nestjs/common';
import { askJson, type JsonPrompt, type LlmOptions } from '@sidequest/platform-http';
import { z } from 'zod';
import {
  DEFAULT_DURATION_WEEKS,
  DEFAULT_MINUTES_PER_DAY,
  generatePlan,
  weeklyPlanText,
  type Plan,
  type PlanGenerator,
  type PlanRequest,
} from '@sidequest/plans-domain';

const Milestones = z.object({
  milestones: z
    .array(
      z.object({
        title: z.string().trim().min(3).max(80),
        description: z.string().trim().min(10).max(300),
        due_in_days: z
          .number()
          .int()
          .min(1)
          .max(DEFAULT_DURATION_WEEKS * 7),
      }),
    )
    .min(3)
    .max(6)
    .refine(
      (list) => list.every((m, i) => i === 0 || m.due_in_days > list[i - 1].due_in_days),
      'due_in_days must strictly increase',
    ),
});

const logger = new Logger('LlmPlanGenerator');
/** Up to six milestones in JSON; the cap bounds what one call can cost. */
export const PLAN_MAX_TOKENS = 900;

const PLAN_PROMPT: JsonPrompt<z.infer<typeof Milestones>> = {
  system: [
    'You plan a 4-week starter quest for someone exploring a job. Write 3 to 6 milestones that fit the quest and its field,',
    'each with a short title, a one-sentence description that starts with a verb, and due_in_days (1-28, strictly increasing).',
    'Answer with JSON only: {"milestones":[{"title":"...","description":"...","due_in_days":7}]}.',
  ].join(' '),
  answer: Milestones,
  maxTokens: PLAN_MAX_TOKENS,
};

/**
 * OpenAI-compatible chat completions behind the plan generator port. The model writes the milestones;
 * the schedule follows the request. Any failure (HTTP, timeout, output that fails the schema) answers
 * the built-in plan instead, so generate-plan never waits long or fails because of the model.
 */
export class LlmPlanGenerator implements PlanGenerator {
  constructor(private readonly options: LlmOptions) {}

  async generate(request: PlanRequest): Promise<Plan> {
    const minutes = request.minutesPerDay ?? DEFAULT_MINUTES_PER_DAY;
    try {
      const { milestones } = await askJson(
        this.options,
        PLAN_PROMPT,
        `Quest: ${request.quest.title}. ${request.quest.description}\nTheir jobs: ${request.userAnswer ?? ''}\nMinutes per day: ${minutes}`,
      );
      return {
        milestones,
        schedule: {
          weekly_plan: weeklyPlanText(minutes),
          minutes_per_day: minutes,
          duration_weeks: DEFAULT_DURATION_WEEKS,
        },
      };
    } catch (e) {
      logger.warn(`LLM plan generator failed, using the built-in one: ${(e as Error).message}`);
      return generatePlan(request);
    }
  }
}
