import { describe, expect, it } from 'vitest';
import { defaultPlan, isEmptyPlan } from './plan';
import { editPlan, parseWholeNumber } from './plan-editing';
import { generatePlan } from './plan-generator';
import { GeneratePlan } from '../use-cases/generate-plan.use-case';

const [nurse, pilot] = [
  { id: 'q-healthcare-abc', title: 'Nurse: practise a first-aid skill', description: 'Learn one first-aid skill.' },
  { id: 'q-aviation-abc', title: 'Pilot: plan a flight on a map', description: 'Plan a short flight.' },
];

describe('plans', () => {
  it('gives 3–6 milestones with strictly increasing due days, and the default schedule', () => {
    for (const minutesPerDay of [5, 15, 30, 60, 90, 480]) {
      const plan = generatePlan({ quest: nurse, minutesPerDay });
      expect(plan.milestones.length).toBeGreaterThanOrEqual(3);
      expect(plan.milestones.length).toBeLessThanOrEqual(6);
      plan.milestones.forEach(
        (m, i) => i > 0 && expect(m.due_in_days).toBeGreaterThan(plan.milestones[i - 1].due_in_days),
      );
    }
    expect(generatePlan({ quest: nurse }).schedule).toEqual({
      weekly_plan: 'Mon–Fri: 30 minutes per day',
      minutes_per_day: 30,
      duration_weeks: 4,
    });
    expect(generatePlan({ quest: nurse, minutesPerDay: 45 }).schedule.weekly_plan).toBe('Mon–Fri: 45 minutes per day');
  });

  it("fits the quest's field rather than one template for all", () => {
    const a = JSON.stringify(generatePlan({ quest: nurse }).milestones);
    const b = JSON.stringify(generatePlan({ quest: pilot }).milestones);
    expect(a).not.toEqual(b);
    expect(a).toMatch(/care|nurse|doctor/);
    expect(b).toMatch(/flight|pilot|route/);
  });

  it("falls back to the spec's default plan when a generator returns nothing", async () => {
    const result = await new GeneratePlan({
      generate: async () => ({ milestones: [], schedule: defaultPlan().schedule }),
    }).execute({ quest: nurse });
    expect(result.ok && result.value.isDefault).toBe(true);
    expect(result.ok && result.value.plan.schedule.weekly_plan).toBe('Mon–Fri: 30 minutes per day');
    expect(isEmptyPlan(null)).toBe(true);
  });

  it('parses edits as integers and turns non-numbers into 0', () => {
    expect(parseWholeNumber('45')).toBe(45);
    expect(parseWholeNumber('12.7')).toBe(12);
    expect(parseWholeNumber('abc')).toBe(0);
    expect(parseWholeNumber('')).toBe(0);
    const edited = editPlan(defaultPlan(), { minutesPerDay: 'x', targetDays: ['3', 'later'] });
    expect(edited.schedule.minutes_per_day).toBe(0);
    expect(edited.milestones.map((m) => m.due_in_days)).toEqual([3, 0, 28]);
  });
});
