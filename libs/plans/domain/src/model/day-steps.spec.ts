import { describe, expect, it } from 'vitest';
import { isFillerStep, milestoneActions, planDaySteps, todaysStep } from './day-steps';
import { generatePlan } from './plan-generator';
import type { Plan } from './plan';

const quest = {
  id: 'q-food-abc',
  title: 'Cook one dish from a menu',
  description: 'Pick a dish from a local menu and cook it at home. Show a photo of the plate.',
};
const plan = (minutes: number, due: number[], weekdays?: Plan['schedule']['weekdays']): Plan => ({
  milestones: due.map((d, i) => ({
    title: `Milestone ${i + 1} dish`,
    description: `Cook the dish variant ${i + 1}, then write the recipe card and photograph the plate.`,
    due_in_days: d,
  })),
  schedule: { weekly_plan: 'Mon–Fri', minutes_per_day: minutes, duration_weeks: 4, weekdays },
});

describe("a plan's day steps", () => {
  it('day 1 is the quest itself, in its own words', () => {
    const [first] = planDaySteps(quest, plan(30, [9, 16, 23, 28]));
    expect(first).toMatchObject({ day: 1, milestone: 0, kind: 'quest', minutes: 30 });
    expect(first.text).toBe(
      'Do the quest “Cook one dish from a menu”: pick a dish from a local menu and cook it at home. Show a photo of the plate.',
    );
  });

  it('gives every plan day a step: 20 for 4 weeks Mon–Fri, the first milestone (day 9) its first 6', () => {
    const steps = planDaySteps(quest, plan(30, [9, 16, 23, 28]));
    expect(steps).toHaveLength(20);
    expect(steps.map((s) => s.day)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(steps.filter((s) => s.milestone === 0)).toHaveLength(6);
    // Milestones in order, each with days.
    expect(steps.map((s) => s.milestone)).toEqual([...steps.map((s) => s.milestone)].sort());
    expect(new Set(steps.map((s) => s.milestone))).toEqual(new Set([0, 1, 2, 3]));
    // Three plan days a week: 12 steps.
    expect(planDaySteps(quest, plan(30, [9, 16, 23, 28], ['mon', 'wed', 'fri']))).toHaveLength(12);
  });

  it("builds toward each milestone in the milestone's own words, each step at most the person's minutes", () => {
    for (const minutes of [5, 10, 30, 90]) {
      const steps = planDaySteps(quest, plan(minutes, [7, 14, 21, 28]));
      for (const s of steps) expect(s.minutes).toBeLessThanOrEqual(minutes);
      const second = steps.filter((s) => s.milestone === 1 && s.kind === 'action').map((s) => s.text);
      expect(second.join(' ')).toContain('cook the dish variant 2');
      expect(second.join(' ')).toContain('write the recipe card and photograph the plate');
    }
    // An action given two days is begun within the day's minutes, then finished from where the person stopped.
    const [, begun, finished] = planDaySteps(quest, plan(10, [7, 14, 21, 28]));
    expect(begun.text).toMatch(/ Stop after 10 minutes and note where you got to\.$/);
    expect(finished.text).toMatch(/^Finish from where you stopped: /);
    expect(begun.text).toMatch(/^Begin: /);
    expect(finished.text.replace(/^Finish from where you stopped: /, '')).toBe(
      begun.text.replace(/^Begin: /, '').replace(/ Stop after 10 minutes.*$/, ''),
    );
  });

  it('has at most two review or practise days per milestone, even for long milestones', () => {
    const steps = planDaySteps(quest, plan(30, [2, 60]));
    const second = steps.filter((s) => s.milestone === 1);
    expect(second.length).toBeGreaterThan(30);
    expect(second.filter((s) => isFillerStep(s.text))).toHaveLength(2);
    expect(second.filter((s) => s.kind === 'filler')).toHaveLength(2);
  });

  it('counts review and practise wording as filler', () => {
    expect(isFillerStep('Review what you have for “X” and fix one thing.')).toBe(true);
    expect(isFillerStep('Practice the scale once more.')).toBe(true);
    expect(isFillerStep('Cook the dish and photograph it.')).toBe(false);
  });

  it("splits a milestone's description into its actions, keeping lists whole", () => {
    expect(
      milestoneActions({
        title: 'Compare',
        description: 'Photograph your posture, mark the line on both, and write what changes.',
      }),
    ).toEqual(['Photograph your posture, mark the line on both.', 'Write what changes.']);
    expect(
      milestoneActions({
        title: 'Guide',
        description: 'List what could damage them, such as light and damp, and how to fix it.',
      }),
    ).toHaveLength(1);
    expect(milestoneActions({ title: 'Talk to a chef', description: '' })).toEqual(['Talk to a chef.']);
  });

  it("the built-in generator's plan has the same shape", () => {
    const steps = planDaySteps(quest, generatePlan({ quest, minutesPerDay: 15 }));
    expect(steps[0].kind).toBe('quest');
    expect(steps).toHaveLength(20);
    // Its first milestone ("Complete the first quest") is the quest itself: not done twice.
    expect(steps.slice(1).filter((s) => /^(Start|Complete|Do)\b/.test(s.text) && s.text.includes(quest.title))).toEqual(
      [],
    );
  });
});

describe("today's step", () => {
  const steps = planDaySteps(quest, plan(30, [9, 16, 23, 28]));

  it('is day 1 before any check-in, and done once today is checked in', () => {
    expect(todaysStep(steps, { checkedInBefore: 0, checkedInToday: false })).toEqual({
      step: steps[0],
      done: false,
      planDone: false,
    });
    expect(todaysStep(steps, { checkedInBefore: 0, checkedInToday: true })?.done).toBe(true);
  });

  it('a missed day moves the remaining steps on; it never piles them up', () => {
    // Checked in on two days, then missed three: today is the third step, one step, not three.
    const today = todaysStep(steps, { checkedInBefore: 2, checkedInToday: false });
    expect(today?.step).toBe(steps[2]);
    expect(today?.done).toBe(false);
  });

  it('stays on the last step once every day is done', () => {
    expect(todaysStep(steps, { checkedInBefore: 25, checkedInToday: false })).toMatchObject({
      step: steps[19],
      done: true,
      planDone: true,
    });
    expect(todaysStep(steps, { checkedInBefore: 19, checkedInToday: true })).toMatchObject({
      done: true,
      planDone: true,
    });
    expect(todaysStep([], { checkedInBefore: 0, checkedInToday: false })).toBeNull();
  });
});
