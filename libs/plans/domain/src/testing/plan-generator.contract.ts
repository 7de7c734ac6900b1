import { describe, expect, it } from 'vitest';
import { DEFAULT_DURATION_WEEKS, DEFAULT_MINUTES_PER_DAY, weeklyPlanText, type Plan } from '../model/plan';
import type { PlanRequest } from '../model/plan-generator';
import type { PlanGenerator } from '../ports/plan-generator.port';

/** Quests of each kind: one with a field in its id (a pilot, 45 minutes a day), one of the person's own words, one of exploration. */
export const SAMPLE_PLAN_REQUESTS: readonly PlanRequest[] = [
  {
    quest: {
      id: 'q-aviation-abc',
      title: 'Pilot: talk to someone who flies',
      description: 'Contact a pilot and keep notes.',
    },
    userAnswer: 'pilot',
    minutesPerDay: 45,
  },
  {
    quest: {
      id: 'q-own-xyz',
      title: 'Dragon whisperer: try a 30-minute taste of it',
      description: 'Pick the smallest part you can try today.',
    },
    userAnswer: 'dragon whisperer',
  },
  {
    quest: {
      id: 'q-explore-e5e',
      title: 'Map what makes you lose track of time',
      description: 'Write down ten moments when you lost track of time.',
    },
    minutesPerDay: 15,
  },
];

function expectWellFormed(plan: Plan) {
  expect(plan.milestones.length).toBeGreaterThanOrEqual(3);
  expect(plan.milestones.length).toBeLessThanOrEqual(6);
  const lastDay = plan.schedule.duration_weeks * 7;
  plan.milestones.forEach((milestone, i) => {
    expect(milestone.title.trim()).not.toBe('');
    expect(milestone.description.trim()).not.toBe('');
    expect(Number.isInteger(milestone.due_in_days)).toBe(true);
    expect(milestone.due_in_days).toBeGreaterThanOrEqual(1);
    expect(milestone.due_in_days).toBeLessThanOrEqual(lastDay);
    if (i > 0) expect(milestone.due_in_days).toBeGreaterThan(plan.milestones[i - 1].due_in_days);
  });
}

/** What GeneratePlan and the plan editor rely on from any plan generator: the built-in one and the LLM one against a stub model. */
export function planGeneratorContract(name: string, make: () => PlanGenerator | Promise<PlanGenerator>) {
  describe(`PlanGenerator contract: ${name}`, () => {
    for (const request of SAMPLE_PLAN_REQUESTS) {
      it(`plans 3 to 6 milestones, due on rising days within the plan's weeks, for "${request.quest.title}"`, async () => {
        expectWellFormed(await (await make()).generate(request));
      });
    }

    it('schedules the minutes a day asked for, over the default number of weeks', async () => {
      const plan = await (await make()).generate(SAMPLE_PLAN_REQUESTS[0]);
      expect(plan.schedule).toEqual({
        weekly_plan: weeklyPlanText(45),
        minutes_per_day: 45,
        duration_weeks: DEFAULT_DURATION_WEEKS,
      });
    });

    it('schedules the default minutes a day when none are asked for', async () => {
      const plan = await (await make()).generate(SAMPLE_PLAN_REQUESTS[1]);
      expect(plan.schedule).toEqual({
        weekly_plan: weeklyPlanText(DEFAULT_MINUTES_PER_DAY),
        minutes_per_day: DEFAULT_MINUTES_PER_DAY,
        duration_weeks: DEFAULT_DURATION_WEEKS,
      });
    });
  });
}
