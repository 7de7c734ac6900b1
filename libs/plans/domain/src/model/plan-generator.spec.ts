import { describe, expect, it } from 'vitest';
import { defaultPlan, isEmptyPlan } from './plan';
import { editPlan } from './plan-editing';
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

  it('edits minutes, target days and plan days, keeping days left out', () => {
    const edited = editPlan(defaultPlan(), { minutesPerDay: 45, targetDays: [3, 10] });
    expect(edited.ok && edited.value.schedule).toMatchObject({
      minutes_per_day: 45,
      weekly_plan: 'Mon–Fri: 45 minutes per day',
    });
    expect(edited.ok && edited.value.milestones.map((m) => m.due_in_days)).toEqual([3, 10, 28]);
    const days = editPlan(defaultPlan(), { minutesPerDay: 20, weekdays: ['fri', 'mon', 'wed'] });
    expect(days.ok && days.value.schedule).toMatchObject({
      weekdays: ['mon', 'wed', 'fri'],
      weekly_plan: 'Mon, Wed & Fri: 20 minutes per day',
    });
    const weekend = editPlan(defaultPlan(), { minutesPerDay: 20, weekdays: ['sat', 'sun'] });
    expect(weekend.ok && weekend.value.schedule.weekly_plan).toBe('Sat–Sun: 20 minutes per day');
  });

  it('refuses target days that do not increase, naming the milestone', () => {
    const edited = editPlan(defaultPlan(), { minutesPerDay: 30, targetDays: [9, 5] });
    expect(!edited.ok && edited.error).toMatchObject({
      kind: 'invalid',
      details: { issues: [{ path: 'targetDays.1' }] },
    });
    const behindKept = editPlan(defaultPlan(), { minutesPerDay: 30, targetDays: [7, 30] });
    expect(!behindKept.ok && behindKept.error.details).toMatchObject({ issues: [{ path: 'targetDays.2' }] });
    expect(editPlan(defaultPlan(), { minutesPerDay: 30, weekdays: [] }).ok).toBe(false);
  });
});
